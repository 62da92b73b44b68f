// How a session's elapsed time reads on the timer: HH:MM:SS (the seconds themselves come from
// lib/elapsed-seconds.ts).

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** HH:MM:SS; hours keep growing past 99 rather than wrapping. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [hours, minutes, seconds % 60].map(twoDigits).join(':');
}
