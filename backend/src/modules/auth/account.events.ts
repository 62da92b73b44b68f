// The accounts' public vocabulary: a person deleting their account. Every read model that keeps rows
// about people handles AccountDeleted by removing the person's rows, so a rebuild forgets them too.
import type { DomainEvent } from '#src/shared/deciders/decider';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';

export type AccountDeleted = DomainEvent<
  'AccountDeleted',
  {
    /** Whose account: their rows go from every read model. */
    readonly userId: string;
    readonly deletedAt: string;
  }
>;

export function accountStreamId(userId: string): string {
  return `account-${userId}`;
}

export const ACCOUNT_DELETED = 'AccountDeleted';

/** Whether an event in a projector's batch is an account's deletion (a barrier for batching projectors). */
export function isAccountDeleted<Event extends DomainEvent>(
  event: RecordedEvent<Event | AccountDeleted>,
): event is RecordedEvent<AccountDeleted> {
  return event.type === ACCOUNT_DELETED;
}
