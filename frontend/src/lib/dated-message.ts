// A sentence from the server that names moments or weeks comes with a template and those dates as data
// (an error answer, an import's refused row): written here in the person's own date style
// (lib/date-format.ts), like every other date the app shows (issue 26), else the server's sentence.
import { formatMoment, formatWeekRange } from './date-format';

type DateInMessage = { moment?: unknown; week?: unknown };

/** The sentence as the server wrote it, and, when it names dates, its template and those dates. */
export interface ServerSentence {
  readonly text: string;
  readonly template?: unknown;
  readonly dates?: unknown;
}

function written({ moment, week }: DateInMessage): string | null {
  if (typeof moment === 'string' && !Number.isNaN(Date.parse(moment))) return formatMoment(new Date(moment));
  if (typeof week === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(week)) return formatWeekRange(week);
  return null;
}

/** The template with each `{n}` written as the person reads dates; the server's text when a date is not one. */
export function inPersonsDateStyle({ text, template, dates }: ServerSentence): string {
  if (typeof template !== 'string' || !Array.isArray(dates)) return text;
  const texts = (dates as DateInMessage[]).map((date) => (date && typeof date === 'object' ? written(date) : null));
  if (texts.some((dateText) => dateText === null)) return text;
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => texts[Number(index)] ?? placeholder);
}
