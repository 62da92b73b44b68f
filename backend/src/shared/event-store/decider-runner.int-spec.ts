import { Database } from '#src/shared/database/database';
import type { DomainEvent } from '#src/shared/deciders/decider';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import type { Projector } from '#src/shared/projections/projector';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { type TestAppContext, openTestAppContext } from '#src/testing/app-context';
import { DeciderRunner } from './decider-runner';
import { EventStore } from './event-store';
import { StreamSnapshots } from './stream-snapshots';

/** A step whose rows the projector below updates, in this order. */
type Stepped = DomainEvent<'Stepped', { readonly rows: readonly [number, number] }>;

/** A mark that can be set once; the projector below keeps it under a unique key. */
type Marked = DomainEvent<'Marked', { readonly mark: string }>;

const marker = {
  initialState: false,
  evolve: () => true,
  decide: (mark: string, alreadyMarked: boolean): Marked[] =>
    alreadyMarked ? [] : [{ type: 'Marked', data: { mark } }],
};

const stepper = {
  initialState: 0,
  evolve: (steps: number) => steps + 1,
  decide: (rows: readonly [number, number]): Stepped[] => [{ type: 'Stepped', data: { rows } }],
};

/** Resolves for everyone once `parties` have called it, and at once for every later call. */
function meetingOf(parties: number): () => Promise<void> {
  let arrived = 0;
  let everyoneHere!: () => void;
  const met = new Promise<void>((resolve) => (everyoneHere = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) everyoneHere();
    return met;
  };
}

// PGlite runs one transaction at a time, so two commands can only meet on rows on a server.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('DeciderRunner on a server', () => {
  let database: DatabaseEndpoint;
  let pause: TestAppContext;

  beforeAll(async () => {
    database = await createTestDatabase();
    pause = await openTestAppContext(database.url);
  });

  afterAll(async () => {
    await pause.close();
    await database.close();
  });

  /** The app's runner, with only this projector inline. */
  function runnerProjecting<Event extends DomainEvent>(projector: Projector<Event>): DeciderRunner {
    const projections = new InlineProjections();
    projections.register(projector);
    const { context } = pause;
    return new DeciderRunner(context.get(Database), context.get(EventStore), projections, context.get(StreamSnapshots));
  }

  it('decides again a command whose projection fails on what a faster command on its stream projected', async () => {
    const sql = pause.context.get(Database);
    await sql.transaction((transaction) => transaction.query('create table marks (mark text primary key)'));
    const marks: Projector<Marked> = {
      readModel: 'marks',
      version: 1,
      handles: ['Marked'],
      tables: ['marks'],
      async project(events, transaction) {
        for (const { data } of events) await transaction.query('insert into marks (mark) values ($1)', [data.mark]);
      },
    };
    const runner = runnerProjecting(marks);
    const store = pause.context.get(EventStore);
    const context = { metadata: { correlationId: 'marks', schemaVersion: 1 }, occurredAt: new Date() };

    // The slow command reads the unmarked stream, then decides only once the fast one, which decides
    // only after that read, has committed: the slow one's projection meets the fast one's row before its
    // append could meet the fast one's event.
    let slowHasRead!: () => void;
    const slowRead = new Promise<void>((resolve) => (slowHasRead = resolve));
    const fast = runner.runReading(
      marker,
      'marked-once',
      async () => {
        await slowRead;
        return 'first';
      },
      context,
    );
    const slow = runner.runReading(
      marker,
      'marked-once',
      async () => {
        slowHasRead();
        await fast;
        return 'first';
      },
      context,
    );

    const [fastEvents, slowEvents] = await Promise.all([fast, slow]);
    expect(fastEvents.map((event) => event.type)).toEqual(['Marked']);
    expect(slowEvents).toEqual([]);
    expect((await store.readStream('marked-once')).map((event) => event.streamVersion)).toEqual([1]);
  });

  it('decides again a command that PostgreSQL ended to break a deadlock with another command on its stream', async () => {
    const sql = pause.context.get(Database);
    await sql.transaction((transaction) =>
      transaction.query('create table stepped_rows (id int primary key, steps int not null default 0)'),
    );
    await sql.transaction((transaction) => transaction.query('insert into stepped_rows (id) values (1), (2)'));
    // Each command's projection takes its first row, waits until the other holds its own, then asks
    // for the other's: a deadlock on the first try, none on the retry.
    const bothHoldTheirFirstRow = meetingOf(2);
    const steppedRows: Projector<Stepped> = {
      readModel: 'stepped-rows',
      version: 1,
      handles: ['Stepped'],
      tables: ['stepped_rows'],
      async project(events, transaction) {
        for (const { data } of events) {
          await transaction.query('update stepped_rows set steps = steps + 1 where id = $1', [data.rows[0]]);
          await bothHoldTheirFirstRow();
          await transaction.query('update stepped_rows set steps = steps + 1 where id = $1', [data.rows[1]]);
        }
      },
    };
    const runner = runnerProjecting(steppedRows);
    const store = pause.context.get(EventStore);
    const context = { metadata: { correlationId: 'deadlock', schemaVersion: 1 }, occurredAt: new Date() };

    await Promise.all(
      (
        [
          [1, 2],
          [2, 1],
        ] as const
      ).map((rows) => runner.run(stepper, 'stepped-once', rows, context)),
    );

    const events = await store.readStream<Stepped>('stepped-once');
    expect(events.map((event) => event.streamVersion)).toEqual([1, 2]);
    const rows = await sql.transaction((transaction) =>
      transaction.query<{ id: number; steps: number }>('select id, steps from stepped_rows order by id'),
    );
    expect(rows).toEqual([
      { id: 1, steps: 2 },
      { id: 2, steps: 2 },
    ]);
  });
});
