// Read model `challenges`: every challenge with its two people, week, status and outcome.
// Its table `challenges`: created by shared/database/migrations/migration-20261121-social-read-models.ts.
import { Injectable } from '@nestjs/common';
import { assertNever } from '../../../../shared/deciders/domain-error';
import type { SqlExecutor } from '../../../../shared/event-store/sql-executor';
import type { RecordedEvent } from '../../../../shared/event-store/stored-event';
import type { Projector } from '../../../../shared/projections/projector';
import type { ChallengeEvent } from '../../challenges.events';
import { type AccountDeleted } from '../../../auth/account.events';

@Injectable()
export class ChallengesProjector implements Projector<ChallengeEvent | AccountDeleted> {
  readonly readModel = 'challenges';
  readonly version = 2;
  readonly handles = ['ChallengeIssued', 'ChallengeResolved', 'ChallengeResettled', 'AccountDeleted'] as const;
  readonly tables = ['challenges'] as const;

  async project(events: readonly RecordedEvent<ChallengeEvent | AccountDeleted>[], sql: SqlExecutor): Promise<void> {
    for (const event of events) await this.projectOne(event, sql);
  }

  private async projectOne(event: RecordedEvent<ChallengeEvent | AccountDeleted>, sql: SqlExecutor): Promise<void> {
    switch (event.type) {
      case 'ChallengeIssued': {
        const { challengeId, creatorId, challengedId, weekStart, endsAt, issuedAt } = event.data;
        await sql.execute(
          `insert into challenges (challenge_id, creator_id, challenged_id, week_start, ends_at, status, created_at)
           values (?, ?, ?, ?, ?, 'active', ?)`,
          [challengeId, creatorId, challengedId, weekStart, endsAt, issuedAt],
        );
        return;
      }
      case 'ChallengeResolved': {
        const { challengeId, outcome, winnerId, creatorLifePercentage, challengedLifePercentage, resolvedAt } =
          event.data;
        await sql.execute(
          `update challenges set status = ?, winner_id = ?, creator_life_percentage = ?,
             challenged_life_percentage = ?, resolved_at = ?
           where challenge_id = ?`,
          [outcome, winnerId, creatorLifePercentage, challengedLifePercentage, resolvedAt, challengeId],
        );
        return;
      }
      case 'ChallengeResettled': {
        // The outcome and figures follow; resolved_at stays when it was first settled.
        const { challengeId, outcome, winnerId, creatorLifePercentage, challengedLifePercentage } = event.data;
        await sql.execute(
          `update challenges set status = ?, winner_id = ?, creator_life_percentage = ?, challenged_life_percentage = ?
           where challenge_id = ?`,
          [outcome, winnerId, creatorLifePercentage, challengedLifePercentage, challengeId],
        );
        return;
      }
      case 'AccountDeleted': {
        // A challenge still running ends with the account; a settled one keeps its result, and the
        // person in it is shown as a former member (no users row to name them).
        const { userId } = event.data;
        await sql.execute("delete from challenges where status = 'active' and (creator_id = ? or challenged_id = ?)", [
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
