// The balance read models' oracle for property tests: time counted minute by minute into each local
// day of the session's time zone, then summed into weeks or months. Slow, obvious, and independent of
// how the projectors cut sessions into days.
const MINUTE = 60_000;

export type Totals = Map<string, { work: number; commute: number }>;

export interface CountedSession {
  readonly type: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly timeZone: string;
}

/** Sessions must start and end on whole minutes. */
export function minuteByMinuteDays(sessions: readonly CountedSession[]): Totals {
  const days: Totals = new Map();
  for (const session of sessions) {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: session.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let minute = session.startMs; minute < session.endMs; minute += MINUTE) {
      const date = format.format(minute);
      const day = days.get(date) ?? { work: 0, commute: 0 };
      if (session.type === 'work') day.work += MINUTE;
      else day.commute += MINUTE;
      days.set(date, day);
    }
  }
  return days;
}

export function rollUp(days: Totals, periodOf: (date: string) => string): Totals {
  const periods: Totals = new Map();
  for (const [date, { work, commute }] of days) {
    const key = periodOf(date);
    const period = periods.get(key) ?? { work: 0, commute: 0 };
    period.work += work;
    period.commute += commute;
    periods.set(key, period);
  }
  return periods;
}
