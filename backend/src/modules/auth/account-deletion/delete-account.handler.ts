// DeleteAccount: forgets a person. In one transaction: their personal-data key is destroyed first (so
// a write sealing with it that is under way finishes before, and one after is refused), AccountDeleted
// is appended and projected (every read model drops their rows; a settled challenge keeps its result),
// snapshots of streams named after them are dropped, and their users row and every sign-in session
// (on every device) are deleted. Their events stay, their personal fields unreadable for good.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock';
import { PersonalDataKeys } from '../../../shared/crypto-shredding/personal-data-keys';
import { DomainError } from '../../../shared/deciders/domain-error';
import { EventStore, WrongExpectedVersion } from '../../../shared/event-store/event-store';
import { SqlTransactions } from '../../../shared/event-store/sql-transactions';
import type { EventMetadata } from '../../../shared/event-store/stored-event';
import { InlineProjections } from '../../../shared/projections/inline-projections';
import { type AccountDeleted, accountStreamId } from '../account.events';
import { SESSION_TABLE } from '../http-session';
import { Users } from '../users';
import { checkDeletionConfirmation } from './deletion-confirmation';

export class DeleteAccount extends Command<void> {
  constructor(
    readonly userId: string,
    /** What the person typed to confirm: their email, or the words for an account without one. */
    readonly confirmation: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(DeleteAccount)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccount> {
  constructor(
    private readonly users: Users,
    private readonly transactions: SqlTransactions,
    private readonly eventStore: EventStore,
    private readonly inlineProjections: InlineProjections,
    private readonly keys: PersonalDataKeys,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, confirmation, metadata }: DeleteAccount): Promise<void> {
    const person = await this.users.findById(userId);
    if (!person) throw accountGone();
    checkDeletionConfirmation(confirmation, person.email);
    const now = this.clock.now();
    const deleted: AccountDeleted = { type: 'AccountDeleted', data: { userId, deletedAt: now.toISOString() } };
    await this.transactions.run(async (transaction) => {
      await this.keys.destroy(transaction, userId, now);
      const stored = await this.eventStore
        .append(transaction, accountStreamId(userId), 0, [deleted], metadata, now)
        .catch((error: unknown) => {
          throw error instanceof WrongExpectedVersion ? accountGone() : error;
        });
      await this.inlineProjections.project(stored, transaction);
      // Stream names hold ids, never anything a person typed; a snapshot is rebuilt when needed.
      await transaction.execute("delete from stream_snapshots where stream_id like '%' || ? || '%'", [userId]);
      await transaction.execute(`delete from ${SESSION_TABLE} where sess -> 'passport' ->> 'user' = ?`, [userId]);
      await transaction.execute('delete from users where id = ?', [userId]);
    });
  }
}

function accountGone(): DomainError {
  return new DomainError('ACCOUNT.NOT_FOUND', 'not-found', 'Your account no longer exists.');
}
