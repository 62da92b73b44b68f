// Which reminders Pause pushes to a person's devices about their running timer, and when (issue 28):
// spec §4's first three rules (90 and 120 minutes of work, work still running when the evening begins)
// and "Still working?" once the forgotten-timer limit has passed. Each occasion is decided once: sent,
// or dropped for good (turned off, in quiet hours, too late, or outranked by another due at once).
import { stillWorkingDueAtMs } from './forgotten-timer';
import { LONG_SESSION_AFTER_MINUTES, TAKE_A_BREAK_AFTER_MINUTES } from './reminders';

/** The reminders a push may carry, most pressing first: when several fall due at once, only the first is sent. */
export const PUSH_REMINDER_KINDS = ['forgotten-timer', 'long-session', 'take-a-break', 'evening'] as const;

export type PushReminderKind = (typeof PUSH_REMINDER_KINDS)[number];

/**
 * A timed reminder (not "Still working?", which stays true while the timer runs) found this many
 * minutes after its moment, say after an outage, is dropped rather than sent out of its time.
 */
export const PUSH_REMINDER_LATE_AFTER_MINUTES = 30;

/**
 * Hours on the person's clock when nothing is pushed: from `fromHour` o'clock up to `untilHour` o'clock,
 * across midnight when `untilHour` is the smaller (22 to 7 is the night). The two are never equal.
 */
export interface QuietHours {
  readonly fromHour: number;
  readonly untilHour: number;
}

export function isQuietHour(localHour: number, quietHours: QuietHours | null): boolean {
  if (quietHours === null) return false;
  const { fromHour, untilHour } = quietHours;
  return fromHour < untilHour
    ? localHour >= fromHour && localHour < untilHour
    : localHour >= fromHour || localHour < untilHour;
}

export interface PushReminderSettings {
  /** The kinds the person turned off; every other kind is on. */
  readonly off: readonly PushReminderKind[];
  readonly quietHours: QuietHours | null;
}

export interface PushReminderMoment {
  readonly timer: {
    readonly type: 'work' | 'commute';
    readonly startedAtMs: number;
    /** When the person last said "Keep it running", if ever. */
    readonly confirmedAtMs: number | null;
  };
  readonly nowMs: number;
  readonly forgottenTimerLimitHours: number;
  /** The hour (0 to 23) on the person's clock at an instant: the half that knows their time zone answers. */
  readonly localHourAt: (instantMs: number) => number;
  /** The instant the evening began (EVENING_STARTS_AT_HOUR, rules/src/evening.ts, on the person's clock) on the day `nowMs` is in. */
  readonly eveningStartedAtMs: number;
  readonly settings: PushReminderSettings;
  /** The keys of this timer's occasions already decided (PushReminderDecision.key). */
  readonly decided: ReadonlySet<string>;
}

export type PushReminderOutcome = 'send' | 'turned-off' | 'quiet-hours' | 'late' | 'outranked';

export interface PushReminderDecision {
  readonly kind: PushReminderKind;
  /** Names the occasion among the timer's: its kind, and for those that can come again, which time. */
  readonly key: string;
  readonly dueAtMs: number;
  readonly outcome: PushReminderOutcome;
}

const MINUTE_MS = 60 * 1000;

/** The occasions of this timer that are due now and not yet decided, each with what becomes of it. */
export function pushRemindersDue(moment: PushReminderMoment): PushReminderDecision[] {
  const due = occasionsOf(moment).filter(({ key, dueAtMs }) => dueAtMs <= moment.nowMs && !moment.decided.has(key));
  const { settings, nowMs, localHourAt } = moment;
  const decisions = due.map(({ kind, key, dueAtMs }): PushReminderDecision => {
    const outcome: PushReminderOutcome = settings.off.includes(kind)
      ? 'turned-off'
      : kind !== 'forgotten-timer' && nowMs - dueAtMs > PUSH_REMINDER_LATE_AFTER_MINUTES * MINUTE_MS
        ? 'late'
        : isQuietHour(localHourAt(dueAtMs), settings.quietHours) || isQuietHour(localHourAt(nowMs), settings.quietHours)
          ? 'quiet-hours'
          : 'send';
    return { kind, key, dueAtMs, outcome };
  });
  // One push at a time: a break suggested at the moment the session turns long would only repeat it.
  const sent = decisions
    .filter(({ outcome }) => outcome === 'send')
    .sort((a, b) => PUSH_REMINDER_KINDS.indexOf(a.kind) - PUSH_REMINDER_KINDS.indexOf(b.kind))[0];
  return decisions
    .map((decision) =>
      decision.outcome === 'send' && decision !== sent ? { ...decision, outcome: 'outranked' as const } : decision,
    )
    .sort((a, b) => a.dueAtMs - b.dueAtMs || PUSH_REMINDER_KINDS.indexOf(a.kind) - PUSH_REMINDER_KINDS.indexOf(b.kind));
}

interface Occasion {
  readonly kind: PushReminderKind;
  readonly key: string;
  readonly dueAtMs: number;
}

function occasionsOf({ timer, forgottenTimerLimitHours, eveningStartedAtMs }: PushReminderMoment): Occasion[] {
  const stillWorkingSince = timer.confirmedAtMs ?? timer.startedAtMs;
  const occasions: Occasion[] = [
    {
      kind: 'forgotten-timer',
      // Asked again a full limit after each "Keep it running".
      key: `forgotten-timer@${new Date(stillWorkingSince).toISOString()}`,
      dueAtMs: stillWorkingDueAtMs(timer.startedAtMs, timer.confirmedAtMs, forgottenTimerLimitHours),
    },
  ];
  // Only work earns a nudge; a commute is not something to pause (spec §4).
  if (timer.type !== 'work') return occasions;
  occasions.push(
    { kind: 'take-a-break', key: 'take-a-break', dueAtMs: timer.startedAtMs + TAKE_A_BREAK_AFTER_MINUTES * MINUTE_MS },
    { kind: 'long-session', key: 'long-session', dueAtMs: timer.startedAtMs + LONG_SESSION_AFTER_MINUTES * MINUTE_MS },
  );
  // The timer was already running when the evening began (a session up to 24 hours long may see two).
  if (timer.startedAtMs <= eveningStartedAtMs) {
    occasions.push({
      kind: 'evening',
      key: `evening@${new Date(eveningStartedAtMs).toISOString()}`,
      dueAtMs: eveningStartedAtMs,
    });
  }
  return occasions;
}
