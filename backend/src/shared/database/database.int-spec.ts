// Database on both engines: a transaction keeps all or nothing, commits with its last statement, and
// every value, arrays included, arrives as it was sent; a command's committing statement is prepared
// once per connection.
import { randomUUID } from 'node:crypto';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { EventStore, WrongExpectedVersion } from '#src/shared/event-store/event-store';
import { Database } from './database';

const metadata = { userId: 'user-1', correlationId: 'request-1', schemaVersion: 1 };
const at = new Date('2026-11-23T09:00:00.000Z');
const event = (n: number) => ({ type: 'Counted', data: { n } });

describe.each(['configured', 'embedded'] as const)('a command transaction on the %s database', (database) => {
  let pause: TestApp;
  let transactions: Database;
  let store: EventStore;

  beforeAll(async () => {
    pause = await startTestApp({ database });
    transactions = pause.app.get(Database);
    store = pause.app.get(EventStore);
  });

  afterAll(() => pause.close());

  it('keeps everything the work wrote once the work is done', async () => {
    const stored = await transactions.transaction(async (transaction) => {
      await store.append(transaction, 'kept-a', 0, [event(1)], metadata, at);
      return store.append(transaction, 'kept-a', 1, [event(2)], metadata, at);
    });
    expect(stored[0].streamVersion).toBe(2);
    const kept = await store.readStream('kept-a');
    expect(kept.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(kept[0].transactionId).toBe(kept[1].transactionId);
  });

  it('keeps nothing of a work that fails after writing', async () => {
    await expect(
      transactions.transaction(async (transaction) => {
        await store.append(transaction, 'dropped-a', 0, [event(1)], metadata, at);
        throw new Error('the work changed its mind');
      }),
    ).rejects.toThrow('the work changed its mind');
    expect(await store.readStream('dropped-a')).toEqual([]);
  });

  it('refuses an out-of-date expected version and keeps none of that transaction', async () => {
    await transactions.transaction((transaction) =>
      store.append(transaction, 'contested', 0, [event(1)], metadata, at),
    );
    await expect(
      transactions.transaction(async (transaction) => {
        await store.append(transaction, 'beside-contested', 0, [event(1)], metadata, at);
        await store.append(transaction, 'contested', 0, [event(2)], metadata, at);
      }),
    ).rejects.toBeInstanceOf(WrongExpectedVersion);
    expect(await store.readStream('contested')).toHaveLength(1);
    expect(await store.readStream('beside-contested')).toEqual([]);
  });

  it('lets one of two writers of the same version through, and refuses the other', async () => {
    const outcomes = await Promise.allSettled(
      [1, 2].map((n) =>
        transactions.transaction((transaction) => store.append(transaction, 'raced', 0, [event(n)], metadata, at)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(WrongExpectedVersion);
    expect(await store.readStream('raced')).toHaveLength(1);
  });

  it('commits with the last statement, and takes no statement after it', async () => {
    let lateStatement: Promise<unknown> | undefined;
    const stored = await transactions.transaction(async (transaction) => {
      await store.append(transaction, 'closed-a', 0, [event(1)], metadata, at);
      const last = await store.appendAndCommit(
        transaction,
        await store.prepareAppend('closed-a', 1, [event(2)], metadata, at, transaction),
      );
      lateStatement = transaction.query('select 1 as one');
      return last;
    });
    await expect(lateStatement).rejects.toThrow('The transaction has ended: it takes no more statements.');
    const kept = await store.readStream('closed-a');
    expect(kept.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(stored).toEqual([kept[1]]);
    expect(kept[0].transactionId).toBe(kept[1].transactionId);
  });

  it('commits a transaction whose only statement is the committing one', async () => {
    const stored = await transactions.transaction(async (transaction) =>
      store.appendAndCommit(
        transaction,
        await store.prepareAppend('alone-a', 0, [event(1)], metadata, at, transaction),
      ),
    );
    expect(await store.readStream('alone-a')).toEqual(stored);
  });

  it('keeps nothing of a transaction whose committing statement fails, and lends its connection again', async () => {
    await transactions.transaction(async (transaction) =>
      store.appendAndCommit(
        transaction,
        await store.prepareAppend('contested-last', 0, [event(1)], metadata, at, transaction),
      ),
    );
    for (let attempt = 0; attempt < 15; attempt++) {
      await expect(
        transactions.transaction(async (transaction) => {
          await store.append(transaction, `beside-contested-last-${attempt}`, 0, [event(1)], metadata, at);
          return store.appendAndCommit(
            transaction,
            await store.prepareAppend('contested-last', 0, [event(2)], metadata, at, transaction),
          );
        }),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      expect(await store.readStream(`beside-contested-last-${attempt}`)).toEqual([]);
    }
    expect(await store.readStream('contested-last')).toHaveLength(1);
    await expect(
      transactions.transaction((transaction) => transaction.queryAndCommit('select 1 as one')),
    ).resolves.toEqual([{ one: 1 }]);
  });

  it('goes on lending connections after more failed transactions than the pool holds', async () => {
    for (let attempt = 0; attempt < 15; attempt++) {
      await expect(
        transactions.transaction((transaction) => transaction.query('select * from no_such_table')),
      ).rejects.toThrow();
    }
    await expect(transactions.transaction((transaction) => transaction.query('select 1 as one'))).resolves.toEqual([
      { one: 1 },
    ]);
  });

  // Strings that would break out of a literal written into the text, and array elements that would
  // break an array literal: bound, each arrives as it was sent.
  const hostile = [
    "it's",
    "'); drop table events; --",
    'back\\slash \\" quote',
    '{"a","b"}',
    'NULL',
    'comma, space',
    '$1',
    '?',
    'line\nbreak',
    '',
    'ünïcödé ✓',
  ];

  it('sends every value bound, as it was sent', async () => {
    for (const value of hostile) {
      const [row] = await transactions.query<{ value: string }>('select $1::text as value', [value]);
      expect(row.value).toBe(value);
    }
  });

  it('passes arrays as arrays, each element as it was sent, nulls included', async () => {
    const values = [...hostile, null];
    const [row] = await transactions.query<{ values: (string | null)[] }>('select $1::text[] as values', [values]);
    expect(row.values).toEqual(values);
    const rows = await transactions.transaction((transaction) =>
      transaction.queryAndCommit<{ value: string | null }>('select unnest($1::text[]) as value', [values]),
    );
    expect(rows.map((one) => one.value)).toEqual(values);
  });

  it("prepares a command's committing statement once on a connection, and binds each command's values", async () => {
    const oneConnection = new Database(pause.databaseUrl, { maxConnections: 1 });
    try {
      const text = `select $1::int as n -- ${randomUUID()}`;
      for (const n of [1, 2, 3]) {
        await expect(
          oneConnection.transaction((transaction) => transaction.queryAndCommit(text, [n])),
        ).resolves.toEqual([{ n }]);
      }
      const prepared = await oneConnection.query<{ name: string }>(
        'select name from pg_prepared_statements where statement = $1',
        [text],
      );
      expect(prepared).toEqual([{ name: expect.stringMatching(/^pause_[0-9a-f]{12}_\d+$/) }]);
    } finally {
      await oneConnection.close();
    }
  });

  it('answers timestamps and dates as the text PostgreSQL sends', async () => {
    const [row] = await transactions.query<{ at: unknown; day: unknown; days: unknown }>(
      "select '2026-11-23T09:00:00Z'::timestamptz at time zone 'UTC' as at, '2026-11-23'::date as day, array['2026-11-23'::date] as days",
    );
    expect(row).toEqual({ at: '2026-11-23 09:00:00', day: '2026-11-23', days: ['2026-11-23'] });
  });
});
