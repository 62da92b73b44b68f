// A tiny notification store: call toast() from anywhere, <Toaster/> shows it.
import { useSyncExternalStore } from 'react';
import { raisingControlMiddle } from './toast-placement';

export type ToastVariant = 'default' | 'destructive';

/** The toast's one action: a link (a navigation), or a button that runs `onClick` (Undo). */
export type ToastAction = { label: string; href: string } | { label: string; onClick: () => void };

type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Stays until the person closes it or acts, rather than leaving after a few seconds. */
  persistent?: boolean;
  /** How long it stays, when longer than usual is kinder (an Undo). */
  durationMs?: number;
};

/** `raisedFrom`: the vertical middle on screen of the control that raised it, when known. */
type ToastItem = ToastInput & { id: number; open: boolean; raisedFrom: number | null };

// The spec shows one notification at a time: a new one replaces the last.
const TOAST_LIMIT = 1;

let items: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

export function toast(input: ToastInput) {
  nextId += 1;
  const id = nextId;
  const item: ToastItem = { variant: 'default', ...input, id, open: true, raisedFrom: raisingControlMiddle() };
  publish([item, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  publish(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function clearToasts() {
  publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => items;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
