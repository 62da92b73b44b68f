// For a read model's own test, "given these events, then these rows": a database of the test's own
// with the schema migrated and nothing else running (no app, no jobs), a projector fed stored events
// the way the inline runner feeds it, and the rows read back. Each test starts from empty tables.
import { MikroORM } from '@mikro-orm/postgresql';
import type { DomainEvent } from '#src/shared/deciders/decider';
import { Database } from '#src/shared/database/database';
import { mikroOrmOptions } from '#src/shared/database/mikro-orm.config';
import type { Sql } from '#src/shared/database/sql';
import { EVENT_SCHEMA_VERSION, type StoredEvent } from '#src/shared/event-store/stored-event';
import type { Projector } from '#src/shared/projections/projector';
import { createTestDatabase } from './test-database';

export interface ProjectionTest {
  /** Projects the events inside one transaction, as one append (or one rebuild page) would. */
  given(events: readonly StoredEvent[]): Promise<void>;
  /** Raw SQL against the test database: the rows to compare. */
  readonly sql: Sql;
  /** Empties the projector's tables, for the next test. */
  reset(): Promise<void>;
  /**
   * The rows `query` reads after projecting the events one append at a time (inline), and after
   * projecting them as one batch (a rebuild's page): a read model must come out the same both ways.
   */
  inlineAndRebuilt(events: readonly StoredEvent[], query: string): Promise<{ inline: unknown[]; rebuilt: unknown[] }>;
  close(): Promise<void>;
}

export async function projectionTest<Event extends DomainEvent>(projector: Projector<Event>): Promise<ProjectionTest> {
  const database = await createTestDatabase();
  const orm = await MikroORM.init(mikroOrmOptions(database.url));
  await orm.getMigrator().up();
  await orm.close();
  const sql = new Database(database.url);
  const handles: readonly string[] = projector.handles;
  const test: ProjectionTest = {
    sql,
    async given(events) {
      const handled = events.filter((event): event is StoredEvent<Event> => handles.includes(event.type));
      await sql.transaction((transaction) => projector.project(handled, transaction));
    },
    async reset() {
      await sql.query(`truncate ${projector.tables.map((table) => `"${table}"`).join(', ')}`);
    },
    async inlineAndRebuilt(events, query) {
      await test.reset();
      for (const event of events) await test.given([event]);
      const inline = await sql.query(query);
      await test.reset();
      await test.given(events);
      const rebuilt = await sql.query(query);
      await test.reset();
      return { inline, rebuilt };
    },
    async close() {
      await sql.close();
      await database.close();
    },
  };
  return test;
}

/** Stored events for a stream, in order, as the event store would hand them to projectors. */
export function storedEvents<Event extends DomainEvent>(
  streamId: string,
  events: readonly Event[],
  options: { readonly userId?: string; readonly occurredAt?: Date; readonly firstVersion?: number } = {},
): StoredEvent<Event>[] {
  return events.map((event, index) => {
    position += 1;
    const stored = {
      ...event,
      position: String(position),
      streamId,
      streamVersion: (options.firstVersion ?? 1) + index,
      metadata: { userId: options.userId, correlationId: `test-${position}`, schemaVersion: EVENT_SCHEMA_VERSION },
      occurredAt: options.occurredAt ?? new Date('2026-11-16T09:00:00.000Z'),
      transactionId: String(position),
    };
    return stored as unknown as StoredEvent<Event>;
  });
}

let position = 0;
