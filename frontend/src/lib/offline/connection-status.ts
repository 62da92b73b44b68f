// Whether Pause can reach its server now, from two witnesses: the browser (navigator.onLine and its
// online/offline events) and the service worker, which tells the page after each API read it passed on
// whether the server answered (src/service-worker/sw.ts). A server that cannot be reached while the
// browser thinks it is online (a dead Wi-Fi, the server down) counts as offline too.
import { WORKER_MESSAGES } from './offline-routes';

let serverUnreachable = false;
const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

function onWorkerMessage(event: MessageEvent): void {
  const type = (event.data as { type?: unknown } | null)?.type;
  const unreachable =
    type === WORKER_MESSAGES.serverUnreachable ? true : type === WORKER_MESSAGES.serverReached ? false : undefined;
  if (unreachable === undefined || unreachable === serverUnreachable) return;
  serverUnreachable = unreachable;
  changed();
}

/** True while the browser is online and the last API read reached the server. */
export function isOnline(): boolean {
  return navigator.onLine && !serverUnreachable;
}

/** Calls `listener` whenever isOnline() may have changed; the returned function stops it. */
export function subscribeToConnection(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', changed);
    window.addEventListener('offline', changed);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
