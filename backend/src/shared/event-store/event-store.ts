// The append-only log every feature writes to. Optimistic concurrency comes from the unique
// (stream_id, stream_version) pair; the commit-safe read lets subscribers never skip a late commit;
// reads of a committed span give one-off readers (rebuilds, exports, backups) every committed event.
// Personal fields cross the table's edge sealed (PersonalFields): appends seal them, reads open them,
// except the sealed read that backups and the analysts' export use.
import { Injectable } from '@nestjs/common';
import { PersonalFields } from '#src/shared/crypto-shredding/personal-fields';
import { keyHeld, refusalOf } from '#src/shared/crypto-shredding/personal-data-keys';
import { BoundValues } from '#src/shared/database/bound-values';
import { Database } from '#src/shared/database/database';
import type { PreparedStatements, Statement } from '#src/shared/database/prepared-statements';
import type { Sql, Transaction } from '#src/shared/database/sql';
import { isUniqueViolationOf } from '#src/shared/database/sql-errors';
import type { DomainEvent } from '#src/shared/deciders/decider';
import {
  type Checkpoint,
  type EventMetadata,
  type EventNotice,
  type RecordedEvent,
  type StoredEvent,
  recordedEvents,
} from './stored-event';

/** Narrows a read of all events; every field is optional. */
export interface EventFilter {
  readonly types?: readonly string[];
  /** Events caused by this person (metadata.userId). */
  readonly userId?: string;
  readonly since?: Date;
  readonly until?: Date;
}

/**
 * Which transactions had committed at one moment (pg_current_snapshot() as text). Unlike "older
 * than the oldest running transaction", it does not depend on what else runs on the server.
 */
export type CommitSnapshot = string & { readonly __commitSnapshot: unique symbol };

/** The events committed by `upTo` and not by `after` (all of them up to `upTo` without it). */
export interface CommittedSpan {
  readonly after?: CommitSnapshot;
  readonly upTo: CommitSnapshot;
}

