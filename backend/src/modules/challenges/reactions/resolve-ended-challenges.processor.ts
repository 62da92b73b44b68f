// The `challenges` queue's processor. `resolve-ended-challenges`, run on a schedule, settles every
// challenge whose week has ended in its creator's time zone, from the weekly-balance read model.
// Resolving is idempotent, so an overlapping or repeated run changes nothing twice.
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock';
import { dateText } from '../../../shared/database/date-text';
import { EVENT_SCHEMA_VERSION } from '../../../shared/event-store/stored-event';
import type { Job, JobProcessor } from '../../../shared/jobs/job';
import { WeeklyLifePercentages } from '../../analytics/weekly-life-percentages';
import { ResolveChallenge } from '../commands/resolve-challenge.handler';

export const CHALLENGES_QUEUE = 'challenges';
export const RESOLVE_ENDED_CHALLENGES = 'resolve-ended-challenges';
const PAGE_SIZE = 500;

interface EndedChallengeRow {
  challenge_id: string;
  creator_id: string;
  challenged_id: string;
  week_start: Date | string;
  ends_at: Date;
}

@Injectable()
export class ResolveEndedChallengesProcessor implements JobProcessor {
  readonly queue = CHALLENGES_QUEUE;
  private readonly em: EntityManager;

  constructor(
    em: EntityManager,
    private readonly commands: CommandBus,
    private readonly percentages: WeeklyLifePercentages,
    private readonly clock: Clock,
  ) {
    this.em = em.fork();
  }

  async process(job: Job): Promise<void> {
    if (job.name !== RESOLVE_ENDED_CHALLENGES) throw new Error(`The challenges queue has no job named ${job.name}.`);
    const now = this.clock.now();
    let after = { endsAt: new Date(0), challengeId: '00000000-0000-0000-0000-000000000000' };
    for (;;) {
      const page = await this.em.execute<EndedChallengeRow[]>(
        `select challenge_id, creator_id, challenged_id, week_start, ends_at from challenges
         where status = 'active' and ends_at <= ? and (ends_at, challenge_id) > (?, ?::uuid)
         order by ends_at, challenge_id limit ?`,
        [now, after.endsAt, after.challengeId, PAGE_SIZE],
      );
      for (const challenge of page) await this.resolve(challenge, job.id);
      if (page.length < PAGE_SIZE) return;
      const last = page[page.length - 1];
      after = { endsAt: last.ends_at, challengeId: last.challenge_id };
    }
  }

  private async resolve(challenge: EndedChallengeRow, jobId: string): Promise<void> {
    const { creator_id: creatorId, challenged_id: challengedId } = challenge;
    const percentages = await this.percentages.of([creatorId, challengedId], dateText(challenge.week_start));
    await this.commands.execute(
      new ResolveChallenge(
        challenge.challenge_id,
        creatorId,
        challengedId,
        percentages.get(creatorId) ?? null,
        percentages.get(challengedId) ?? null,
        { correlationId: jobId, schemaVersion: EVENT_SCHEMA_VERSION },
      ),
    );
  }
}
