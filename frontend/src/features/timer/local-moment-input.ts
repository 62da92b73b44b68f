// The moments the timer's dialogs let a person pick, as a datetime-local input holds them: local time,
// to the minute.

const twoDigits = (value: number) => String(value).padStart(2, '0');
const MINUTE_MS = 60_000;

/** '2026-11-23T08:40': the value a datetime-local input holds for a moment, in local time. */
export function localInputValue(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The first whole minute at or after `ms`: a picker's lowest value must not lie before the bound. */
export function minuteAtOrAfter(ms: number): number {
  return Math.ceil(ms / MINUTE_MS) * MINUTE_MS;
}

/** The moment a datetime-local input's value names in local time; NaN when it names none. */
export function momentOfInput(value: string): number {
  return value ? new Date(value).getTime() : Number.NaN;
}
