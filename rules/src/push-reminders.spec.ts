import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isQuietHour,
  PUSH_REMINDER_KINDS,
  type PushReminderDecision,
  type PushReminderMoment,
  type PushReminderSettings,
  pushRemindersDue,
} from './push-reminders';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** Monday 16 November 2026, midnight, on a person's clock that reads UTC. */
const MONDAY = Date.parse('2026-11-16T00:00:00Z');
const at = (hour: number, minute = 0) => MONDAY + hour * HOUR + minute * MINUTE;
const EVERYTHING_ON: PushReminderSettings = { off: [], quietHours: null };

function moment(
  startedAtMs: number,
  nowMs: number,
  options: Partial<Omit<PushReminderMoment, 'timer' | 'nowMs'>> & {
    type?: 'work' | 'commute';
    confirmedAtMs?: number | null;
  } = {},
): PushReminderMoment {
  const { type = 'work', confirmedAtMs = null, ...rest } = options;
  const dayStart = Math.floor(nowMs / (24 * HOUR)) * 24 * HOUR;
  return {
    timer: { type, startedAtMs, confirmedAtMs },
    nowMs,
    forgottenTimerLimitHours: 10,
    localHourAt: (instant) => new Date(instant).getUTCHours(),
    eveningStartedAtMs: dayStart + 18 * HOUR,
    settings: EVERYTHING_ON,
    decided: new Set(),
    ...rest,
  };
}

const summary = (decisions: PushReminderDecision[]) => decisions.map(({ kind, outcome }) => `${kind}: ${outcome}`);

