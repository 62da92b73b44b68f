import { EntityManager } from '@mikro-orm/postgresql';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { EventStore, WrongExpectedVersion } from './event-store';
import { SqlTransactions } from './sql-transactions';

const metadata = { userId: 'user-1', correlationId: 'request-1', schemaVersion: 1 };
const at = new Date('2026-11-23T09:00:00.000Z');
const event = (n: number) => ({ type: 'Counted', data: { n } });

describe.each(['configured', 'embedded'] as const)('a command transaction on the %s database', (database) => {
  let pause: TestApp;
  let transactions: SqlTransactions;
  let store: EventStore;

  beforeAll(async () => {
    pause = await startTestApp({ database });
    transactions = pause.app.get(SqlTransactions);
    store = pause.app.get(EventStore);
  });

  afterAll(() => pause.close());

  it('keeps everything the work wrote once the work is done', async () => {
    const stored = await transactions.run(async (transaction) => {
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
      transactions.run(async (transaction) => {
        await store.append(transaction, 'dropped-a', 0, [event(1)], metadata, at);
        throw new Error('the work changed its mind');
      }),
    ).rejects.toThrow('the work changed its mind');
    expect(await store.readStream('dropped-a')).toEqual([]);
  });

  it('refuses an out-of-date expected version and keeps none of that transaction', async () => {
    await transactions.run((transaction) => store.append(transaction, 'contested', 0, [event(1)], metadata, at));
    await expect(
      transactions.run(async (transaction) => {
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
        transactions.run((transaction) => store.append(transaction, 'raced', 0, [event(n)], metadata, at)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(WrongExpectedVersion);
    expect(await store.readStream('raced')).toHaveLength(1);
  });

  it('commits with the last statement, and takes no statement after it', async () => {
    let lateStatement: Promise<unknown> | undefined;
    const stored = await transactions.run(async (transaction) => {
      await store.append(transaction, 'closed-a', 0, [event(1)], metadata, at);
      const last = await store.appendAndCommit(transaction, 'closed-a', 1, [event(2)], metadata, at);
      lateStatement = transaction.execute('select 1 as one');
      return last;
    });
    await expect(lateStatement).rejects.toThrow('The transaction has committed: it takes no more statements.');
    const kept = await store.readStream('closed-a');
    expect(kept.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(stored).toEqual([kept[1]]);
    expect(kept[0].transactionId).toBe(kept[1].transactionId);
  });

  it('commits a transaction whose only statement is the committing one', async () => {
    const stored = await transactions.run((transaction) =>
      store.appendAndCommit(transaction, 'alone-a', 0, [event(1)], metadata, at),
    );
    expect(await store.readStream('alone-a')).toEqual(stored);
  });

  it('keeps nothing of a transaction whose committing statement fails, and lends its connection again', async () => {
    await transactions.run((transaction) =>
      store.appendAndCommit(transaction, 'contested-last', 0, [event(1)], metadata, at),
    );
    for (let attempt = 0; attempt < 15; attempt++) {
      await expect(
        transactions.run(async (transaction) => {
          await store.append(transaction, `beside-contested-last-${attempt}`, 0, [event(1)], metadata, at);
          return store.appendAndCommit(transaction, 'contested-last', 0, [event(2)], metadata, at);
        }),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      expect(await store.readStream(`beside-contested-last-${attempt}`)).toEqual([]);
    }
    expect(await store.readStream('contested-last')).toHaveLength(1);
    await expect(transactions.run((transaction) => transaction.executeAndCommit('select 1 as one'))).resolves.toEqual([
      { one: 1 },
    ]);
  });

  it('goes on lending connections after more failed transactions than the pool holds', async () => {
    for (let attempt = 0; attempt < 15; attempt++) {
      await expect(
        transactions.run((transaction) => transaction.execute('select * from no_such_table')),
      ).rejects.toThrow();
    }
    await expect(transactions.run((transaction) => transaction.execute('select 1 as one'))).resolves.toEqual([
      { one: 1 },
    ]);
  });

  it('answers each kind of statement as the entity manager does', async () => {
    const em = pause.app.get(EntityManager).fork();
    const statement = 'select ?::int as n, ?::text as word';
    const params = [7, "it's"];
    for (const method of ['all', 'get', 'run'] as const) {
      const viaManager = await em.execute(statement, params, method);
      const viaTransaction = await transactions.run((transaction) => transaction.execute(statement, params, method));
      const viaCommit = await transactions.run((transaction) =>
        transaction.executeAndCommit(statement, params, method),
      );
      const viaCommitAfterOthers = await transactions.run(async (transaction) => {
        await transaction.execute('select 1');
        return transaction.executeAndCommit(statement, params, method);
      });
      expect(viaTransaction).toEqual(viaManager);
      expect(viaCommit).toEqual(viaManager);
      expect(viaCommitAfterOthers).toEqual(viaManager);
    }
  });
});
