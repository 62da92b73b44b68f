// A week's health (issue 29), from the sessions around it: each session cut into local days in its own
// time zone (as the daily balance is), the seven days measured against the person's limits, and the
// spans against the thresholds of research and labour law. The rules are the rules workspace's
// (@pause/rules/personal-limits, @pause/rules/health-thresholds); this only brings them the days and
// the spans, and writes the answer in hours and ISO instants. Pure: the sessions and "now" come in.
import {
  type BusySpan,
  EU_WEEKLY_WORK_LIMIT_HOURS,
  HEALTH_SOURCES,
  longWeekThresholds,
  shortDailyRests,
  weeklyRest,
  WHO_ILO_LONG_WEEK_HOURS,
  workWithoutBreak,
} from '@pause/rules/health-thresholds';
import { type LimitDay, type LimitsProgress, limitsProgress, type PersonalLimits } from '@pause/rules/personal-limits';
import { addDays, datesFrom } from '#src/shared/time/calendar';
import { hoursFromMs } from '#src/shared/time/hours';
import {
  localDateOf,
  localWeekBegin,
  localWeekEnd,
  localWeekStartOf,
  splitByLocalDate,
  splitEveningsByLocalDate,
} from '#src/shared/time/local-days';

const HOUR_MS = 60 * 60 * 1000;
/** Read around the week: a short rest or an unbroken stretch that begins in it may reach a day beyond. */
export const AROUND_THE_WEEK_MS = 24 * HOUR_MS;
const WEEKDAYS = 5;

/** A saved session, or the running timer up to now, in the zone it was tracked in. */
export interface TrackedSpan {
  readonly type: 'work' | 'commute';
  readonly startMs: number;
  readonly endMs: number;
  readonly timeZone: string;
}

export interface WeekHealthInput {
  readonly weekStart: string;
  /** The person's zone now: where the week begins and ends, and which local date a night or a stretch is. */
  readonly timeZone: string;
  readonly limits: PersonalLimits;
  /** Every span that touches [week begin − 24 h, week end + 24 h). */
  readonly spans: readonly TrackedSpan[];
  readonly nowMs: number;
}

export interface WeekHealthView {
  readonly weekStart: string;
  readonly weekIsOver: boolean;
  readonly workHours: number;
  readonly limits: {
    readonly weeklyWork: {
      readonly limitHours: number;
      readonly workedHours: number;
      readonly crossed: boolean;
    } | null;
    readonly dailyCommute: LimitsProgress['dailyCommute'];
    readonly latestWorkHour: LimitsProgress['latestWorkHour'];
    readonly daysOff: LimitsProgress['daysOff'];
  };
  readonly thresholds: {
    readonly euWeeklyLimit: { readonly limitHours: number; readonly crossed: boolean };
    readonly whoIloLongWeek: { readonly limitHours: number; readonly crossed: boolean };
    readonly shortRests: readonly {
      readonly windowStart: string;
      readonly restFrom: string;
      readonly restUntil: string;
      readonly restHours: number;
      readonly night: string;
    }[];
    readonly workWithoutBreak: readonly {
      readonly from: string;
      readonly until: string;
      readonly workHours: number;
      readonly date: string;
    }[];
    readonly weeklyRest: { readonly judged: boolean; readonly crossed: boolean; readonly longestRestHours: number };
  };
  readonly sources: Readonly<Record<keyof typeof HEALTH_SOURCES, string>>;
}

/** The instants the week runs between in the person's zone, and the span to read sessions over. */
export function weekBounds(weekStart: string, timeZone: string) {
  const beginMs = localWeekBegin(timeZone, weekStart);
  const endMs = localWeekEnd(timeZone, weekStart);
  return { beginMs, endMs, readFromMs: beginMs - AROUND_THE_WEEK_MS, readUntilMs: endMs + AROUND_THE_WEEK_MS };
}