describe('the reminders Pause pushes about a running timer', () => {
  it('has nothing to push in the first 90 minutes of a morning work session', () => {
    expect(pushRemindersDue(moment(at(9), at(10, 29)))).toEqual([]);
  });

  it('suggests a break at 90 minutes of work, and speaks of a long session at 120', () => {
    expect(summary(pushRemindersDue(moment(at(9), at(10, 30))))).toEqual(['take-a-break: send']);
    expect(pushRemindersDue(moment(at(9), at(10, 30)))[0]).toMatchObject({ key: 'take-a-break', dueAtMs: at(10, 30) });
    expect(summary(pushRemindersDue(moment(at(9), at(11), { decided: new Set(['take-a-break']) })))).toEqual([
      'long-session: send',
    ]);
  });

  it('decides each occasion once: what was decided is not due again', () => {
    expect(pushRemindersDue(moment(at(9), at(10, 45), { decided: new Set(['take-a-break']) }))).toEqual([]);
  });

  it('follows the start as it now is, so a corrected start moves the reminders', () => {
    expect(pushRemindersDue(moment(at(9, 30), at(10, 30)))).toEqual([]);
    expect(summary(pushRemindersDue(moment(at(8, 30), at(10, 15))))).toEqual(['take-a-break: send']);
  });

  it('pushes the evening to work still running at 18:00, not to work begun after it', () => {
    expect(summary(pushRemindersDue(moment(at(17), at(18))))).toEqual(['evening: send']);
    expect(pushRemindersDue(moment(at(17), at(18)))[0].key).toBe('evening@2026-11-16T18:00:00.000Z');
    expect(pushRemindersDue(moment(at(18, 5), at(18, 30)))).toEqual([]);
  });

  it('pushes nothing about a commute but a forgotten one', () => {
    expect(pushRemindersDue(moment(at(16), at(18, 10), { type: 'commute' }))).toEqual([]);
    expect(summary(pushRemindersDue(moment(at(8), at(18), { type: 'commute' })))).toEqual(['forgotten-timer: send']);
  });

  it('asks "Still working?" once the limit has passed, and again a full limit after "Keep it running"', () => {
    const limitPassed = moment(at(0), at(4), {
      forgottenTimerLimitHours: 4,
      decided: new Set(['take-a-break', 'long-session']),
    });
    expect(pushRemindersDue(limitPassed)).toEqual([
      { kind: 'forgotten-timer', key: 'forgotten-timer@2026-11-16T00:00:00.000Z', dueAtMs: at(4), outcome: 'send' },
    ]);
    const kept = { ...limitPassed, timer: { ...limitPassed.timer, confirmedAtMs: at(4, 10) } };
    expect(pushRemindersDue({ ...kept, nowMs: at(8, 9) })).toEqual([]);
    expect(pushRemindersDue({ ...kept, nowMs: at(8, 10) }).map(({ key }) => key)).toEqual([
      'forgotten-timer@2026-11-16T04:10:00.000Z',
    ]);
  });

  it('asks "Still working?" however late it is found, since the timer is still forgotten', () => {
    const found = pushRemindersDue(
      moment(at(0), at(15), { forgottenTimerLimitHours: 1, decided: new Set(['take-a-break', 'long-session']) }),
    );
    expect(summary(found)).toEqual(['forgotten-timer: send']);
  });

  it('drops a kind the person turned off', () => {
    const settings: PushReminderSettings = { off: ['take-a-break'], quietHours: null };
    expect(summary(pushRemindersDue(moment(at(9), at(10, 30), { settings })))).toEqual(['take-a-break: turned-off']);
  });

  it('drops a reminder that falls in quiet hours rather than keeping it for later', () => {
    const settings: PushReminderSettings = { off: [], quietHours: { fromHour: 22, untilHour: 7 } };
    expect(summary(pushRemindersDue(moment(at(4, 30), at(6), { settings })))).toEqual(['take-a-break: quiet-hours']);
    // Found at 7:05, five minutes after quiet hours: it fell in them, so it is dropped all the same.
    expect(summary(pushRemindersDue(moment(at(5, 25), at(7, 5), { settings })))).toEqual(['take-a-break: quiet-hours']);
    expect(summary(pushRemindersDue(moment(at(5, 30), at(7, 0), { settings })))).toEqual(['take-a-break: send']);
  });

  it('drops a timed reminder found more than 30 minutes after its moment, as after an outage', () => {
    expect(summary(pushRemindersDue(moment(at(9), at(11))))).toEqual(['take-a-break: outranked', 'long-session: send']);
    expect(summary(pushRemindersDue(moment(at(9), at(11, 1))))).toEqual(['take-a-break: late', 'long-session: send']);
    expect(summary(pushRemindersDue(moment(at(9), at(11, 31))))).toEqual(['take-a-break: late', 'long-session: late']);
  });

  it('sends one push when several fall due together, the most pressing', () => {
    // A session begun at 16:00 turns long as the evening begins.
    expect(summary(pushRemindersDue(moment(at(16), at(18), { decided: new Set(['take-a-break']) })))).toEqual([
      'long-session: send',
      'evening: outranked',
    ]);
  });

  it('knows quiet hours within a day and across midnight', () => {
    expect([12, 13, 14].map((hour) => isQuietHour(hour, { fromHour: 13, untilHour: 14 }))).toEqual([
      false,
      true,
      false,
    ]);
    expect([21, 22, 0, 6, 7].map((hour) => isQuietHour(hour, { fromHour: 22, untilHour: 7 }))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isQuietHour(3, null)).toBe(false);
  });

  it('whatever how often it is asked, sends each occasion at most once, never in quiet hours, and at most one a time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 1, max: 45 }),
        fc.constantFrom<'work' | 'commute'>('work', 'commute'),
        fc.option(
          fc.record({ fromHour: fc.integer({ min: 0, max: 23 }), untilHour: fc.integer({ min: 0, max: 23 }) }),
          {
            nil: null,
          },
        ),
        fc.subarray([...PUSH_REMINDER_KINDS]),
        (startMinute, everyMinutes, type, quiet, off) => {
          const quietHours = quiet && quiet.fromHour !== quiet.untilHour ? quiet : null;
          const startedAtMs = MONDAY + startMinute * MINUTE;
          const decided = new Set<string>();
          const sentKeys: string[] = [];
          for (let nowMs = startedAtMs; nowMs <= startedAtMs + 24 * HOUR; nowMs += everyMinutes * MINUTE) {
            const decisions = pushRemindersDue(
              moment(startedAtMs, nowMs, { type, decided, settings: { off, quietHours }, forgottenTimerLimitHours: 6 }),
            );
            const sent = decisions.filter(({ outcome }) => outcome === 'send');
            expect(sent.length).toBeLessThanOrEqual(1);
            for (const decision of sent) {
              expect(off).not.toContain(decision.kind);
              expect(isQuietHour(new Date(nowMs).getUTCHours(), quietHours)).toBe(false);
              expect(isQuietHour(new Date(decision.dueAtMs).getUTCHours(), quietHours)).toBe(false);
              if (type === 'commute') expect(decision.kind).toBe('forgotten-timer');
              sentKeys.push(decision.key);
            }
            for (const { key } of decisions) decided.add(key);
          }
          expect(new Set(sentKeys).size).toBe(sentKeys.length);
        },
      ),
    );
  });
});
