// The health thresholds (issue 29), always on, each with its public source: long working weeks (the EU's
// Working Time Directive and the WHO/ILO study of long hours), the daily and weekly rest the directive
// asks for, and a break in a long working day. Pause counts commute as time that is not free, and asks
// for a break of 15 minutes: both are its own choices, said as such (docs/health.md).
import { busyStretches, longestFreeRun, type BusySpan } from './free-time';

export type { BusySpan } from './free-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** More than this much work in a week is above the EU's limit for an average week (2003/88/EC, art. 6). */
export const EU_WEEKLY_WORK_LIMIT_HOURS = 48;

/** This much work in a week or more is the WHO/ILO study's long working week (Pega et al., 2021). */
export const WHO_ILO_LONG_WEEK_HOURS = 55;

/** Consecutive hours of rest in every 24 (2003/88/EC, art. 3). */
export const DAILY_REST_HOURS = 11;

/** A working day longer than this many hours calls for a break (2003/88/EC, art. 4). */
export const BREAK_DUE_AFTER_WORK_HOURS = 6;

/** The directive leaves a break's length to each country; Pause counts one of this many minutes. */
export const SHORTEST_BREAK_MINUTES = 15;

/** Uninterrupted hours of rest in every week (2003/88/EC, art. 5). */
export const WEEKLY_REST_HOURS = 24;

/** The directive averages the weekly limit over a reference period of up to four months (art. 16). */
export const REFERENCE_PERIOD_MONTHS = 4;

/** Where each figure comes from: the public sources themselves. */
export const HEALTH_SOURCES = {
  euWorkingTimeDirective: 'https://eur-lex.europa.eu/eli/dir/2003/88/oj',
  whoIloLongHours: 'https://doi.org/10.1016/j.envint.2021.106595',
  commuteWellbeing: 'https://doi.org/10.1007/s11116-019-09983-9',
} as const;

export type LongWeekThreshold = 'eu_weekly_limit' | 'who_ilo_long_week';

/** The thresholds a week's work crosses: more than 48 hours, and 55 hours or more. */
export function longWeekThresholds(workMs: number): LongWeekThreshold[] {
  const crossed: LongWeekThreshold[] = [];
  if (workMs > EU_WEEKLY_WORK_LIMIT_HOURS * HOUR_MS) crossed.push('eu_weekly_limit');
  if (workMs >= WHO_ILO_LONG_WEEK_HOURS * HOUR_MS) crossed.push('who_ilo_long_week');
  return crossed;
}

/** A 24-hour window and the longest free run inside it. */
export interface DailyRestWindow {
  readonly windowStartMs: number;
  readonly longestRestFromMs: number;
  readonly longestRestUntilMs: number;
  readonly longestRestMs: number;
}

/** A 24-hour window that held no 11 consecutive free hours. */
export type ShortRest = DailyRestWindow;

const DAY_MS = 24 * HOUR_MS;

/**
 * Every 24-hour window that begins where a working period begins (work or commute after free time),
 * begins in [fromMs, untilMs) and has ended by nowMs, with its longest free run. The directive's "every
 * 24-hour period" is counted from the start of each working period: a window from an arbitrary hour, say
 * 03:00 to 03:00, would cut any night in two and fail an ordinary nine-to-five.
 */
export function dailyRestWindows(
  spans: readonly BusySpan[],
  fromMs: number,
  untilMs: number,
  nowMs: number,
): DailyRestWindow[] {
  const stretches = busyStretches(spans);
  return stretches
    .filter((stretch) => stretch.startMs >= fromMs && stretch.startMs < untilMs && stretch.startMs + DAY_MS <= nowMs)
    .map((stretch) => {
      const rest = longestFreeRun(stretches, stretch.startMs, stretch.startMs + DAY_MS);
      return {
        windowStartMs: stretch.startMs,
        longestRestFromMs: rest.fromMs,
        longestRestUntilMs: rest.untilMs,
        longestRestMs: rest.ms,
      };
    });
}

/**
 * The daily rests that fell short of 11 consecutive hours: each window of `dailyRestWindows` without them,
 * reported once for each short rest (windows whose longest run is the same run are one shortfall).
 */
export function shortDailyRests(
  spans: readonly BusySpan[],
  fromMs: number,
  untilMs: number,
  nowMs: number,
): ShortRest[] {
  const seen = new Set<string>();
  return dailyRestWindows(spans, fromMs, untilMs, nowMs).filter((window) => {
    if (window.longestRestMs >= DAILY_REST_HOURS * HOUR_MS) return false;
    const run = `${window.longestRestFromMs}-${window.longestRestUntilMs}`;
    if (seen.has(run)) return false;
    seen.add(run);
    return true;
  });
}

/** A stretch of work and commute with no break in it, and the work it holds. */
export interface UnbrokenWork {
  readonly fromMs: number;
  readonly untilMs: number;
  readonly workMs: number;
}

/**
 * Stretches of work and commute with no free gap of 15 minutes or more that hold more than 6 hours of
 * work, each starting in [fromMs, untilMs). A stretch, not a calendar day: a night shift across midnight
 * is one working day, and a break before the work begins is no break in it. Commute is not a break.
 */
export function workWithoutBreak(spans: readonly BusySpan[], fromMs: number, untilMs: number): UnbrokenWork[] {
  const work = busyStretches(spans.filter((span) => span.type === 'work'));
  return busyStretches(spans, SHORTEST_BREAK_MINUTES * MINUTE_MS)
    .filter((stretch) => stretch.startMs >= fromMs && stretch.startMs < untilMs)
    .map((stretch) => ({ fromMs: stretch.startMs, untilMs: stretch.endMs, workMs: overlapMs(work, stretch) }))
    .filter((stretch) => stretch.workMs > BREAK_DUE_AFTER_WORK_HOURS * HOUR_MS);
}

function overlapMs(
  stretches: readonly { startMs: number; endMs: number }[],
  within: { startMs: number; endMs: number },
) {
  return stretches.reduce(
    (total, stretch) =>
      total + Math.max(0, Math.min(stretch.endMs, within.endMs) - Math.max(stretch.startMs, within.startMs)),
    0,
  );
}

/** A week's longest unbroken rest. */
export interface WeeklyRest {
  readonly longestRestMs: number;
  readonly longestRestFromMs: number;
  readonly longestRestUntilMs: number;
  /** False while the week is still running and has not yet held 24 free hours. */
  readonly judged: boolean;
  /** Judged, and no 24 consecutive free hours inside the week. */
  readonly short: boolean;
}

/**
 * The longest free run inside the week [weekBeginMs, weekEndMs). Time after nowMs has not happened, so it
 * is not counted as free: a week still running is judged only once it has held its 24 hours.
 */
export function weeklyRest(
  spans: readonly BusySpan[],
  weekBeginMs: number,
  weekEndMs: number,
  nowMs: number,
): WeeklyRest {
  const knownUntil = Math.max(weekBeginMs, Math.min(weekEndMs, nowMs));
  const rest = longestFreeRun(busyStretches(spans), weekBeginMs, knownUntil);
  const enough = rest.ms >= WEEKLY_REST_HOURS * HOUR_MS;
  const judged = enough || nowMs >= weekEndMs;
  return {
    longestRestMs: rest.ms,
    longestRestFromMs: rest.fromMs,
    longestRestUntilMs: rest.untilMs,
    judged,
    short: judged && !enough,
  };
}

/** The average work per week over a span of this many days (0 over no days). */
export function averageWeeklyWorkMs(workMs: number, days: number): number {
  return days > 0 ? (workMs * 7) / days : 0;
}
