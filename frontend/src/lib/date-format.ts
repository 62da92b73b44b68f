// Pause's one date style: every day, month, time and range a person reads is written here, in their
// own locale through Intl (issue 26). Ranges are written as ranges ("Nov 23 – 29, 2026"), so a week
// never repeats its month and year twice. Components never call toLocaleDateString themselves.

/** The locale the browser reports; `undefined` lets Intl pick it (tests pin it with `setDateLocale`). */
let locale: string | undefined;

/** For tests only: write dates as `tag` would (e.g. 'en-GB'), or as the browser does when undefined. */
export function setDateLocale(tag: string | undefined): void {
  locale = tag;
  formatters.clear();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const DAY_IN_YEAR: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const WEEKDAY_AND_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const SHORT_WEEKDAY_AND_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const SHORT_MONTH: Intl.DateTimeFormatOptions = { month: 'short' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };
const SHORT_WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };
const FULL_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };
const WEEKDAY_AND_TIME: Intl.DateTimeFormatOptions = { weekday: 'long', ...TIME };
const MOMENT: Intl.DateTimeFormatOptions = { weekday: 'short', ...DAY, ...TIME };

/** 'Nov 23, 2026' */
export function formatDay(date: Date): string {
  return formatter(DAY).format(date);
}

/** 'Nov 23': a day when the year goes without saying (this year, or a heading already names it). */
export function formatDayInYear(date: Date): string {
  return formatter(DAY_IN_YEAR).format(date);
}

/** 'Monday, November 23' */
export function formatWeekdayAndDay(date: Date): string {
  return formatter(WEEKDAY_AND_DAY).format(date);
}

/** 'Mon, Nov 23': a day in a list of sessions. */
export function formatShortWeekdayAndDay(date: Date): string {
  return formatter(SHORT_WEEKDAY_AND_DAY).format(date);
}

/** 'Monday, November 23, 2026': a day read out on its own (a calendar cell's name). */
export function formatFullDay(date: Date): string {
  return formatter(FULL_DAY).format(date);
}

/** 'Monday 9:00 AM': a moment in the last few days. */
export function formatWeekdayAndTime(date: Date): string {
  return formatter(WEEKDAY_AND_TIME).format(date);
}

/** 'Mon, Nov 23, 2026, 9:00 AM': a moment of any day, named on its own (a refusal's). */
export function formatMoment(date: Date): string {
  return formatter(MOMENT).format(date);
}

/** 'Monday' */
export function formatWeekday(date: Date): string {
  return formatter(WEEKDAY).format(date);
}

/** 'Tue': a day of a week already named (a short list of days in a line). */
export function formatShortWeekday(date: Date): string {
  return formatter(SHORT_WEEKDAY).format(date);
}

/** 'November 2026' */
export function formatMonth(date: Date): string {
  return formatter(MONTH).format(date);
}

/** 'Nov': a month's label on a chart. */
export function formatShortMonth(date: Date): string {
  return formatter(SHORT_MONTH).format(date);
}

/** '9:00 AM' (or '9:00' where the locale writes a 24-hour clock). */
export function formatTime(date: Date): string {
  return formatter(TIME).format(date);
}

/** 'Nov 23 – 29, 2026', 'Nov 30 – Dec 6, 2026', 'Dec 28, 2026 – Jan 3, 2027': from `first` to `last`, both days included. */
export function formatDayRange(first: Date, last: Date): string {
  return formatter(DAY).formatRange(first, last);
}

/** 'Nov 23 – 29, 2026': the Monday-first week that starts on `monday` (YYYY-MM-DD, as the API writes weekStart). */
export function formatWeekRange(monday: string): string {
  const [year, month, day] = monday.split('-').map(Number);
  return formatDayRange(new Date(year, month - 1, day), new Date(year, month - 1, day + 6));
}

/** '9:00 – 10:30 AM' on one day; 'Nov 23, 11:00 PM – Nov 24, 1:00 AM' across midnight. */
export function formatTimeRange(start: Date, end: Date): string {
  const sameDay =
    start.getFullYear() === end.getFullYear() &&
    start.getMonth() === end.getMonth() &&
    start.getDate() === end.getDate();
  if (sameDay) return formatter(TIME).formatRange(start, end);
  return formatter({ ...DAY_IN_YEAR, ...TIME }).formatRange(start, end);
}

/** '2026': a year on its own, as the year view's heading writes it. */
export function formatYear(date: Date): string {
  return formatter({ year: 'numeric' }).format(date);
}
