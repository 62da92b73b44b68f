// Which fields of which events hold what a person typed, and the two crossings of the events table's
// edge: sealing those fields with the owner's key on the way in, opening them on the way out. The
// owner of an event's personal fields is the person who caused it (metadata.userId): whatever a person
// types reaches the log through their own request. Once the owner's key is destroyed, their fields
// read as null ("erased") everywhere, rebuilds included. See docs/privacy.md.
import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '#src/shared/deciders/decider';
import type { Sql } from '#src/shared/database/sql';
import { isSealed, seal, unseal } from './personal-data-cipher';
import { type PersonalDataKey, PersonalDataKeys } from './personal-data-keys';

/** What an erased personal field reads as once its owner's key is destroyed. */
export const ERASED = null;

const NO_FIELDS: readonly string[] = [];

@Injectable()
export class PersonalFields {
  private readonly fieldsByType = new Map<string, readonly string[]>();

  constructor(private readonly keys: PersonalDataKeys) {}

  /** Declares the personal fields of an event type (each module declares its own). */
  register<Event extends DomainEvent>(type: Event['type'], fields: readonly (keyof Event['data'] & string)[]): void {
    this.fieldsByType.set(type, fields);
  }

  /** Every declared event type with its personal fields, for the privacy check and the docs. */
  declared(): ReadonlyMap<string, readonly string[]> {
    return this.fieldsByType;
  }

  /**
   * The events as the log keeps them: each personal field sealed with its owner's key (created on first
   * use), and whose key the statement writing them must hold (keyHeld of personal-data-keys.ts), if
   * any. Events without personal fields come back as they were.
   */
  async seal<Event extends DomainEvent>(
    executor: Sql,
    events: readonly Event[],
    owner: string | undefined,
    now: Date,
  ): Promise<{ readonly events: readonly Event[]; readonly keyOwner?: string }> {
    // A start or an added session says nothing personal unless it carries labels: no key to read then.
    if (!events.some((event) => this.holdsPersonalValue(event))) return { events };
    if (owner === undefined) {
      throw new Error('An event with personal fields needs its owner: append it with metadata.userId.');
    }
    const key = await this.keys.forSealing(executor, owner, now);
    const sealed = events.map((event) =>
      this.mapFields(event, (value) => (value === undefined || value === null ? value : seal(key, owner, value))),
    );
    return { events: sealed, keyOwner: owner };
  }

  /** The events with their personal fields opened; a deleted person's fields read as ERASED. */
  async open<Event extends DomainEvent>(executor: Sql, events: readonly Event[]): Promise<Event[]> {
    // Rebuilds read every event through here: events of undeclared types cost one map lookup.
    const owners = new Set<string>();
    for (const event of events) {
      const data = event.data as Record<string, unknown>;
      for (const field of this.fieldsByType.get(event.type) ?? NO_FIELDS) {
        const value = data[field];
        if (isSealed(value)) owners.add(value.sealedFor);
      }
    }
    if (owners.size === 0) return events as Event[];
    const keys = await this.keys.forOpening(executor, [...owners]);
    return events.map((event) =>
      this.mapFields(event, (value) => (isSealed(value) ? openWith(keys.get(value.sealedFor), value) : value)),
    );
  }

  private holdsPersonalValue(event: DomainEvent): boolean {
    const data = event.data as Record<string, unknown>;
    return (this.fieldsByType.get(event.type) ?? NO_FIELDS).some((field) => data[field] != null);
  }

  private mapFields<Event extends DomainEvent>(event: Event, change: (value: unknown) => unknown): Event {
    const fields = this.fieldsByType.get(event.type);
    if (!fields) return event;
    const data = { ...(event.data as Record<string, unknown>) };
    for (const field of fields) if (field in data) data[field] = change(data[field]);
    return { ...event, data };
  }
}

function openWith(key: PersonalDataKey | undefined, value: Parameters<typeof unseal>[1]): unknown {
  return key ? unseal(key, value) : ERASED;
}
