// Restores a backup into an empty database: the people and their personal-data keys, then the events
// in their original order (each
// keeps its position; its transaction id is the restoring transaction's own, see commit-order.ts),
// then the subscriptions' checkpoints carried over to the new ids; last, every read model is rebuilt
// from the restored events. A backup of format 1 predates the keys: its personal fields, in clear, are
// sealed once the events are in (seal-fields-written-in-clear.ts). Each batch's SQL runs on its own transaction (on the embedded database,
// a transaction that waited on another connection would wait for ever), with the rows bound by the
// driver as JSON.
import { Database } from '#src/shared/database/database';
import type { INestApplicationContext } from '@nestjs/common';
import { sealFieldsWrittenInClear } from '#src/shared/crypto-shredding/seal-fields-written-in-clear';
import { migrationsList } from '#src/shared/database/migrations/migrations-list';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { ReadModelRebuild } from '#src/shared/projections/read-model-rebuild';
import { UsageError } from '#src/cli/arguments/command-line';
import { type BackupContents, readBackup } from './backup-file';
import type { BackupHeader, CheckpointLine, EventLine, KeyLine, PersonLine } from './backup-format';
import { CheckpointCarrier, RestoreBatches } from './commit-order';

const EVENTS_PER_TRANSACTION = 5_000;
const PEOPLE_PER_STATEMENT = 1_000;

export interface RestoreOutcome {
  readonly people: number;
  readonly keys: number;
  readonly events: number;
  readonly checkpoints: number;
  /** Personal fields found in clear (a format-1 backup) and sealed. */
  readonly sealed: number;
  /** Checkpoints before every event: their subscriptions start from the beginning. */
  readonly checkpointsDropped: number;
  readonly readModels: readonly string[];
}

/** A backup from a newer Pause may hold tables or columns this one would silently drop. */
export function refuseNewerSchema(file: string, header: BackupHeader): void {
  const known = new Set(migrationsList.map((migration) => migration.name));
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new UsageError(
      `${file} was written by a newer version of Pause: its database had run migrations this version does not know ` +
        `(${unknown.join(', ')}). Restore it with that version or a newer one.`,
    );
  }
}

/** A restore never mixes a backup into data that is already there. `where` names the database for people. */
export async function refuseNonEmpty(app: INestApplicationContext, where: string): Promise<void> {
  const [held] = await app
    .get(Database)
    .query<{ events: string; people: string }>(
      'select (select count(*) from events) as events, (select count(*) from users) as people',
    );
  if (Number(held.events) > 0 || Number(held.people) > 0) {
    throw new UsageError(
      `${where} is not empty: it holds ${held.events} events and ${held.people} people. A restore goes into an empty database only: ` +
        'create one (createdb pause_restored, say), point DATABASE_URL at it, and run npm run restore again.',
    );
  }
}

export async function restoreBackup(
  app: INestApplicationContext,
  file: string,
  contents: BackupContents,
  signal: AbortSignal,
): Promise<RestoreOutcome> {
  const database = app.get(Database);
  const batches = new RestoreBatches<EventLine>(EVENTS_PER_TRANSACTION);
  const carrier = new CheckpointCarrier<CheckpointLine>(contents.checkpoints);
  let people: PersonLine[] = [];
  let keys: KeyLine[] = [];
  const restored = { people: 0, keys: 0, events: 0 };

  const writePeople = async () => {
    restored.people += await insertRows(database, 'users', people);
    people = [];
  };
  const writeKeys = async () => {
    restored.keys += await insertRows(database, 'personal_data_keys', keys);
    keys = [];
  };
  const writeEvents = async (batch: EventLine[] | undefined) => {
    if (batch) restored.events += await insertEvents(database, batch, carrier);
  };

  for await (const line of readBackup(file, signal)) {
    if (line.kind === 'person') {
      people.push(line);
      if (people.length >= PEOPLE_PER_STATEMENT) await writePeople();
    } else if (line.kind === 'key') {
      if (people.length > 0) await writePeople();
      keys.push(line);
      if (keys.length >= PEOPLE_PER_STATEMENT) await writeKeys();
    } else if (line.kind === 'event') {
      if (people.length > 0) await writePeople();
      if (keys.length > 0) await writeKeys();
      await writeEvents(batches.add(line));
    }
  }
  await writePeople();
  await writeKeys();
  await writeEvents(batches.rest());
  const sealed =
    contents.header.formatVersion === 1
      ? await database.transaction((transaction) => sealFieldsWrittenInClear(transaction, new Date()))
      : 0;
  await database.query(
    `select setval(pg_get_serial_sequence('events', 'position'), max(position)) from events having count(*) > 0`,
  );

  const { carried, dropped } = carrier.result();
  for (const checkpoint of carried) {
    await database.query(
      'insert into subscription_checkpoints (name, transaction_id, position, updated_at) values ($1, $2::xid8, $3, $4)',
      [checkpoint.name, checkpoint.transactionId, checkpoint.position, checkpoint.updatedAt],
    );
  }
  await checkCounts(database, file, contents, restored);

  const rebuilt = await app.get(ReadModelRebuild).rebuildLive(app.get(InlineProjections).all(), { signal });
  return {
    ...restored,
    sealed,
    checkpoints: carried.length,
    checkpointsDropped: dropped.length,
    readModels: rebuilt.readModels,
  };
}

