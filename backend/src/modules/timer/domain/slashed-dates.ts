// Which order a file writes its slashed dates in (11/16/2026 or 16/11/2026), told from the file's own
// dates: Clockify writes them in the order its account is set to, and a file never says which. A date
// whose first part is above 12 can only be day first, one whose second part is above 12 only month
// first; a file whose every slashed date has both parts up to 12 cannot tell (it is read month first,
// Clockify's default, unless the person says otherwise).

export const SLASHED_DATE_ORDERS = ['month-first', 'day-first'] as const;
export type SlashedDateOrder = (typeof SLASHED_DATE_ORDERS)[number];

/** What a file's slashed dates say: one order, `ambiguous` (no date tells), or null (no slashed date). */
export type SlashedDatesFound = SlashedDateOrder | 'ambiguous' | null;

/** The order Clockify writes by default, taken when a file cannot tell and the person said nothing. */
export const DEFAULT_SLASHED_DATE_ORDER: SlashedDateOrder = 'month-first';

const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The day, month and year of a slashed date read in an order; undefined when the text is not slashed. */
export function slashedDateParts(
  text: string,
  order: SlashedDateOrder,
): { year: number; month: number; day: number } | undefined {
  const match = SLASHED.exec(text.trim());
  if (!match) return undefined;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return order === 'month-first' ? { year, month: first, day: second } : { year, month: second, day: first };
}

export function isSlashedDate(text: string): boolean {
  return SLASHED.test(text.trim());
}

/**
 * The orders a date can be read in: one when a part is above 12, both when neither is, none when both
 * are (or when the text is not a slashed date at all).
 */
export function possibleOrders(text: string): readonly SlashedDateOrder[] {
  const match = SLASHED.exec(text.trim());
  if (!match) return [];
  const [first, second] = [Number(match[1]), Number(match[2])];
  if (first > 12 && second > 12) return [];
  if (first > 12) return ['day-first'];
  if (second > 12) return ['month-first'];
  return SLASHED_DATE_ORDERS;
}

/**
 * The slashed dates of a file so far: whether any was seen, and the first date that could only be
 * read in each order (kept to show the person, and to refuse a file that has both).
 */
export interface SlashedDates {
  readonly seen: boolean;
  readonly monthFirst?: string;
  readonly dayFirst?: string;
}

export const NO_SLASHED_DATES: SlashedDates = { seen: false };

/** The file's slashed dates with one more date (any date: those without slashes change nothing). */
export function withDate(dates: SlashedDates, text: string): SlashedDates {
  if (!isSlashedDate(text)) return dates;
  const orders = possibleOrders(text);
  const only = orders.length === 1 ? orders[0] : undefined;
  if (only === 'month-first' && !dates.monthFirst) return { ...dates, seen: true, monthFirst: text.trim() };
  if (only === 'day-first' && !dates.dayFirst) return { ...dates, seen: true, dayFirst: text.trim() };
  return dates.seen ? dates : { ...dates, seen: true };
}

/** The order the dates show, `ambiguous` when none does, null without slashed dates (both: see mixedOrders). */
export function foundOrder(dates: SlashedDates): SlashedDatesFound {
  if (!dates.seen) return null;
  if (dates.dayFirst && !dates.monthFirst) return 'day-first';
  if (dates.monthFirst && !dates.dayFirst) return 'month-first';
  return 'ambiguous';
}

/** A sentence refusing a file whose slashed dates are written in both orders; undefined when they are not. */
export function mixedOrders(dates: SlashedDates): string | undefined {
  if (!dates.monthFirst || !dates.dayFirst) return undefined;
  return `This file writes dates in two orders: ${dates.dayFirst} can only be day first and ${dates.monthFirst} only month first, so its other dates cannot be read safely. Export it again with one date format (such as 2026-11-16) and try again.`;
}

/**
 * A sentence refusing a file read in an order its own dates rule out (the person chose it for another
 * file, or without a preview); undefined when they do not.
 */
export function contradictedOrder(dates: SlashedDates, order: SlashedDateOrder): string | undefined {
  const found = knownOrder(dates);
  if (found === undefined || found === order) return undefined;
  const example = found === 'day-first' ? dates.dayFirst : dates.monthFirst;
  return `This file writes dates ${describeOrder(found)} (${example} can only be read that way), but the import was asked to read them ${describeOrder(order)}. Preview the file again and import it from there, or import it with slashedDates=${found}.`;
}

/** The order to read the file in once all of it is seen: the one its dates show, else Clockify's default. */
export function orderToRead(dates: SlashedDates): SlashedDateOrder {
  return knownOrder(dates) ?? DEFAULT_SLASHED_DATE_ORDER;
}

/** The order the dates seen so far show, or undefined while none does. */
export function knownOrder(dates: SlashedDates): SlashedDateOrder | undefined {
  const found = foundOrder(dates);
  return found === 'month-first' || found === 'day-first' ? found : undefined;
}

function describeOrder(order: SlashedDateOrder): string {
  return order === 'month-first' ? 'month first' : 'day first';
}
