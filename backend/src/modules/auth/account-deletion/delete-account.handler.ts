// DeleteAccount: the person asks to be forgotten and confirms it by typing their email (or the words,
// for an account without one); AccountErasure does the forgetting.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '#src/shared/deciders/domain-error';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { Users } from '#src/modules/auth/users';
import { AccountErasure } from './account-erasure';
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
    private readonly erasure: AccountErasure,
  ) {}

  async execute({ userId, confirmation, metadata }: DeleteAccount): Promise<void> {
    const person = await this.users.findById(userId);
    if (!person) throw accountGone();
    checkDeletionConfirmation(confirmation, person.email);
    if (!(await this.erasure.erase(userId, metadata))) throw accountGone();
  }
}

function accountGone(): DomainError {
  return new DomainError('ACCOUNT.NOT_FOUND', 'not-found', 'Your account no longer exists.');
}
