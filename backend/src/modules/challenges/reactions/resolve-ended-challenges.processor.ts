// The `challenges` queue's processor. `resolve-ended-challenges`, run on a schedule, settles every
// challenge whose week has ended in its creator's time zone; `settle-again-for-person`, enqueued when a
// person's sessions change, settles again that person's settled challenges, so an outcome always
// follows the week's figures as they now are. Settling is idempotent: the same figures change nothing.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { dateText } from '#src/shared/database/date-text';
import { EVENT_SCHEMA_VERSION } from '#src/shared/event-store/stored-event';
import type { Job, JobProcessor } from '#src/shared/jobs/job';
import { ResolveChallenge } from '#src/modules/challenges/commands/resolve-challenge.handler';

export const CHALLENGES_QUEUE = 'challenges';
export const RESOLVE_ENDED_CHALLENGES = 'resolve-ended-challenges';
export const SETTLE_AGAIN_FOR_PERSON = 'settle-again-for-person';
const PAGE_SIZE = 500;

export interface SettleAgainForPerson {
  readonly userId: string;
}

/** One pending settlement per person at a time, whatever caused it (JobToEnqueue.coalesceKey). */
export function settlementKeyFor(userId: string): string {
  return `settle-challenges-${userId}`;
}

interface ChallengeRow {
  challenge_id: string;
  creator_id: string;
  challenged_id: string;
  week_start: Date | string;
  ends_at: Date;
}

@Injectable()
export class ResolveEndedChallengesProcessor implements JobProcessor {
  readonly queue = CHALLENGES_QUEUE;
  private readonly database: Database;

  constructor(
    database: Database,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {
    this.database = database;
  }

  async process(job: Job): Promise<void> {
    if (job.name === RESOLVE_ENDED_CHALLENGES) return this.resolveEnded(job);
    if (job.name === SETTLE_AGAIN_FOR_PERSON) return this.settleAgain((job.data as SettleAgainForPerson).userId, job);
    throw new Error(`The challenges queue has no job named ${job.name}.`);
  }

  private async resolveEnded(job: Job): Promise<void> {
    const now = this.clock.now();
    let after = { endsAt: new Date(0), challengeId: '00000000-0000-0000-0000-000000000000' };
    for (;;) {
      const page = await this.database.query<ChallengeRow>(
        `select challenge_id, creator_id, challenged_id, week_start, ends_at from challenges
         where status = 'active' and ends_at <= $1 and (ends_at, challenge_id) > ($2, $3::uuid)
         order by ends_at, challenge_id limit $4`,
        [now, after.endsAt, after.challengeId, PAGE_SIZE],
      );
      for (const challenge of page) await this.settle(challenge, job);
      if (page.length < PAGE_SIZE) return;
      const last = page[page.length - 1];
      after = { endsAt: last.ends_at, challengeId: last.challenge_id };
    }
  }

  /**
   * A person's settled challenges, each settled again on the figures as they now are (unchanged ones
   * append nothing). One whose other person has deleted their account keeps the result it had: that
   * person's history is gone, and docs/privacy.md promises the challenge stays as it was settled.
   */
  private async settleAgain(userId: string, job: Job): Promise<void> {
    const settled = await this.database.query<ChallengeRow>(
      `select challenge_id, creator_id, challenged_id, week_start, ends_at from challenges c
       where status <> 'active' and (creator_id = $1 or challenged_id = $2)
         and exists (select 1 from users where id = c.creator_id)
         and exists (select 1 from users where id = c.challenged_id)
       order by ends_at, challenge_id`,
      [userId, userId],
    );
    for (const challenge of settled) await this.settle(challenge, job);
  }

  private async settle(challenge: ChallengeRow, job: Job): Promise<void> {
    await this.commands.execute(
      new ResolveChallenge(
        challenge.challenge_id,
        challenge.creator_id,
        challenge.challenged_id,
        dateText(challenge.week_start),
        { correlationId: job.correlationId ?? job.id, causationId: job.id, schemaVersion: EVENT_SCHEMA_VERSION },
      ),
    );
  }
}
