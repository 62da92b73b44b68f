// The rules' figures as a sentence says them ('three days', 'past six', 'an hour and a half'), so the
// badges and reminders that state a rule are written from its number, never beside it.

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** 'three' for 3, up to 'twelve'; a larger or fractional number stays in figures. */
export function numberInWords(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

/** 'Three': the same at the start of a sentence. */
export function capitalizedNumberInWords(value: number): string {
  const words = numberInWords(value);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An hour of the day (0 to 23) on a twelve-hour clock: 18 is 6 PM, 0 is 12 AM. */
export function twelveHourClock(hour: number): { hour: number; period: 'AM' | 'PM' } {
  return { hour: hour % 12 || 12, period: hour < 12 ? 'AM' : 'PM' };
}

/** '6 PM' for 18. */
export function clockHourText(hour: number): string {
  const { hour: shown, period } = twelveHourClock(hour);
  return `${shown} ${period}`;
}

/** 'an hour', 'an hour and a half', 'two hours', 'two and a half hours'; other lengths in minutes. */
export function minutesInWords(minutes: number): string {
  const hours = minutes / 60;
  if (hours === 1) return 'an hour';
  if (hours === 1.5) return 'an hour and a half';
  if (Number.isInteger(hours)) return `${numberInWords(hours)} hours`;
  if (Number.isInteger(hours - 0.5)) return `${numberInWords(hours - 0.5)} and a half hours`;
  return `${minutes} minutes`;
}
