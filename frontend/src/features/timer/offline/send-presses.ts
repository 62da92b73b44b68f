// The rules of the device's queue of presses (docs/decisions.md, "A timer that works offline"), as plain
// functions over a store and a way to send: in press order, one at a time, each exactly as first kept;
// what a refusal stops, what discarding it drops, and which timer the page shows meanwhile.
import type { KeptPress, PressStore } from '@/lib/offline/press-queue';
import type { ActiveTimer } from '@/features/timer/api/get-active-timer';

/** What came back for one press: the server's answer, or none (no connection, no server). */
export type SendAnswer = { readonly status: number; readonly body: string } | 'unreachable';

export type SendOutcome =
  /** Every press the person had kept is now the server's. */
  | { readonly outcome: 'all-sent'; readonly sent: number }
  /** No answer, or the server failed (5xx) or asked to wait: the rest is sent again later, same ids. */
  | { readonly outcome: 'retry-later'; readonly sent: number }
  /** 401: the device must sign in again before the queue can be sent; it stays. */
  | { readonly outcome: 'sign-in'; readonly sent: number }
  /** A 4xx refusal: nothing after it is sent until the person resolves it. */
  | { readonly outcome: 'refused'; readonly sent: number; readonly press: KeptPress };

/** Answers that mean "not now" rather than "no": sent again later. */
function tryAgainLater(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** Sends the person's kept presses in order until one is refused, cannot be sent, or none is left. */
export async function sendPresses(
  store: PressStore,
  personId: string,
  send: (press: KeptPress) => Promise<SendAnswer>,
): Promise<SendOutcome> {
  let sent = 0;
  for (const press of await store.list(personId)) {
    if (press.refusal) return { outcome: 'refused', sent, press };
    const answer = await send(press);
    if (answer === 'unreachable' || tryAgainLater(answer.status)) return { outcome: 'retry-later', sent };
    if (answer.status === 401) return { outcome: 'sign-in', sent };
    if (answer.status >= 200 && answer.status < 300) {
      await store.remove(press.commandId);
      sent++;
      continue;
    }
    // A 409 lost to another device, a moment out of bounds, or a 422 (an id used twice: a bug). The
    // presses after it were pressed on top of this one: the person decides first.
    const refused: KeptPress = { ...press, refusal: { status: answer.status, body: answer.body } };
    await store.put(refused);
    return { outcome: 'refused', sent, press: refused };
  }
  return { outcome: 'all-sent', sent };
}

/**
 * Drops the refused press at the head of the queue and what was pressed on top of it: after a refused
 * Start, the Stop that ended that Start (sent, it would stop whatever timer the server has running,
 * another device's). Returns how many presses were dropped.
 */
export async function discardRefusedPress(store: PressStore, personId: string): Promise<number> {
  const [refused, next] = await store.list(personId);
  if (!refused?.refusal) return 0;
  await store.remove(refused.commandId);
  if (refused.kind === 'start' && next?.kind === 'stop') {
    await store.remove(next.commandId);
    return 2;
  }
  return 1;
}

/**
 * The timer as the person left it on this device: the server's last word, with the presses it has not
 * had yet on top (a kept Start runs from the moment it was pressed; a kept Stop leaves nothing running).
 * While a press is refused, the server's timer: the one the press lost to.
 */
export function timerWithPresses(server: ActiveTimer | null, presses: readonly KeptPress[]): ActiveTimer | null {
  const last = presses.at(-1);
  if (!last || presses[0].refusal) return server;
  if (last.kind === 'stop') return null;
  const body = last.body as Partial<ActiveTimer>;
  return {
    type: body.type === 'commute' ? 'commute' : 'work',
    startTime: last.pressedAt,
    description: body.description ?? null,
    project: body.project ?? null,
    tags: body.tags ?? [],
    confirmedAt: null,
  };
}

/** What the server said of a refused press: its sentence (and template), and the timer it lost to. */
export interface Refusal {
  readonly message: string;
  readonly template?: unknown;
  readonly dates?: unknown;
  readonly runningTimer?: { readonly type: string; readonly startTime: string };
}

export function refusalOf(press: KeptPress): Refusal | null {
  if (!press.refusal) return null;
  const fallback = `The server refused this press (${press.refusal.status}).`;
  try {
    const parsed = JSON.parse(press.refusal.body) as Record<string, unknown> | null;
    const message = typeof parsed?.message === 'string' ? parsed.message : fallback;
    const running = parsed?.runningTimer as { type?: unknown; startTime?: unknown } | undefined;
    const runningTimer =
      running && typeof running.type === 'string' && typeof running.startTime === 'string'
        ? { type: running.type, startTime: running.startTime }
        : undefined;
    return { message, template: parsed?.template, dates: parsed?.dates, runningTimer };
  } catch {
    return { message: fallback };
  }
}
