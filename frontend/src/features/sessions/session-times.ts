// How a saved session reads on screen (in the person's local time) and how the add/edit form's
// fields become the instants the API takes.
import { addDays, parseIsoDate } from '@/lib/dates';
import { formatIsoDate } from '@/lib/local-date';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '08:05', local 24-hour time: what a time input holds (lib/date-format writes times for reading). */
export function formatClock(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * How long a saved session lasted, to the minute: '1h 05m', '45m', and '14s' under a minute (a short
 * session is shown as it was, never as nothing). Totals of hours use lib/hours-format instead.
 */
export function formatSessionLength(seconds: number): string {
  if (seconds < 60) return `${Math.floor(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${twoDigits(rest)}m` : `${rest}m`;
}

/** How many local calendar days after its start a session ends (0 on the same day; at most 1). */
export function daysLater(start: Date, end: Date): number {
  const startDay = parseIsoDate(formatIsoDate(start));
  const endDay = parseIsoDate(formatIsoDate(end));
  return Math.round((endDay.getTime() - startDay.getTime()) / 86_400_000);
}

/** The add/edit form's fields: local date and times as the inputs hold them. */
export type SessionFields = {
  date: string; // YYYY-MM-DD
  start: string; // HH:MM
  end: string; // HH:MM
  endsNextDay: boolean;
};

export type SessionSpan = { startTime: string; endTime: string };

function localMoment(date: string, time: string, dayOffset = 0): Date {
  const day = addDays(parseIsoDate(date), dayOffset);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}

/**
 * The instants of the form's fields, or the sentence that says what to fix. An end at or before the
 * start means the next day only when the person ticked "Ends the next day"; an end after the start is
 * the same day whatever the box says, as the next day would make a session over 24 hours (the box is
 * ticked already when a new session is opened in the hour after midnight, and stays so as times change).
 */
export function spanOf(fields: SessionFields): SessionSpan | { problem: string } {
  if (!fields.date || !fields.start || !fields.end) return { problem: 'Choose a date, a start and an end.' };
  const start = localMoment(fields.date, fields.start);
  const endsNextDay = fields.endsNextDay && fields.end <= fields.start;
  const end = localMoment(fields.date, fields.end, endsNextDay ? 1 : 0);
  if (end <= start) {
    return {
      problem: 'The end is not after the start. If the session ran past midnight, tick "Ends the next day".',
    };
  }
  return { startTime: start.toISOString(), endTime: end.toISOString() };
}

/** The form's fields for a saved session (editing), in local time. */
export function fieldsOf(span: SessionSpan): SessionFields {
  const start = new Date(span.startTime);
  const end = new Date(span.endTime);
  return {
    date: formatIsoDate(start),
    start: formatClock(start),
    end: formatClock(end),
    endsNextDay: daysLater(start, end) > 0,
  };
}

/** The fields a new session starts from: the hour before now, today. */
export function fieldsForNew(now: Date): SessionFields {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  return { ...fieldsOf({ startTime: hourAgo.toISOString(), endTime: now.toISOString() }) };
}

/**
 * What an edit changes, for PATCH: only the times whose fields the person touched, so a timed
 * session's seconds stay as they were when only its type (or only its end) changes.
 */
export function correctionOf<Type extends string>(
  saved: SessionSpan & { type: Type },
  fields: SessionFields,
  type: Type,
): Partial<SessionSpan & { type: Type }> | { problem: string } {
  const span = spanOf(fields);
  if ('problem' in span) return span;
  const before = fieldsOf(saved);
  const startChanged = fields.date !== before.date || fields.start !== before.start;
  const endChanged = startChanged || fields.end !== before.end || fields.endsNextDay !== before.endsNextDay;
  return {
    ...(type !== saved.type && { type }),
    ...(startChanged && { startTime: span.startTime }),
    ...(endChanged && { endTime: span.endTime }),
  };
}
