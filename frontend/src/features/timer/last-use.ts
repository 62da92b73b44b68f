// When the person last used Pause on this device: remembered in localStorage (never sent to the
// server), so "Still working?" can offer it as the end of a forgotten session.

const LAST_USE_KEY = 'pause.lastUsedAt';

/** Presses and key strokes note the time at most this often. */
export const LAST_USE_THROTTLE_MS = 60_000;

export function readLastUse(storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  try {
    const value = Number(storage.getItem(LAST_USE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // Storage refused (private mode, a full disk): there is simply no remembered time.
  }
}

export function writeLastUse(nowMs: number, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(LAST_USE_KEY, String(nowMs));
  } catch {
    // Nothing to do: the question then offers the moment the limit was reached.
  }
}

/** A recorder that writes at most once per LAST_USE_THROTTLE_MS, unless told to write now. */
export function lastUseRecorder(write: (nowMs: number) => void = writeLastUse) {
  let lastWritten = -Infinity;
  return (nowMs: number, { force = false } = {}) => {
    if (!force && nowMs - lastWritten < LAST_USE_THROTTLE_MS) return;
    lastWritten = nowMs;
    write(nowMs);
  };
}
