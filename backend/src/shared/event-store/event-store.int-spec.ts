import { PersonalDataKeys } from '#src/shared/crypto-shredding/personal-data-keys';
import { PersonalFields } from '#src/shared/crypto-shredding/personal-fields';
import { Database } from '#src/shared/database/database';
import { eventually } from '#src/shared/testing/eventually';
import { holdTransaction } from '#src/shared/testing/held-transaction';
import { openTransactionElsewhere } from '#src/shared/testing/sql-client';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { EventStore, WrongExpectedVersion } from './event-store';
import { type Checkpoint, START_OF_HISTORY, checkpointOf } from './stored-event';

const metadata = { userId: 'user-1', correlationId: 'request-1', schemaVersion: 1 };
const at = new Date('2026-11-16T09:00:00.000Z');
const event = (type: string, n: number) => ({ type, data: { n } });

describe('the event store', () => {
  let pause: TestApp;
  let store: EventStore;
  let database: Database;

  beforeAll(async () => {
    pause = await startTestApp();
    store = pause.app.get(EventStore);
    database = pause.app.get(Database);
  });

  afterAll(() => pause.close());

  const append = (stream: string, expected: number, ...events: { type: string; data: unknown }[]) =>
    database.transaction((tx) => store.append(tx, stream, expected, events, metadata, at));

  async function readEverythingAfter(checkpoint: Checkpoint) {
    const seen = [];
    for (let page = await store.readNoticesAfter(checkpoint, 2); page.length > 0;) {
      seen.push(...page);
      page = await store.readNoticesAfter(checkpointOf(page[page.length - 1]), 2);
    }
    return seen;
  }

  it('appends events to a new stream from version 1, with their metadata and transaction', async () => {
    const stored = await append('account-a', 0, event('Opened', 1), event('Renamed', 2));
    expect(stored.map((e) => [e.streamVersion, e.type, e.data])).toEqual([
      [1, 'Opened', { n: 1 }],
      [2, 'Renamed', { n: 2 }],
    ]);
    expect(stored[0].metadata).toEqual(metadata);
    expect(stored[0].occurredAt).toEqual(at);
    expect(stored[0].transactionId).toMatch(/^\d+$/);
    expect(stored[0].transactionId).toBe(stored[1].transactionId);
  });

  it('hands back the appended events exactly as reading the stream gives them', async () => {
    const appended = await append(
      'account-echo',
      0,
      { type: 'Opened', data: { name: "O'Neil", tags: ['a', 'b'], nested: { zone: 'Europe/Paris' } } },
      event('Renamed', 2),
    );
    expect(await store.readStream('account-echo')).toEqual(appended);
  });

  it('reads a stream back in version order', async () => {
    await append('account-b', 0, event('Opened', 1));
    await append('account-b', 1, event('Renamed', 2));
    expect((await store.readStream('account-b')).map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('refuses an append whose expected version is out of date, and stores none of its events', async () => {
    await append('account-c', 0, event('Opened', 1));
    await expect(append('account-c', 0, event('Renamed', 2), event('Renamed', 3))).rejects.toBeInstanceOf(
      WrongExpectedVersion,
    );
    expect(await store.readStream('account-c')).toHaveLength(1);
  });

  it('refuses an append prepared before its owner’s account was deleted, and stores none of it', async () => {
    pause.app.get(PersonalFields).register<{ type: 'Noted'; data: { text: string } }>('Noted', ['text']);
    const owner = { ...metadata, userId: 'user-deleted-meanwhile' };
    const prepared = await store.prepareAppend('notes-a', 0, [{ type: 'Noted', data: { text: 'typed' } }], owner, at);
    await database.transaction((tx) => pause.app.get(PersonalDataKeys).destroy(tx, owner.userId, at));
    await expect(database.transaction((tx) => store.appendAndCommit(tx, prepared))).rejects.toMatchObject({
      code: 'ACCOUNT.DELETED',
    });
    expect(await store.readStream('notes-a')).toEqual([]);
  });

  it('seals nothing more with a key once it is destroyed, though it was read for sealing a moment before', async () => {
    pause.app.get(PersonalFields).register<{ type: 'Noted'; data: { text: string } }>('Noted', ['text']);
    const owner = { ...metadata, userId: 'user-deleted-after-sealing' };
    const note = { type: 'Noted' as const, data: { text: 'typed' } };
    await database.transaction(async (tx) =>
      store.appendAndCommit(tx, await store.prepareAppend('notes-b', 0, [note], owner, at)),
    );
    await database.transaction((tx) => pause.app.get(PersonalDataKeys).destroy(tx, owner.userId, at));

    await expect(store.prepareAppend('notes-b', 1, [note], owner, at)).rejects.toMatchObject({
      code: 'ACCOUNT.DELETED',
    });
  });

  it('refuses to change or delete a stored event', async () => {
    await append('account-d', 0, event('Opened', 1));
    await expect(database.query("update events set type = 'Forged' where stream_id = 'account-d'")).rejects.toThrow(
      /append-only/,
    );
    await expect(database.query("delete from events where stream_id = 'account-d'")).rejects.toThrow(/append-only/);
  });

  it('reads all events after a checkpoint, page by page, each exactly once', async () => {
    const before = await readEverythingAfter(START_OF_HISTORY);
    const checkpoint = before.length > 0 ? checkpointOf(before[before.length - 1]) : START_OF_HISTORY;
    await append('account-e', 0, event('Opened', 1), event('Renamed', 2), event('Renamed', 3));
    await append('account-f', 0, event('Opened', 1));
    const after = await readEverythingAfter(checkpoint);
    expect(after.map((e) => `${e.streamId}@${e.streamVersion}`)).toEqual([
      'account-e@1',
      'account-e@2',
      'account-e@3',
      'account-f@1',
    ]);
  });

  it('orders transactions by number, not as text: 9 before 10, 99 before 100', async () => {
    const fresh = pause.app.get(Database);
    // Transactions long finished, with ids whose text sorts the other way round.
    for (const [transactionId, n] of [
      ['100', 4],
      ['10', 2],
      ['99', 3],
      ['9', 1],
    ] as const) {
      await fresh.query(
        `insert into events (stream_id, stream_version, type, data, metadata, occurred_at, transaction_id)
         values ($1, 1, 'Numbered', $2::jsonb, $3::jsonb, now(), $4::xid8)`,
        [`numbered-${n}`, JSON.stringify({ n }), JSON.stringify(metadata), transactionId],
      );
    }
    const firstFour = await store.readNoticesAfter(START_OF_HISTORY, 4);
    expect(firstFour.map((e) => e.transactionId)).toEqual(['9', '10', '99', '100']);
    const afterTen = await store.readNoticesAfter(checkpointOf(firstFour[1]), 2);
    expect(afterTen.map((e) => e.transactionId)).toEqual(['99', '100']);
  });

  // The embedded database runs one transaction at a time, so two cannot overlap there.
  const overlapping = process.env.DATABASE_URL ? it : it.skip;
  overlapping('never skips an event whose transaction commits after a later one', async () => {
    const all = await readEverythingAfter(START_OF_HISTORY);
    const checkpoint = checkpointOf(all[all.length - 1]);

    const slow = await holdTransaction(database);
    await store.append(slow.sql, 'late-stream', 0, [event('Late', 1)], metadata, at);

    const fast = await holdTransaction(database);
    await store.append(fast.sql, 'early-stream', 0, [event('Early', 1)], metadata, at);
    await fast.commit();

    // The committed event waits while an older transaction is still open...
    expect(await store.readNoticesAfter(checkpoint, 100)).toEqual([]);

    await slow.commit();
    // ...and once it commits, both arrive, the older transaction's first. (Snapshots are server-wide:
    // a transaction open in another database on the same server delays them, hence the polling.)
    const arrived = await eventually(
      () => store.readNoticesAfter(checkpoint, 100),
      (events) => events.length >= 2,
      'both events arrive',
    );
    expect(arrived.map((e) => e.type)).toEqual(['Late', 'Early']);
    expect(Number(arrived[0].position)).toBeLessThan(Number(arrived[1].position));
  });

  describe('reading a committed span (rebuilds, exports, backups)', () => {
    const streamsOf = (events: { streamId: string }[], prefix: string) =>
      events.filter((e) => e.streamId.startsWith(prefix)).map((e) => e.streamId);

    async function readSpan(span: Parameters<EventStore['readCommitted']>[0]) {
      const seen = [];
      for (let page = await store.readCommitted(span, START_OF_HISTORY, 2); page.length > 0;) {
        seen.push(...page);
        page = await store.readCommitted(span, checkpointOf(page[page.length - 1]), 2);
      }
      return seen;
    }

    overlapping(
      'holds every event committed at the snapshot, even while a transaction is open elsewhere on the server',
      async () => {
        const elsewhere = await openTransactionElsewhere();
        try {
          await append('span-a', 0, event('Opened', 1));
          await append('span-b', 0, event('Opened', 1));
          const snapshot = await store.takeSnapshot();
          await append('span-c', 0, event('Opened', 1));

          // The subscriptions' read waits for the open transaction; a span does not.
          const all = await readEverythingAfter(START_OF_HISTORY);
          expect(streamsOf(all, 'span-')).toEqual([]);
          const upToSnapshot = await readSpan({ upTo: snapshot });
          expect(streamsOf(upToSnapshot, 'span-')).toEqual(['span-a', 'span-b']);
          expect(await store.countCommitted({ upTo: snapshot })).toBe(upToSnapshot.length);

          const later = await store.takeSnapshot();
          const since = await readSpan({ after: snapshot, upTo: later });
          expect(since.map((e) => e.streamId)).toEqual(['span-c']);
          expect(await store.countCommitted({ after: snapshot, upTo: later })).toBe(1);
        } finally {
          await elsewhere.close();
        }
      },
    );

    overlapping('leaves a transaction still open at the snapshot to the next span, once it commits', async () => {
      const slow = await holdTransaction(database);
      await store.append(slow.sql, 'span-late', 0, [event('Late', 1)], metadata, at);
      const snapshot = await store.takeSnapshot();
      await slow.commit();
      const later = await store.takeSnapshot();

      expect(streamsOf(await readSpan({ upTo: snapshot }), 'span-late')).toEqual([]);
      expect((await readSpan({ after: snapshot, upTo: later })).map((e) => e.streamId)).toEqual(['span-late']);
      expect(streamsOf(await readSpan({ upTo: later }), 'span-late')).toEqual(['span-late']);
    });
  });
});