/** Whether any span lies (partly) inside the week: a week with none has no digest. */
export function weekHoldsSessions(spans: readonly TrackedSpan[], weekStart: string, timeZone: string): boolean {
  const { beginMs, endMs } = weekBounds(weekStart, timeZone);
  return spans.some((span) => span.startMs < endMs && span.endMs > beginMs);
}

/** The seven local days of the week, each with the work and commute that fell on it in its session's zone. */
export function limitDaysOf(
  weekStart: string,
  spans: readonly TrackedSpan[],
  latestWorkHour: number | null,
): LimitDay[] {
  const dates = datesFrom(weekStart, 7);
  const days = new Map(dates.map((date) => [date, { workMs: 0, commuteMs: 0, workAfterLatestHourMs: 0 }]));
  for (const span of spans) {
    for (const [date, ms] of splitByLocalDate(span.startMs, span.endMs, span.timeZone)) {
      const day = days.get(date);
      if (!day) continue;
      if (span.type === 'work') day.workMs += ms;
      else day.commuteMs += ms;
    }
    if (span.type !== 'work' || latestWorkHour === null) continue;
    for (const [date, ms] of splitEveningsByLocalDate(span.startMs, span.endMs, span.timeZone, latestWorkHour)) {
      const day = days.get(date);
      if (day) day.workAfterLatestHourMs += ms;
    }
  }
  return dates.map((date, index) => ({ date, isWeekday: index < WEEKDAYS, ...days.get(date)! }));
}

export function weekHealth(input: WeekHealthInput): WeekHealthView {
  const { weekStart, timeZone, limits, spans, nowMs } = input;
  const { beginMs, endMs } = weekBounds(weekStart, timeZone);
  const days = limitDaysOf(weekStart, spans, limits.latestWorkHour);
  const workMs = days.reduce((sum, day) => sum + day.workMs, 0);
  const busy: BusySpan[] = spans.map(({ type, startMs, endMs: spanEndMs }) => ({ type, startMs, endMs: spanEndMs }));
  const progress = limitsProgress(limits, days);
  const longWeek = longWeekThresholds(workMs);
  const rest = weeklyRest(busy, beginMs, endMs, nowMs);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    weekStart,
    weekIsOver: nowMs >= endMs,
    workHours: hoursFromMs(workMs),
    limits: {
      weeklyWork: progress.weeklyWork && {
        limitHours: progress.weeklyWork.limitHours,
        workedHours: hoursFromMs(progress.weeklyWork.workedMs),
        crossed: progress.weeklyWork.crossed,
      },
      dailyCommute: progress.dailyCommute,
      latestWorkHour: progress.latestWorkHour,
      daysOff: progress.daysOff,
    },
    thresholds: {
      euWeeklyLimit: { limitHours: EU_WEEKLY_WORK_LIMIT_HOURS, crossed: longWeek.includes('eu_weekly_limit') },
      whoIloLongWeek: { limitHours: WHO_ILO_LONG_WEEK_HOURS, crossed: longWeek.includes('who_ilo_long_week') },
      shortRests: shortDailyRests(busy, beginMs, endMs, nowMs).map((short) => ({
        windowStart: iso(short.windowStartMs),
        restFrom: iso(short.longestRestFromMs),
        restUntil: iso(short.longestRestUntilMs),
        restHours: hoursFromMs(short.longestRestMs),
        night: localDateOf(timeZone, short.longestRestFromMs),
      })),
      workWithoutBreak: workWithoutBreak(busy, beginMs, endMs).map((stretch) => ({
        from: iso(stretch.fromMs),
        until: iso(stretch.untilMs),
        workHours: hoursFromMs(stretch.workMs),
        date: localDateOf(timeZone, stretch.fromMs),
      })),
      weeklyRest: { judged: rest.judged, crossed: rest.short, longestRestHours: hoursFromMs(rest.longestRestMs) },
    },
    sources: HEALTH_SOURCES,
  };
}

/** The Monday of the person's local week before the one holding `nowMs`: the week a digest looks back on. */
export function lastWeekStart(timeZone: string, nowMs: number): string {
  return addDays(localWeekStartOf(timeZone, nowMs), -7);
}
