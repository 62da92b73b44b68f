// The one-off re-encryption of migration 20261126 (and of restoring a format-1 backup): personal
// fields written in clear before keys existed are sealed in place with their owner's key, and read
// back as they were.
import { Database } from '#src/shared/database/database';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { EventStore } from '#src/shared/event-store/event-store';
import { sealFieldsWrittenInClear } from './seal-fields-written-in-clear';

const ANA = '2b0c5a5e-7f0e-4c47-9d8a-0d7c1e6b9a11';
const at = new Date('2026-11-20T09:00:00.000Z');

describe('sealing the personal fields written in clear', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp();
  });

  afterAll(() => pause.close());

  const writtenInClear = (streamId: string, version: number, content: string, userId?: string) =>
    pause.sql.query(
      `insert into events (stream_id, stream_version, type, data, metadata, occurred_at)
       values ($1, $2, 'ReflectionRecorded', $3::jsonb, $4::jsonb, $5)`,
      [
        streamId,
        version,
        JSON.stringify({ weekStart: '2026-11-16', content, recordedAt: at.toISOString() }),
        JSON.stringify({ ...(userId && { userId }), correlationId: 'c-1', schemaVersion: 1 }),
        at,
      ],
    );
  const seal = () => pause.app.get(Database).transaction((transaction) => sealFieldsWrittenInClear(transaction, at));
  const storedContent = async (streamId: string) =>
    (
      await pause.sql.query<{ content: unknown }>(
        "select data -> 'content' as content from events where stream_id = $1 order by stream_version",
        [streamId],
      )
    ).map((row) => row.content);

  it('seals each with its owner’s key, in place, and reads back what was written', async () => {
    await writtenInClear(`reflections-${ANA}`, 1, 'The canal at dusk', ANA);
    await writtenInClear(`reflections-${ANA}`, 2, 'Tea with Pip');
    expect(await seal()).toBe(2);

    const stored = await storedContent(`reflections-${ANA}`);
    expect(stored).toEqual([
      expect.objectContaining({ sealedFor: ANA, cipher: 'aes-256-gcm' }),
      // Without metadata.userId, the owner is the person the stream is named after.
      expect.objectContaining({ sealedFor: ANA, cipher: 'aes-256-gcm' }),
    ]);
    expect(JSON.stringify(stored)).not.toMatch(/canal|Pip/);
    const events = await pause.app.get(EventStore).readStream(`reflections-${ANA}`);
    expect(events.map((event) => (event.data as { content: string }).content)).toEqual([
      'The canal at dusk',
      'Tea with Pip',
    ]);
  });

  it('seals nothing twice, and leaves the log append-only afterwards', async () => {
    expect(await seal()).toBe(0);
    await expect(
      pause.sql.query("update events set type = 'Forged' where type = 'ReflectionRecorded'"),
    ).rejects.toThrow(/append-only/);
  });
});
