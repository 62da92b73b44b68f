// Runs a command through a decider: read the stream, fold it, decide, then append the new events
// and project them inline in one transaction. A concurrent writer makes the append fail on the
// stream version; the command is then decided again on the fresher history.
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Decider, type DomainEvent, foldEvents } from '../deciders/decider';
import { DomainError } from '../deciders/domain-error';
import { InlineProjections } from '../projections/inline-projections';
import { EventStore, WrongExpectedVersion } from './event-store';
import type { EventEnvelope, EventMetadata, StoredEvent } from './stored-event';

const MAX_ATTEMPTS = 10;

export interface CommandContext {
  readonly metadata: EventMetadata;
  readonly occurredAt: Date;
}

@Injectable()
export class DeciderRunner {
  constructor(
    private readonly em: EntityManager,
    private readonly eventStore: EventStore,
    private readonly inlineProjections: InlineProjections,
  ) {}

  async run<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    streamId: string,
    command: Command,
    context: CommandContext,
  ): Promise<StoredEvent<Event>[]> {
    for (let attempt = 1; ; attempt++) {
      const history = await this.eventStore.readStream<Event>(streamId);
      const state = foldEvents(
        decider,
        history.map(({ type, data }) => ({ type, data }) as Event),
      );
      const newEvents = decider.decide(command, state);
      if (newEvents.length === 0) return [];
      const expectedVersion = history.at(-1)?.streamVersion ?? 0;
      try {
        return await this.em.transactional(async (transaction) => {
          const stored = await this.eventStore.append(
            transaction,
            streamId,
            expectedVersion,
            newEvents,
            context.metadata,
            context.occurredAt,
          );
          await this.inlineProjections.project(stored, transaction);
          return stored;
        });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
        if (attempt === MAX_ATTEMPTS) {
          throw new DomainError('STREAM.BUSY', 'conflict', 'Too many changes arrived at once. Please try again.');
        }
      }
    }
  }
}

/**
 * The event of `type` among those a decision returned, typed as that event: for a command whose
 * decision always yields it (StartTimer yields TimerStarted). Anything else is a bug in the decider.
 */
export function eventOfType<Event extends DomainEvent, Type extends Event['type']>(
  events: readonly (Event & EventEnvelope)[],
  type: Type,
): Extract<Event, { readonly type: Type }> & EventEnvelope {
  const found = events.find(
    (event): event is Extract<Event, { readonly type: Type }> & EventEnvelope => event.type === type,
  );
  if (!found) {
    throw new Error(
      `The decision returned no ${type} (it returned ${events.map((event) => event.type).join(', ') || 'nothing'}).`,
    );
  }
  return found;
}
