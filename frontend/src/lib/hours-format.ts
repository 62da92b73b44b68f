// How hours are written on screen: totals with one decimal (spec §9).

/** '12.5': one decimal, never '-0.0'. */
export function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return (rounded === 0 ? 0 : rounded).toFixed(1);
}

/** '12.5h' */
export function formatHours(value: number): string {
  return `${oneDecimal(value)}h`;
}

const MINUTES_PER_HOUR = 60;

/** Whole minutes in an amount under an hour; anything tracked at all is at least one minute. */
function minutesOf(hours: number): number {
  const minutes = Math.round(hours * MINUTES_PER_HOUR);
  return hours > 0 ? Math.max(1, minutes) : 0;
}

/**
 * '25 min' under an hour, '12.5h' from an hour on: for the places whose format the spec leaves open
 * (the bars' and calendar days' details), so a short session is not written as 0.0h.
 */
export function formatDuration(hours: number): string {
  return hours < 1 ? `${minutesOf(hours)} min` : formatHours(hours);
}

/** '25 minutes', '1 minute', '12.5 hours': the same rule, in a sentence. */
export function durationInWords(hours: number): string {
  if (hours >= 1) return `${oneDecimal(hours)} hours`;
  const minutes = minutesOf(hours);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** '5 h 43 min', '40 h', '25 min': a length to the minute, for a limit or a rest named in a sentence. */
export function formatHoursAndMinutes(hours: number): string {
  const totalMinutes = Math.round(hours * MINUTES_PER_HOUR);
  const wholeHours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  if (wholeHours === 0) return `${minutes} min`;
  return minutes === 0 ? `${wholeHours} h` : `${wholeHours} h ${minutes} min`;
}
