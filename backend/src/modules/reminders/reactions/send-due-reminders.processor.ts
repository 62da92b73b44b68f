// The `reminders` queue's processor. `send-due-reminders`, run every minute on a schedule, looks at the
// running timer of each person who has a device subscribed to push, asks the rule which reminders are
// due (rules/src/push-reminders.ts: from the timer's start as it is now, so a corrected start moves
// them), records each decision in push_reminders_sent before sending (its key, the timer's session and
// the occasion, makes "once" hold across runs, restarts and instances running the sweep together: only
// the run whose insert wins sends), and pushes what is to be sent to each of the person's devices.
// Nothing is held in memory between runs. Occasions of timers no longer running are forgotten.
import { Injectable } from '@nestjs/common';
import { EVENING_STARTS_AT_HOUR } from '@pause/rules/evening';
import { DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS } from '@pause/rules/forgotten-timer';
import { type PushReminderDecision, pushRemindersDue } from '@pause/rules/push-reminders';
import { Clock } from '#src/shared/clock/clock';
import { Database } from '#src/shared/database/database';
import type { Job, JobProcessor } from '#src/shared/jobs/job';
import { instantOfLocalTime, localDateOf, localNowOf } from '#src/shared/time/local-days';
import { pushReminderPayload, pushTtlSeconds } from '#src/modules/reminders/domain/push-reminder-messages';
import { PushSender } from '#src/modules/reminders/push-sender';
import { PushSubscriptions } from '#src/modules/reminders/push-subscriptions';
import { type SettingsRow, settingsOf } from '#src/modules/reminders/reminder-settings';

export const REMINDERS_QUEUE = 'reminders';
export const SEND_DUE_REMINDERS = 'send-due-reminders';
/** How often the sweep runs: a reminder reaches the person within a minute of its moment. */
export const REMINDER_SWEEP_EVERY_MS = 60 * 1000;
const PAGE_SIZE = 500;

interface RunningTimerRow extends SettingsRow {
  user_id: string;
  session_id: string;
  session_type: 'work' | 'commute';
  started_ms: number;
  confirmed_ms: number | null;
  time_zone: string | null;
  forgotten_timer_limit_minutes: number | null;
  decided: string[];
}

@Injectable()
export class SendDueRemindersProcessor implements JobProcessor {
  readonly queue = REMINDERS_QUEUE;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly subscriptions: PushSubscriptions,
    private readonly sender: PushSender,
  ) {}

  async process(job: Job): Promise<void> {
    if (job.name !== SEND_DUE_REMINDERS) throw new Error(`The reminders queue has no job named ${job.name}.`);
    const nowMs = this.clock.now().getTime();
    await this.database.query(
      `delete from push_reminders_sent s
       where not exists (select 1 from active_timer t where t.session_id = s.session_id)`,
      [],
    );
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await this.runningTimersAfter(after);
      for (const timer of page) await this.remind(timer, nowMs);
      if (page.length < PAGE_SIZE) return;
      after = page[page.length - 1].user_id;
    }
  }

  /** The running timers of people with at least one device subscribed and still signed in, by person. */
  private runningTimersAfter(after: string): Promise<RunningTimerRow[]> {
    return this.database.query<RunningTimerRow>(
      `select t.user_id, t.session_id, t.session_type,
              (extract(epoch from t.started_at) * 1000)::float8 as started_ms,
              (extract(epoch from t.confirmed_at) * 1000)::float8 as confirmed_ms,
              u.time_zone, u.forgotten_timer_limit_minutes,
              u.push_reminders_off, u.quiet_hours_from, u.quiet_hours_until,
              array(select s.occasion from push_reminders_sent s where s.session_id = t.session_id) as decided
       from active_timer t join users u on u.id = t.user_id
       where t.user_id > $1::uuid
         and exists (select 1 from push_subscriptions p
                     where p.user_id = t.user_id and signed_in_person(p.session_id) = p.user_id)
       order by t.user_id limit $2`,
      [after, PAGE_SIZE],
    );
  }

  private async remind(timer: RunningTimerRow, nowMs: number): Promise<void> {
    const timeZone = timer.time_zone ?? 'UTC';
    const limitHours =
      timer.forgotten_timer_limit_minutes === null
        ? DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS
        : timer.forgotten_timer_limit_minutes / 60;
    const decisions = pushRemindersDue({
      timer: { type: timer.session_type, startedAtMs: timer.started_ms, confirmedAtMs: timer.confirmed_ms },
      nowMs,
      forgottenTimerLimitHours: limitHours,
      localHourAt: (instantMs) => Math.floor(localNowOf(timeZone, instantMs).hourOfDay),
      eveningStartedAtMs: instantOfLocalTime(timeZone, localDateOf(timeZone, nowMs), EVENING_STARTS_AT_HOUR),
      settings: settingsOf(timer),
      decided: new Set(timer.decided),
    });
    for (const decision of decisions) {
      const won = await this.record(timer.session_id, decision, nowMs);
      if (won && decision.outcome === 'send') await this.push(timer.user_id, decision, limitHours);
    }
  }

  /** Whether this run is the one that decided the occasion (another run, or instance, may have first). */
  private async record(sessionId: string, decision: PushReminderDecision, nowMs: number): Promise<boolean> {
    const inserted = await this.database.query<{ occasion: string }>(
      `insert into push_reminders_sent (session_id, occasion, kind, outcome, due_at, decided_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (session_id, occasion) do nothing
       returning occasion`,
      [sessionId, decision.key, decision.kind, decision.outcome, new Date(decision.dueAtMs), new Date(nowMs)],
    );
    return inserted.length === 1;
  }

  private async push(userId: string, decision: PushReminderDecision, limitHours: number): Promise<void> {
    const payload = pushReminderPayload(decision.kind, limitHours);
    const message = { payload, ttlSeconds: pushTtlSeconds(decision.kind), topic: decision.kind };
    for (const subscription of await this.subscriptions.ofPerson(userId)) {
      await this.sender.send(subscription, message);
    }
  }
}