export class WrongExpectedVersion extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} has moved past version ${expectedVersion}.`);
    this.name = 'WrongExpectedVersion';
  }
}

interface EventRow {
  position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  occurred_at: Date | string;
  transaction_id: string;
}

/** An append whose statement is written, for a transaction to send (EventStore.prepareAppend). */
export interface PreparedAppend<Event extends DomainEvent> {
  readonly streamId: string;
  readonly expectedVersion: number;
  readonly events: readonly Event[];
  /** The events as reading them back will give them: what inline projectors are given. */
  readonly recorded: readonly RecordedEvent<Event>[];
  /** The statement that appends them, holding their key when they carry sealed fields (keyHeld). */
  readonly statement: Statement;
  /** Statements to send before it: those written ahead of it that could not be its clauses (ledBy). */
  readonly sentBefore?: PreparedStatements;
}

/** Where the log put an appended event. */
type PlaceRow = Pick<EventRow, 'position' | 'stream_version' | 'transaction_id'>;

// transaction_id is read as text (xid8 has no JavaScript type). Queries must order by the table's
// column (events.transaction_id), not this alias, or PostgreSQL sorts the text: "10" before "9".
const NOTICE_COLUMNS =
  'position, stream_id, stream_version, type, metadata, occurred_at, transaction_id::text as transaction_id';
const COLUMNS = `${NOTICE_COLUMNS}, data`;

@Injectable()
export class EventStore {
  constructor(
    private readonly database: Database,
    private readonly personalFields: PersonalFields,
  ) {}

  /**
   * Appends events after expectedVersion (0 for a new stream) inside the caller's transaction.
   * Throws WrongExpectedVersion when another writer got there first. The stored events are the
   * recorded events (recordedEvents) with the place the log gave each (position, transaction): the
   * same as reading them back (personal fields open), without sending their data and metadata back
   * over the wire.
   */
  async append<Event extends DomainEvent>(
    transaction: Sql,
    streamId: string,
    expectedVersion: number,
    events: readonly Event[],
    metadata: EventMetadata,
    occurredAt: Date,
  ): Promise<StoredEvent<Event>[]> {
    const prepared = await this.prepareAppend(streamId, expectedVersion, events, metadata, occurredAt, transaction);
    if (events.length === 0) return [];
    return this.write(transaction.query.bind(transaction), prepared);
  }

  /**
   * An append made ready before its transaction: the events' personal fields sealed and their rows
   * written out, so that the transaction only sends them (appendAndCommit).
   */
  async prepareAppend<Event extends DomainEvent>(
    streamId: string,
    expectedVersion: number,
    events: readonly Event[],
    metadata: EventMetadata,
    occurredAt: Date,
    executor: Sql = this.database,
  ): Promise<PreparedAppend<Event>> {
    const sealed = await this.personalFields.seal(executor, events, metadata.userId, occurredAt);
    return {
      streamId,
      expectedVersion,
      events,
      recorded: recordedEvents(streamId, expectedVersion, events, metadata, occurredAt),
      statement: appendStatement(
        [
          streamId,
          expectedVersion,
          sealed.events.map((event) => event.type),
          // The data of all the events as one JSON array: JSON.stringify writes it once, where a
          // text[] of each event's JSON would have pg quote every element again (docs/performance.md).
          JSON.stringify(sealed.events.map((event) => event.data)),
          JSON.stringify(metadata),
          occurredAt.toISOString(),
        ],
        sealed.keyOwner,
      ),
    };
  }

  /**
   * The append with the statements `ahead` of it (a command's inline projections and snapshot) as its
   * leading clauses when they can be (PreparedStatements.aheadOf), else to be sent before it: a command
   * whose only writes these are is one statement, one round trip. Worked out when the command is
   * decided, so that its transaction only sends.
   */
  ledBy<Event extends DomainEvent>(prepared: PreparedAppend<Event>, ahead: PreparedStatements): PreparedAppend<Event> {
    if (prepared.events.length === 0) return { ...prepared, sentBefore: ahead };
    const joined = ahead.aheadOf(prepared.statement);
    return joined ? { ...prepared, statement: joined } : { ...prepared, sentBefore: ahead };
  }

  /**
   * Writes a prepared append as the transaction's last statement, which commits it
   * (Transaction.queryAndCommit), after the statements that could not lead it (ledBy). The
   * transaction takes nothing after it.
   */
  async appendAndCommit<Event extends DomainEvent>(
    transaction: Transaction,
    prepared: PreparedAppend<Event>,
  ): Promise<StoredEvent<Event>[]> {
    await prepared.sentBefore?.sendIn(transaction);
    if (prepared.events.length === 0) return [];
    return this.write(transaction.queryAndCommit.bind(transaction), prepared);
  }

  /**
   * Sends the append's statement with `query`, and gives each recorded event the place the log gave it.
   */
  private async write<Event extends DomainEvent>(
    query: Sql['query'],
    prepared: PreparedAppend<Event>,
  ): Promise<StoredEvent<Event>[]> {
    const { streamId, expectedVersion, statement } = prepared;
    let places: PlaceRow[];
    try {
      places = await query<PlaceRow>(statement.text, statement.values);
    } catch (error) {
      if (isUniqueViolationOf(error, STREAM_VERSION_UNIQUE)) {
        throw new WrongExpectedVersion(streamId, expectedVersion);
      }
      throw refusalOf(error);
    }
    const placeOf = new Map(places.map((place) => [Number(place.stream_version), place]));
    return prepared.recorded.map((recorded) => {
      const place = placeOf.get(recorded.streamVersion);
      if (!place) throw new Error(`The log returned no place for ${streamId} version ${recorded.streamVersion}.`);
      return {
        ...recorded,
        position: String(place.position),
        transactionId: place.transaction_id,
      } as StoredEvent<Event>;
    });
  }

  /** The stream's events in order; only those after `afterVersion` when given. */
  async readStream<Event extends DomainEvent>(
    streamId: string,
    executor: Sql = this.database,
    afterVersion = 0,
  ): Promise<StoredEvent<Event>[]> {
    const rows = await executor.query<EventRow>(
      `select ${COLUMNS} from events where stream_id = $1 and stream_version > $2 order by stream_version`,
      [streamId, afterVersion],
    );
    return this.personalFields.open(
      executor,
      rows.map((row) => toStoredEvent<Event>(row)),
    );
  }

  /** Whether the stream holds events after `version`: whether it has moved on since it was read there. */
  async hasMovedPast(streamId: string, version: number, executor: Sql = this.database): Promise<boolean> {
    const [{ moved }] = await executor.query<{ moved: boolean }>(
      'select exists (select 1 from events where stream_id = $1 and stream_version > $2) as moved',
      [streamId, version],
    );
    return moved;
  }

  /**
   * The notices of the events after the checkpoint (each one's type and envelope, not its data), in
   * commit-safe order: only transactions older than every transaction still running are returned,
   * ordered by transaction id then position, so an event committed late can never land behind a
   * checkpoint already handed out. For subscriptions, which follow the log for ever; a one-off read of
   * everything committed uses readCommitted.
   */
  async readNoticesAfter(checkpoint: Checkpoint, limit: number, executor: Sql = this.database): Promise<EventNotice[]> {
    const rows = await executor.query<Omit<EventRow, 'data'>>(
      `select ${NOTICE_COLUMNS} from events
       where (transaction_id, position) > ($1::xid8, $2::bigint)
         and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by events.transaction_id, events.position
       limit $3`,
      [checkpoint.transactionId, checkpoint.position, limit],
    );
    return rows.map(toEventNotice);
  }

  /** Which transactions have committed as of now, for readCommitted and countCommitted. */
  async takeSnapshot(executor: Sql = this.database): Promise<CommitSnapshot> {
    const [{ snapshot }] = await executor.query<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot');
    return snapshot as CommitSnapshot;
  }

  /**
   * The events of the span (committed by `upTo`, and not already by `after`) after the checkpoint,
   * in commit-safe order. A span is a fixed set whatever else is running on the server, so paging
   * through it misses nothing and sees nothing twice.
   */
  async readCommitted(
    span: CommittedSpan,
    checkpoint: Checkpoint,
    limit: number,
    executor: Sql = this.database,
    filter: EventFilter = {},
  ): Promise<StoredEvent[]> {
    return this.personalFields.open(
      executor,
      await this.readCommittedSealed(span, checkpoint, limit, executor, filter),
    );
  }

  /**
   * Like readCommitted, with personal fields left as the table holds them (sealed): for copies that
   * leave the database (backups, the analysts' export), which must never hold a person's words in clear.
   */
  async readCommittedSealed(
    span: CommittedSpan,
    checkpoint: Checkpoint,
    limit: number,
    executor: Sql = this.database,
    filter: EventFilter = {},
  ): Promise<StoredEvent[]> {
    const bound = new BoundValues();
    const rows = await executor.query<EventRow>(
      `select ${COLUMNS} from events
       where (transaction_id, position) > (${bound.add(checkpoint.transactionId)}::xid8, ${bound.add(checkpoint.position)}::bigint)
         ${spanConditions(span, bound)} ${filterConditions(filter, bound)}
       order by events.transaction_id, events.position
       limit ${bound.add(limit)}`,
      bound.values,
    );
    return rows.map((row) => toStoredEvent(row));
  }

  /** How many events the span holds: what readCommitted pages through, counted at once. */
  async countCommitted(span: CommittedSpan, executor: Sql = this.database, filter: EventFilter = {}): Promise<number> {
    const bound = new BoundValues();
    const [{ count }] = await executor.query<{ count: string }>(
      `select count(*) as count from events where true ${spanConditions(span, bound)} ${filterConditions(filter, bound)}`,
      bound.values,
    );
    return Number(count);
  }
}

/**
 * `and …` clauses: visible in `upTo` (committed when it was taken) and not in `after`. The bounds on
 * transaction_id let the (transaction_id, position) index skip what cannot be in the span.
 */
function spanConditions(span: CommittedSpan, bound: BoundValues): string {
  const upTo = bound.add(span.upTo);
  const conditions = [
    `and transaction_id < pg_snapshot_xmax(${upTo}::pg_snapshot) and pg_visible_in_snapshot(transaction_id, ${upTo}::pg_snapshot)`,
  ];
  if (span.after !== undefined) {
    const after = bound.add(span.after);
    conditions.push(
      `and transaction_id >= pg_snapshot_xmin(${after}::pg_snapshot) and not pg_visible_in_snapshot(transaction_id, ${after}::pg_snapshot)`,
    );
  }
  return conditions.join(' ');
}

/** `and …` clauses narrowing a read to the filter's events, or nothing. */
function filterConditions(filter: EventFilter, bound: BoundValues): string {
  const conditions: string[] = [];
  if (filter.types) conditions.push(`type = any(${bound.add(filter.types)}::text[])`);
  if (filter.userId) conditions.push(`metadata->>'userId' = ${bound.add(filter.userId)}`);
  if (filter.since) conditions.push(`occurred_at >= ${bound.add(filter.since.toISOString())}`);
  if (filter.until) conditions.push(`occurred_at <= ${bound.add(filter.until.toISOString())}`);
  return conditions.map((condition) => `and ${condition}`).join(' ');
}

/** A row back as the notice of its event: everything but the data. */
function toEventNotice(row: Omit<EventRow, 'data'>): EventNotice {
  return {
    position: String(row.position),
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    type: row.type,
    metadata: row.metadata,
    occurredAt: new Date(row.occurred_at),
    transactionId: String(row.transaction_id),
  };
}

/**
 * A row back as the event it was stored as. This is the one place where the log's text and JSON
 * become typed events: what a stream or a filter by type returns is, by construction, of the types
 * that were appended to it.
 */
function toStoredEvent<Event extends DomainEvent>(row: EventRow): StoredEvent<Event> {
  return { ...toEventNotice(row), data: row.data } as StoredEvent<Event>;
}

/** The unique key that refuses a second writer of a stream's version (migration-20261121-foundation.ts). */
const STREAM_VERSION_UNIQUE = 'events_stream_version_unique';

/**
 * The append's insert, holding the owner's key first when its events carry sealed fields (keyHeld):
 * one statement whatever the events' number, their types as an array and their data as one JSON
 * array, zipped back into rows by `rows from`.
 */
function appendStatement(values: readonly unknown[], keyOwner: string | undefined): Statement {
  const holdsKey = keyOwner !== undefined;
  return {
    text: `insert into events (stream_id, stream_version, type, data, metadata, occurred_at)
           select $1, $2::integer + appended.ordinality, appended.type, appended.data, $5::jsonb, $6::timestamptz
             from rows from (unnest($3::text[]), jsonb_array_elements($4::jsonb))
                  with ordinality as appended(type, data, ordinality)
            ${holdsKey ? `where ${keyHeld(7)}` : ''}
            order by appended.ordinality
           returning position, stream_version, transaction_id::text as transaction_id`,
    values: holdsKey ? [...values, keyOwner] : values,
  };
}
