// The `achievements` queue's processor. `evaluate-person` reads a person's local days and unlocks what
// they have earned, with one command (a repeat unlocks nothing); `evaluate-recent-days`, run on a
// schedule, evaluates everyone active in the last week, once per person per local day, so days and
// weeks that end with nobody doing anything still count.
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock';
import { EVENT_SCHEMA_VERSION } from '../../../shared/event-store/stored-event';
import { type Job, JobQueue, type JobProcessor } from '../../../shared/jobs/job';
import { dateText } from '../../../shared/database/date-text';
import { addDays } from '../../../shared/time/calendar';
import { localDateOf } from '../../../shared/time/local-days';
import { type DayFacts, earnedAchievements } from '../achievement-rules';
import { ACHIEVEMENT_TYPES } from '../achievements.events';
import { UnlockAchievements } from '../commands/unlock-achievements.handler';

export const ACHIEVEMENTS_QUEUE = 'achievements';
export const EVALUATE_PERSON = 'evaluate-person';
export const EVALUATE_RECENT_DAYS = 'evaluate-recent-days';
/** Long enough to see a week end even after a few quiet days. */
const RECENT_DAYS = 9;

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
  private readonly em: EntityManager;

  constructor(
    em: EntityManager,
    private readonly commands: CommandBus,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {
    this.em = em.fork();
  }

  async process(job: Job): Promise<void> {
    if (job.name === EVALUATE_PERSON) return this.evaluatePerson((job.data as EvaluatePerson).userId, job);
    if (job.name === EVALUATE_RECENT_DAYS) return this.evaluateRecentlyActive();
    throw new Error(`The achievements queue has no job named ${job.name}.`);
  }

  private async evaluatePerson(userId: string, job: Job): Promise<void> {
    // Someone who holds every achievement has nothing left to earn: their days are not read at all
    // (the scheduled evaluation comes back to everyone active, every day, however long their history).
    const rows = await this.em.execute<DayRow[]>(
      `select local_date, work_ms, commute_ms, evening_work_ms, sessions, time_zone
       from achievement_days
       where user_id = ? and (select count(*) from unlocked_achievements where user_id = ?) < ?
       order by local_date`,
      [userId, userId, ACHIEVEMENT_TYPES.length],
    );
    if (rows.length === 0) return;
    const days: DayFacts[] = rows.map((row) => ({
      date: dateText(row.local_date),
      workMs: Number(row.work_ms),
      commuteMs: Number(row.commute_ms),
      eveningWorkMs: Number(row.evening_work_ms),
      sessions: Number(row.sessions),
    }));
    const today = localDateOf(rows[rows.length - 1].time_zone, this.clock.now().getTime());
    const earned = earnedAchievements(days, today);
    if (earned.length === 0) return;
    // One command, so whatever is new is appended (and projected) in one transaction. The award is
    // caused by this job, and correlated with the request that caused the job, when one did.
    await this.commands.execute(
      new UnlockAchievements(userId, earned, {
        userId,
        correlationId: job.correlationId ?? job.id,
        causationId: job.id,
        schemaVersion: EVENT_SCHEMA_VERSION,
      }),
    );
  }

  private async evaluateRecentlyActive(): Promise<void> {
    const now = this.clock.now().getTime();
    const people = await this.em.execute<{ user_id: string; time_zone: string }[]>(
      `select distinct on (user_id) user_id, time_zone from achievement_days
       where local_date >= ? order by user_id, local_date desc`,
      [addDays(localDateOf('UTC', now), -RECENT_DAYS)],
    );
    await this.jobs.enqueueAll<EvaluatePerson>(
      ACHIEVEMENTS_QUEUE,
      EVALUATE_PERSON,
      people.map(({ user_id: userId, time_zone: timeZone }) => ({
        data: { userId },
        jobId: `day-${localDateOf(timeZone, now)}-${userId}`,
      })),
    );
  }
}
