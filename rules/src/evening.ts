// When the evening begins (spec §4, §9): work from then until midnight is evening work, which Unplugged
// Evening asks a day to be without, and from then a working person is reminded the evening is theirs.

/** 18:00, on the person's own clock. */
export const EVENING_STARTS_AT_HOUR = 18;

/** Whether an hour of the day (0 to 23, on the person's clock) is in the evening. */
export function isEvening(localHour: number): boolean {
  return localHour >= EVENING_STARTS_AT_HOUR;
}
