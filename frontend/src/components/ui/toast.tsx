// Styled building blocks on top of Radix Toast (swipe, F8 hotkey, timing).
import * as ToastPrimitive from '@radix-ui/react-toast';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonStyles } from './button-styles';
import type { ToastSide } from './toast-placement';
import type { ToastAction, ToastVariant } from './toast-store';

const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {children}
    </ToastPrimitive.Provider>
  );
}

/**
 * At the bottom of the screen (above the running-timer bar while it shows), or at the top when the
 * control that raised the toast is in the lower half (toast-placement.ts).
 */
export function ToastViewport({ side }: { side: ToastSide }) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      data-toast-side={side}
      className={clsx(
        'fixed right-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm',
        side === 'top' ? 'top-0' : 'bottom-[var(--timer-bar-height,0px)] md:bottom-0',
      )}
    />
  );
}

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={clsx(
        'group relative flex items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        'motion-safe:data-[state=open]:animate-toast-in',
        variant === 'destructive' ? 'border-danger/30 bg-danger-soft text-danger' : 'border-line bg-surface text-ink',
        className,
      )}
      data-variant={variant}
      {...props}
    />
  );
}

export function ToastTitle(props: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className="text-sm font-semibold" {...props} />;
}

export function ToastDescription(props: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className="mt-1 text-sm opacity-90" {...props} />;
}

/** The toast's one action: a link (Try again after a failed sign-in) or a button (Undo a delete). */
export function ToastActionControl(action: ToastAction) {
  const className = buttonStyles('primary', 'sm', 'mt-3');
  return (
    <ToastPrimitive.Action altText={action.label} asChild>
      {'href' in action ? (
        <a href={action.href} className={className}>
          {action.label}
        </a>
      ) : (
        <button type="button" className={className} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </ToastPrimitive.Action>
  );
}

export function ToastClose() {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full opacity-70 transition hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
