// Read model `challenges`: every challenge with its two people, week, status and outcome.
// Its table `challenges`: created by shared/database/migrations/migration-20261121-social-read-models.ts.
import { Injectable } from '@nestjs/common';
import { assertNever } from '#src/shared/deciders/domain-error';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import type { Projector } from '#src/shared/projections/projector';
import type { ChallengeEvent } from '#src/modules/challenges/challenges.events';
import { type AccountDeleted } from '#src/modules/auth/account.events';

@Injectable()
export class ChallengesProjector implements Projector<ChallengeEvent | AccountDeleted> {
  readonly readModel = 'challenges';
  readonly version = 2;
  readonly handles = ['ChallengeIssued', 'ChallengeResolved', 'ChallengeResettled', 'AccountDeleted'] as const;
  readonly tables = ['challenges'] as const;

  async project(events: readonly RecordedEvent<ChallengeEvent | AccountDeleted>[], sql: SqlWriter): Promise<void> {
    for (const event of events) await this.projectOne(event, sql);
  }

  private async projectOne(event: RecordedEvent<ChallengeEvent | AccountDeleted>, sql: SqlWriter): Promise<void> {
    switch (event.type) {
      case 'ChallengeIssued': {
        const { challengeId, creatorId, challengedId, weekStart, endsAt, issuedAt } = event.data;
        await sql.query(
          `insert into challenges (challenge_id, creator_id, challenged_id, week_start, ends_at, status, created_at)
           values ($1, $2, $3, $4, $5, 'active', $6)`,
          [challengeId, creatorId, challengedId, weekStart, endsAt, issuedAt],
        );
        return;
      }
      case 'ChallengeResolved': {
        const { challengeId, outcome, winnerId, creatorLifePercentage, challengedLifePercentage, resolvedAt } =
          event.data;
        await sql.query(
          `update challenges set status = $1, winner_id = $2, creator_life_percentage = $3,
             challenged_life_percentage = $4, resolved_at = $5
           where challenge_id = $6`,
          [outcome, winnerId, creatorLifePercentage, challengedLifePercentage, resolvedAt, challengeId],
        );
        return;
      }
      case 'ChallengeResettled': {
        // The outcome and figures follow; resolved_at stays when it was first settled.
        const { challengeId, outcome, winnerId, creatorLifePercentage, challengedLifePercentage } = event.data;
        await sql.query(
          `update challenges set status = $1, winner_id = $2, creator_life_percentage = $3, challenged_life_percentage = $4
           where challenge_id = $5`,
          [outcome, winnerId, creatorLifePercentage, challengedLifePercentage, challengeId],
        );
        return;
      }
      case 'AccountDeleted': {
        // A challenge still running ends with the account; a settled one keeps its result, and the
        // person in it is shown as a former member (no users row to name them).
        const { userId } = event.data;
        await sql.query("delete from challenges where status = 'active' and (creator_id = $1 or challenged_id = $2)", [
          userId,
          userId,
        ]);
        return;
      }
      default:
        assertNever(event);
    }
  }
}
