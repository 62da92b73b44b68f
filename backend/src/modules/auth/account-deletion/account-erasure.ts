// Forgetting a person, whoever asked: the person themself (DeleteAccount, after they confirm), or the
// restore of a backup taken before they asked (npm run restore -- --forget-deleted-in). In one
// transaction: their personal-data key is destroyed first (so a write sealing with it that is under way
// finishes before, and one after is refused), AccountDeleted is appended and projected (every read
// model drops their rows; a settled challenge keeps its result), snapshots of streams named after them
// are dropped, their command receipts (what repeats of their devices' commands are answered with)
// are deleted, and their users row and every sign-in session (on every device) are deleted. Their
// events stay, their personal fields unreadable for good.
import { Injectable } from '@nestjs/common';
import { Clock } from '#src/shared/clock/clock';
import { PersonalDataKeys } from '#src/shared/crypto-shredding/personal-data-keys';
import { Database } from '#src/shared/database/database';
import { forgetReceiptsOf } from '#src/shared/event-store/command-receipts';
import { EventStore, WrongExpectedVersion } from '#src/shared/event-store/event-store';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { type AccountDeleted, accountStreamId } from '#src/modules/auth/account.events';
import { endEverySessionOf } from '#src/modules/auth/signed-in-sessions';

@Injectable()
export class AccountErasure {
  constructor(
    private readonly database: Database,
    private readonly eventStore: EventStore,
    private readonly inlineProjections: InlineProjections,
    private readonly keys: PersonalDataKeys,
    private readonly clock: Clock,
  ) {}

  /** Forgets the person; false when there is no account of theirs here (never was, or already deleted). */
  async erase(userId: string, metadata: EventMetadata): Promise<boolean> {
    const now = this.clock.now();
    const deleted: AccountDeleted = { type: 'AccountDeleted', data: { userId, deletedAt: now.toISOString() } };
    try {
      return await this.database.transaction(async (transaction) => {
        const account = await transaction.query<unknown>('select id from users where id = $1 for update', [userId]);
        if (account.length === 0) return false;
        await this.keys.destroy(transaction, userId, now);
        const stored = await this.eventStore.append(transaction, accountStreamId(userId), 0, [deleted], metadata, now);
        await this.inlineProjections.project(stored, transaction);
        // Stream names hold ids, never anything a person typed; a snapshot is rebuilt when needed.
        await transaction.query("delete from stream_snapshots where stream_id like '%' || $1 || '%'", [userId]);
        await forgetReceiptsOf(transaction, userId);
        await endEverySessionOf(transaction, userId);
        await transaction.query('delete from users where id = $1', [userId]);
        return true;
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersion) return false;
      throw error;
    }
  }
}
