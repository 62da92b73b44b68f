// A refusal's sentence that names a moment or a week. The server writes it whole in its own style, for
// any client; it also keeps the sentence as a template with the dates as data, so the web app can write
// them in the person's locale like every other date it shows (issue 26: one date style). Only what a
// decider puts in the template is ever in it (session types, numbers): never anything a person typed.
import { addDays } from '#src/shared/time/calendar';
import { localMomentText } from '#src/shared/time/local-days';

/** A date in a message, as data: an instant (ISO 8601), or the Monday (YYYY-MM-DD) a week starts on. */
export type DateInMessage = { readonly moment: string } | { readonly week: string };

/** What a decider writes between the words: an instant read in the person's zone, or a week. */
export type DatePart = { readonly moment: string; readonly timeZone: string } | { readonly week: string };

export interface DatedMessage {
  /** The sentence as the server writes it: `… from Mon 23 Nov 2026, 09:00 …`, `… the week of 23–29 Nov 2026 …`. */
  readonly text: string;
  /** The sentence with `{0}`, `{1}`… where the dates go, in order. */
  readonly template: string;
  readonly dates: readonly DateInMessage[];
}

/** An instant, read in `timeZone` where the server writes it. */
export const moment = (isoInstant: string, timeZone: string): DatePart => ({ moment: isoInstant, timeZone });

/** The Monday-first week starting on `monday` (YYYY-MM-DD). */
export const week = (monday: string): DatePart => ({ week: monday });

/** A tagged template: `dated\`This overlaps your session from ${moment(…)}.\``; other values are written as they are. */
export function dated(words: TemplateStringsArray, ...values: readonly (DatePart | string | number)[]): DatedMessage {
  let text = words[0];
  let template = words[0];
  const dates: DateInMessage[] = [];
  values.forEach((value, index) => {
    const following = words[index + 1];
    if (typeof value === 'object') {
      template += `{${dates.length}}`;
      dates.push('moment' in value ? { moment: value.moment } : { week: value.week });
      text += serverText(value);
    } else {
      template += String(value);
      text += String(value);
    }
    template += following;
    text += following;
  });
  return { text, template, dates };
}

const WEEK_RANGE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function serverText(part: DatePart): string {
  if ('moment' in part) return localMomentText(part.timeZone, Date.parse(part.moment));
  const monday = Date.parse(`${part.week}T00:00:00Z`);
  const range = WEEK_RANGE.formatRange(monday, Date.parse(`${addDays(part.week, 6)}T00:00:00Z`));
  // Intl sets the dash between thin no-break spaces; a plain-text client reads plain ones best.
  return range.replace(/[\u2009\u202f\u00a0]/g, ' ');
}
