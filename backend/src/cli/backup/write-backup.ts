// Writes a backup while the app runs, without holding a transaction (on the embedded database one
// would stop every other connection): one statement fixes the moment (a commit snapshot) together with
// the checkpoints as of that moment; the people and their personal-data keys are read next (so everyone
// the events name has a row, and every sealed field its key); then the events committed as of the
// snapshot, a page at a time, their personal fields sealed as stored. The file is written under a
// temporary name beside the output and takes its name only once complete and on disk; it holds
// people's emails and keys, so only its owner may read it.
import type { INestApplicationContext } from '@nestjs/common';
import { link, open, unlink } from 'node:fs/promises';
import { createWriteStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Database } from '#src/shared/database/database';
import { APPLIED_MIGRATIONS_TABLE } from '#src/shared/database/mikro-orm.config';
import { type CommitSnapshot, EventStore } from '#src/shared/event-store/event-store';
import { START_OF_HISTORY, checkpointOf } from '#src/shared/event-store/stored-event';
import { UsageError } from '#src/cli/arguments/command-line';
import { type BackupCounts, type CheckpointLine, encodeLine, eventLine, headerLine } from './backup-format';

const PAGE_SIZE = 5_000;

/** A backup never replaces a file: refused before anything is read. */
export function refuseExisting(output: string): void {
  if (existsSync(output)) throw alreadyExists(output);
}

/** Writes the backup to `output`, which must not exist; returns what it holds. */
export async function writeBackup(
  app: INestApplicationContext,
  output: string,
  signal: AbortSignal,
): Promise<BackupCounts> {
  const counts = { people: 0, keys: 0, events: 0, checkpoints: 0 };
  const draft = `${output}.${process.pid}.partial`;
  try {
    await pipeline(
      Readable.from(backupLines(app, counts, signal)),
      createGzip(),
      createWriteStream(draft, { flags: 'wx', mode: 0o600 }),
      { signal },
    );
    await syncToDisk(draft);
    await takeName(draft, output);
  } catch (error) {
    await unlink(draft).catch(() => undefined);
    throw describeWriteFailure(error, output);
  }
  return counts;
}

/** The file's text, a page of lines at a time, counting what it holds into `counts`. */
async function* backupLines(
  app: INestApplicationContext,
  counts: { people: number; keys: number; events: number; checkpoints: number },
  signal: AbortSignal,
): AsyncGenerator<string> {
  const database = app.get(Database);
  const store = app.get(EventStore);
  const migrations = (
    await database.query<{ name: string }>(`select name from ${APPLIED_MIGRATIONS_TABLE} order by id`)
  ).map((migration) => migration.name);
  const { snapshot, checkpoints } = await snapshotWithCheckpoints(database);
  yield encodeLine(headerLine(new Date(), migrations));

  let lastId: string | undefined;
  for (;;) {
    signal.throwIfAborted();
    const people = await database.query<{ id: string; row: Record<string, unknown> }>(
      `select id, to_jsonb(users) as row from users where id > coalesce($1::uuid, '00000000-0000-0000-0000-000000000000') order by id limit $2`,
      [lastId ?? null, PAGE_SIZE],
    );
    if (people.length === 0) break;
    counts.people += people.length;
    lastId = people[people.length - 1].id;
    yield people.map(({ row }) => encodeLine({ kind: 'person', row })).join('');
  }

  // Read after the snapshot, like the people: every event it holds has its key (written together).
  let lastOwner: string | undefined;
  for (;;) {
    signal.throwIfAborted();
    const keys = await database.query<{ user_id: string; row: Record<string, unknown> }>(
      `select user_id, to_jsonb(personal_data_keys) as row from personal_data_keys
        where user_id > coalesce($1, '') order by user_id limit $2`,
      [lastOwner ?? null, PAGE_SIZE],
    );
    if (keys.length === 0) break;
    counts.keys += keys.length;
    lastOwner = keys[keys.length - 1].user_id;
    yield keys.map(({ row }) => encodeLine({ kind: 'key', row })).join('');
  }

  const span = { upTo: snapshot };
  let after = START_OF_HISTORY;
  for (;;) {
    signal.throwIfAborted();
    const page = await store.readCommittedSealed(span, after, PAGE_SIZE, database);
    if (page.length === 0) break;
    counts.events += page.length;
    after = checkpointOf(page[page.length - 1]);
    yield page.map((event) => encodeLine(eventLine(event))).join('');
  }

  counts.checkpoints = checkpoints.length;
  yield checkpoints.map((checkpoint) => encodeLine(checkpoint)).join('');
  yield encodeLine({ kind: 'end', counts: { ...counts } });
}

/**
 * One statement sees one snapshot: the checkpoints it reads are exactly those committed as of the
 * snapshot it returns, so each points at events the backup holds.
 */
async function snapshotWithCheckpoints(
  database: Database,
): Promise<{ snapshot: CommitSnapshot; checkpoints: CheckpointLine[] }> {
  const [row] = await database.query<{ snapshot: string; checkpoints: Omit<CheckpointLine, 'kind'>[] }>(
    `select pg_current_snapshot()::text as snapshot,
       coalesce((select json_agg(json_build_object(
                  'name', name, 'transactionId', transaction_id::text, 'position', position::text, 'updatedAt', updated_at)
                  order by name)
                 from subscription_checkpoints), '[]') as checkpoints`,
  );
  return {
    snapshot: row.snapshot as CommitSnapshot,
    checkpoints: row.checkpoints.map((checkpoint) => ({ kind: 'checkpoint', ...checkpoint })),
  };
}

async function syncToDisk(path: string): Promise<void> {
  const file = await open(path, 'r+');
  try {
    await file.sync();
  } finally {
    await file.close();
  }
}

/** A link, not a rename: it refuses to replace a file that appeared at `output` meanwhile. */
async function takeName(draft: string, output: string): Promise<void> {
  await link(draft, output);
  await unlink(draft);
}

function describeWriteFailure(error: unknown, output: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EEXIST') return alreadyExists(output);
  if (code === 'ENOENT') return new UsageError(`Cannot write ${output}: its folder does not exist.`);
  if (code === 'EACCES') return new UsageError(`Cannot write ${output}: permission denied.`);
  return error;
}

function alreadyExists(output: string): UsageError {
  return new UsageError(`${output} already exists: give another --output, or move that file away first.`);
}