/**
 * After a failed restore into a server's database: the tables it wrote to are emptied again (they
 * were empty before, or the restore was refused), so the same restore can simply be run again.
 */
export async function emptyRestoredTables(app: INestApplicationContext): Promise<void> {
  const readModelTables = app
    .get(InlineProjections)
    .all()
    .flatMap((projector) => projector.tables);
  const tables = [
    'events',
    'users',
    // Not in a backup, but it refers to users (a person's digests go with their row): truncated beside it.
    'weekly_digests',
    'personal_data_keys',
    'subscription_checkpoints',
    'read_model_versions',
    ...new Set(readModelTables),
  ];
  await app.get(Database).query(`truncate ${tables.map((table) => `"${table}"`).join(', ')} restart identity`);
}

/** Every column as the backup has it: jsonb_populate_recordset turns each JSON row back into a row of `table`. */
async function insertRows(
  database: Database,
  table: 'users' | 'personal_data_keys',
  lines: readonly (PersonLine | KeyLine)[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const [{ inserted }] = await database.query<{ inserted: number }>(
    `with restored as (insert into ${table} select * from jsonb_populate_recordset(null::${table}, $1::jsonb) returning 1)
     select count(*)::int as inserted from restored`,
    [JSON.stringify(lines.map((line) => line.row))],
  );
  return inserted;
}

/**
 * One batch in one transaction of its own, its lines bound as one JSON array that PostgreSQL turns
 * back into rows (a quarter faster than one array per column, and nothing to escape). The events' new
 * coordinates are that transaction's id and their own positions.
 */
async function insertEvents(
  database: Database,
  batch: readonly EventLine[],
  carrier: CheckpointCarrier<CheckpointLine>,
): Promise<number> {
  const { transactionId, inserted } = await database.transaction(async (transaction) => {
    const [row] = await transaction.query<{ transaction_id: string; inserted: number }>(
      `with restored as (
         insert into events (position, stream_id, stream_version, type, data, metadata, occurred_at) overriding system value
         select position, "streamId", "streamVersion", type, data, metadata, "occurredAt"
         from jsonb_to_recordset($1::jsonb)
           as line(position bigint, "streamId" text, "streamVersion" integer, type text, data jsonb, metadata jsonb, "occurredAt" timestamptz)
         returning 1)
       select pg_current_xact_id()::text as transaction_id, count(*)::int as inserted from restored`,
      [JSON.stringify(batch)],
    );
    return { transactionId: row.transaction_id, inserted: row.inserted };
  });
  for (const event of batch) carrier.restored(event, { transactionId, position: event.position });
  return inserted;
}

async function checkCounts(
  database: Database,
  file: string,
  contents: BackupContents,
  restored: { readonly people: number; readonly events: number },
): Promise<void> {
  const [held] = await database.query<{ events: string; people: string }>(
    'select (select count(*) from events) as events, (select count(*) from users) as people',
  );
  const expected = contents.counts;
  if (
    restored.people !== expected.people ||
    restored.events !== expected.events ||
    Number(held.people) !== expected.people ||
    Number(held.events) !== expected.events
  ) {
    throw new Error(
      `The restore of ${file} is incomplete: its last line counts ${expected.people} people and ${expected.events} events, ` +
        `but ${restored.people} people and ${restored.events} events were restored (the database holds ${held.people} and ${held.events}). ` +
        'Was the file changed while it was being restored?',
    );
  }
}
