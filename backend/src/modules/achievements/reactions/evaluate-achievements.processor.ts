// The `achievements` queue's processor. `evaluate-person` reads a person's local days and settles their
// achievements on what the rules find there now, with one command (a repeat changes nothing);
// `evaluate-recent-days`, run on a schedule, evaluates everyone active in the last week, once per person
// per local day, so days and weeks that end with nobody doing anything still count.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { EVENT_SCHEMA_VERSION } from '#src/shared/event-store/stored-event';
import { type Job, JobQueue, type JobProcessor } from '#src/shared/jobs/job';
import { dateText } from '#src/shared/database/date-text';
import { addDays } from '#src/shared/time/calendar';
import { localDateOf } from '#src/shared/time/local-days';
import { type DayFacts, earnedAchievements } from '#src/modules/achievements/achievement-rules';
import { SettleAchievements } from '#src/modules/achievements/commands/settle-achievements.handler';

export const ACHIEVEMENTS_QUEUE = 'achievements';
export const EVALUATE_PERSON = 'evaluate-person';
export const EVALUATE_RECENT_DAYS = 'evaluate-recent-days';
/** Long enough to see a week end even after a few quiet days. */
const RECENT_DAYS = 9;

/**
 * One pending evaluation per person at a time, whatever caused it (JobToEnqueue.coalesceKey): a person's
 * evaluations never run side by side, so the last to run always read the latest days.
 */
export function evaluationKeyFor(userId: string): string {
  return `evaluate-person-${userId}`;
}

export interface EvaluatePerson {
  readonly userId: string;
}

interface DayRow {
  local_date: Date | string;
  work_ms: string;
  commute_ms: string;
  evening_work_ms: string;
  sessions: number;
  time_zone: string;
}

@Injectable()
export class EvaluateAchievementsProcessor implements JobProcessor {
  readonly queue = ACHIEVEMENTS_QUEUE;
  private readonly database: Database;

  constructor(
    database: Database,
    private readonly commands: CommandBus,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {
    this.database = database;
  }

  async process(job: Job): Promise<void> {
    if (job.name === EVALUATE_PERSON) return this.evaluatePerson((job.data as EvaluatePerson).userId, job);
    if (job.name === EVALUATE_RECENT_DAYS) return this.evaluateRecentlyActive();
    throw new Error(`The achievements queue has no job named ${job.name}.`);
  }

  private async evaluatePerson(userId: string, job: Job): Promise<void> {
    // Every evaluation reads the whole of the person's days: a correction of any past day can move or
    // revoke what they hold, so even someone who holds all three is evaluated again.
    const rows = await this.database.query<DayRow>(
      `select local_date, work_ms, commute_ms, evening_work_ms, sessions, time_zone
       from achievement_days where user_id = $1 order by local_date`,
      [userId],
    );
    const days: DayFacts[] = rows.map((row) => ({
      date: dateText(row.local_date),
      workMs: Number(row.work_ms),
      commuteMs: Number(row.commute_ms),
      eveningWorkMs: Number(row.evening_work_ms),
      sessions: Number(row.sessions),
    }));
    // The zone of the latest day is the person's; with no days left nothing is earned, whatever today is.
    const today = localDateOf(rows.at(-1)?.time_zone ?? 'UTC', this.clock.now().getTime());
    // One command, so whatever changes is appended (and projected) in one transaction. The change is
    // caused by this job, and correlated with the request that caused the job, when one did.
    await this.commands.execute(
      new SettleAchievements(userId, earnedAchievements(days, today), {
        userId,
        correlationId: job.correlationId ?? job.id,
        causationId: job.id,
        schemaVersion: EVENT_SCHEMA_VERSION,
      }),
    );
  }

  private async evaluateRecentlyActive(): Promise<void> {
    const now = this.clock.now().getTime();
    const people = await this.database.query<{ user_id: string; time_zone: string }>(
      `select distinct on (user_id) user_id, time_zone from achievement_days
       where local_date >= $1 order by user_id, local_date desc`,
      [addDays(localDateOf('UTC', now), -RECENT_DAYS)],
    );
    await this.jobs.enqueueAll<EvaluatePerson>(
      ACHIEVEMENTS_QUEUE,
      EVALUATE_PERSON,
      people.map(({ user_id: userId, time_zone: timeZone }) => ({
        data: { userId },
        jobId: `day-${localDateOf(timeZone, now)}-${userId}`,
        coalesceKey: evaluationKeyFor(userId),
      })),
    );
  }
}
