// npm run backup and npm run restore, run as people run them on a PostgreSQL server: a varied history
// built over HTTP, backed up and restored into another database; and every refusal, with a sentence and
// an exit code, changing nothing. On the embedded database: backup-restore-embedded.int-spec.ts.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Client } from 'pg';
import {
  EVALUATE_PERSON,
  EvaluateAchievementsProcessor,
} from '#src/modules/achievements/reactions/evaluate-achievements.processor';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
import { befriend } from '#src/modules/friends/testing/befriend';
import { connectTo, openTransactionElsewhere } from '#src/shared/testing/sql-client';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { runTool, startTool } from '#src/shared/testing/tool-process';
import { appendTimerEvents } from '#src/modules/timer/testing/seed-history';
import { recordedHistory } from '#src/modules/timer/testing/timer-sessions';
import { trackSession } from '#src/modules/timer/testing/track-session';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Line = Record<string, any>;

function linesOf(file: string): Line[] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
}

function writeLines(file: string, lines: readonly Line[]): void {
  writeFileSync(file, gzipSync(lines.map((line) => `${JSON.stringify(line)}\n`).join('')));
}

/** Everything a restore must bring back, and everything it rebuilds, in a comparable form. */
async function contentsOf(sql: Client, readModelTables: readonly string[]) {
  const events = await sql.query(
    // Ordered by the table's columns: a bare `position` would sort the text alias, "10" before "9".
    'select position::text, stream_id, stream_version, type, data, metadata, occurred_at from events order by events.transaction_id, events.position',
  );
  const users = await sql.query('select * from users order by id');
  const keys = await sql.query('select * from personal_data_keys order by user_id');
  const readModels: Record<string, unknown[]> = {};
  for (const table of readModelTables)
    readModels[table] = (await sql.query(`select t.* from "${table}" t order by t::text`)).rows;
  const checkpoints = await sql.query('select name, position::text from subscription_checkpoints order by name');
  return { events: events.rows, users: users.rows, keys: keys.rows, readModels, checkpoints: checkpoints.rows };
}

/** What the subscriptions and rebuilds can read: events whose transaction is older than every running one. */
async function readableEvents(sql: Client): Promise<{ readable: number; all: number }> {
  const { rows } = await sql.query<{ readable: number; all: number }>(
    `select count(*) filter (where transaction_id < pg_snapshot_xmin(pg_current_snapshot()))::int as readable, count(*)::int as all from events`,
  );
  return rows[0];
}

describe('backup and restore on a PostgreSQL server', () => {
  const targets: DatabaseEndpoint[] = [];
  let folder: string;
  let pause: TestApp;
  let original: Client;
  let backup: string;
  let readModelTables: string[];

  const emptyDatabase = async () => {
    const database = await createTestDatabase();
    targets.push(database);
    return database;
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'pause-backups-'));
    pause = await startTestApp();
    original = await connectTo(pause.databaseUrl);
    readModelTables = [
      ...new Set(
        pause.app
          .get(InlineProjections)
          .all()
          .flatMap((projector) => projector.tables),
      ),
    ];

    const alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex', familyName: 'Rivera' });
    const sam = await pause.signedIn({ email: 'sam@example.com', givenName: 'Sam' });
    const jo = await pause.signedIn({ email: 'jo@example.com', givenName: 'Jo' });
    await alex.patch('/api/auth/user').send({ timeZone: 'Europe/Paris' }).expect(200);
    const samId = (await sam.get('/api/auth/user')).body.id as string;

    pause.clock.set('2026-11-16T07:00:00.000Z');
    await trackSession(alex, pause.clock, 'commute', 40);
    await trackSession(alex, pause.clock, 'work', 8 * 60);
    await trackSession(sam, pause.clock, 'work', 6 * 60);
    await befriend(alex, sam, 'sam@example.com');
    await alex
      .post('/api/reflections')
      .send({ content: '  Dinner with "Sam" \\ {not, an, array} — ünïcödé 🌙\n', weekStart: '2026-11-16' })
      .expect(201);
    await alex.post('/api/challenges').send({ challengedId: samId, weekStart: '2026-11-23' }).expect(201);
    pause.clock.set('2026-11-17T23:00:05.000Z');
    await pause.app
      .get(EvaluateAchievementsProcessor)
      .process({ id: 'evaluate-sam', name: EVALUATE_PERSON, data: { userId: samId }, attempt: 1 });
    await jo.post('/api/timer/start').send({ type: 'commute' }).expect(201);
    await pause.app.get(EventSubscriptions).catchUp();

    const made = await runTool('backup', [], { DATABASE_URL: pause.databaseUrl, INIT_CWD: folder });
    expect(made).toMatchObject({ code: 0, stderr: '' });
    const [name] = readdirSync(folder);
    backup = join(folder, name);
  });

  afterAll(async () => {
    await original?.end();
    await pause?.close();
    for (const target of targets) await target.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('writes the backup in the folder npm was run from, named after the UTC time, and says what it holds', async () => {
    expect(backup).toMatch(/\/pause-backup-\d{8}T\d{6}Z\.ndjson\.gz$/);
    expect(statSync(backup).mode & 0o777).toBe(0o600); // it holds people's emails
    const { rows } = await original.query<{ people: number; keys: number; events: number }>(
      `select (select count(*) from users)::int as people, (select count(*) from personal_data_keys)::int as keys,
              (select count(*) from events)::int as events`,
    );
    const lines = linesOf(backup);
    expect(lines[0]).toMatchObject({
      kind: 'pause-backup',
      formatVersion: 2,
      migrations: expect.arrayContaining(['Migration20261121Foundation']),
    });
    expect(lines[lines.length - 1]).toEqual({
      kind: 'end',
      counts: { people: rows[0].people, keys: rows[0].keys, events: rows[0].events, checkpoints: expect.any(Number) },
    });
    expect(lines.filter((line) => line.kind === 'checkpoint').length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.kind))).toEqual(
      new Set(['pause-backup', 'person', 'key', 'event', 'checkpoint', 'end']),
    );
    // What people typed stays sealed in the file, as in the database.
    const reflection = lines.find((line) => line.kind === 'event' && line.type === 'ReflectionRecorded');
    expect(reflection?.data.content).toEqual(expect.objectContaining({ cipher: 'aes-256-gcm' }));
    expect(gunzipSync(readFileSync(backup)).toString('utf8')).not.toContain('Dinner with');
    expect(lines.some((line) => line.kind === 'event' && line.type === 'AchievementUnlocked')).toBe(true);
  });

  it('restores into an empty database every person, every event in order, the checkpoints, and read models equal to the original', async () => {
    const target = await emptyDatabase();
    const restored = await runTool('restore', [backup], { DATABASE_URL: target.url });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /^Restored 3 people, \d+ events and \d+ subscription checkpoints? from .*; rebuilt 12 read models\. Everyone signs in again\.\n$/,
    );

    const copy = await connectTo(target.url);
    try {
      expect(await contentsOf(copy, readModelTables)).toEqual(await contentsOf(original, readModelTables));
      const { readable, all } = await readableEvents(copy);
      expect(readable).toBe(all);
      const { rows: checkpointsOnEvents } = await copy.query(
        `select c.name from subscription_checkpoints c
         where not exists (select 1 from events e where e.transaction_id = c.transaction_id and e.position = c.position)`,
      );
      expect(checkpointsOnEvents).toEqual([]);

      const replayed = await runTool('replay', [], { DATABASE_URL: target.url });
      expect(replayed.code).toBe(0);
      const { rows } = await copy.query<{ count: number }>('select count(*)::int as count from events');
      expect(replayed.stdout).toMatch(new RegExp(`: ${rows[0].count} events in `));
      expect((await contentsOf(copy, readModelTables)).readModels).toEqual(
        (await contentsOf(original, readModelTables)).readModels,
      );

      // New events carry on after the restored ones.
      const lastPosition = async () =>
        BigInt((await copy.query<{ last: string }>('select max(position)::text as last from events')).rows[0].last);
      const restoredUpTo = await lastPosition();
      const start = new Date();
      const [started] = recordedHistory(randomUUID(), [{ type: 'work', start, end: start, timeZone: 'UTC' }]);
      await appendTimerEvents(copy, [started]);
      expect(await lastPosition()).toBeGreaterThan(restoredUpTo);
    } finally {
      await copy.end();
    }
  });

  it('restores a backup of format 1, from before personal-data keys, sealing what it held in clear', async () => {
    const { rows } = await original.query<{ content: string }>('select content from reflections');
    const inClear = rows[0].content;
    const formatOne = join(folder, 'format-1.ndjson.gz');
    writeLines(
      formatOne,
      linesOf(backup)
        .filter((line) => line.kind !== 'key')
        .map((line) => {
          if (line.kind === 'pause-backup') return { ...line, formatVersion: 1 };
          if (line.kind === 'end') return { ...line, counts: { ...line.counts, keys: undefined } };
          if (line.kind === 'event' && line.type === 'ReflectionRecorded') {
            return { ...line, data: { ...line.data, content: inClear } };
          }
          return line;
        }),
    );
    const target = await emptyDatabase();
    const restored = await runTool('restore', [formatOne], { DATABASE_URL: target.url });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Sealed 1 personal field the backup held in clear\./);
    const copy = await connectTo(target.url);
    try {
      const sealed = await copy.query(
        "select data -> 'content' as content from events where type = 'ReflectionRecorded'",
      );
      expect(sealed.rows[0].content).toEqual(expect.objectContaining({ cipher: 'aes-256-gcm' }));
      expect((await copy.query('select content from reflections')).rows).toEqual([{ content: inClear }]);
    } finally {
      await copy.end();
    }
  });

  it('restores a backup from a server whose transaction ids are far ahead, so that subscriptions still see every event', async () => {
    const ahead = join(folder, 'from-a-busier-server.ndjson.gz');
    const shift = (id: string) => String(BigInt(id) + 1_000_000_000_000n);
    writeLines(
      ahead,
      linesOf(backup).map((line) =>
        line.kind === 'event' || line.kind === 'checkpoint'
          ? { ...line, transactionId: shift(line.transactionId) }
          : line,
      ),
    );
    const target = await emptyDatabase();
    expect((await runTool('restore', [ahead], { DATABASE_URL: target.url })).code).toBe(0);
    const copy = await connectTo(target.url);
    try {
      const { all, readable } = await readableEvents(copy);
      expect(readable).toBe(all);
      expect(await contentsOf(copy, readModelTables)).toEqual(await contentsOf(original, readModelTables));
    } finally {
      await copy.end();
    }
  });

  describe('refuses, with a sentence and an exit code, changing nothing', () => {
    it('a database that is not empty', async () => {
      const before = await contentsOf(original, readModelTables);
      const refused = await runTool('restore', [backup], { DATABASE_URL: pause.databaseUrl });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(
        /The database pause_test_\w+ on 127\.0\.0\.1:5432 is not empty: it holds \d+ events and 3 people\./,
      );
      expect(refused.stderr).toMatch(/create one .*point DATABASE_URL at it/);
      expect(await contentsOf(original, readModelTables)).toEqual(before);
    });

    it.each([
      [
        'a backup cut short',
        (file: string) =>
          writeFileSync(file, readFileSync(backup).subarray(0, Math.floor(readFileSync(backup).length / 2))),
        2,
        /is incomplete: it stops after line \d+/,
      ],
      [
        'a backup that lost its last line',
        (file: string) => writeLines(file, linesOf(backup).slice(0, -1)),
        2,
        /is incomplete: it stops after line \d+, without the last line/,
      ],
      [
        'a file that is not a backup',
        (file: string) => writeFileSync(file, '{"position":"1","type":"TimerStarted"}\n'),
        2,
        /is not a Pause backup: it is not gzip-compressed/,
      ],
      [
        'an export of the events',
        (file: string) =>
          writeLines(
            file,
            linesOf(backup).filter((line) => line.kind === 'event'),
          ),
        2,
        /is not a Pause backup: its first line is not the one npm run backup writes first/,
      ],
      [
        'a backup from a newer Pause',
        (file: string) =>
          writeLines(
            file,
            linesOf(backup).map((line, index) =>
              index === 0 ? { ...line, migrations: [...line.migrations, 'Migration20990101Moods'] } : line,
            ),
          ),
        2,
        /written by a newer version of Pause: .*\(Migration20990101Moods\)/,
      ],
      ['a file that does not exist', () => undefined, 2, /There is no file .*\.ndjson\.gz\./],
    ])('%s', async (_what, make, code, message) => {
      const file = join(folder, `refused-${Math.random().toString(36).slice(2)}.ndjson.gz`);
      make(file);
      const target = await emptyDatabase();
      const refused = await runTool('restore', [file], { DATABASE_URL: target.url });
      expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code, stdout: '' });
      expect(refused.stderr).toMatch(message);
      expect(refused.stderr).not.toMatch(/at \w+ \(/); // a sentence, not a stack
      const copy = await connectTo(target.url);
      try {
        // Refused before the database was even opened: not a table was created.
        expect(
          (await copy.query("select count(*)::int as tables from pg_tables where schemaname = 'public'")).rows,
        ).toEqual([{ tables: 0 }]);
      } finally {
        await copy.end();
      }
    });

    it('an --output file that exists', async () => {
      const existing = join(folder, 'existing.ndjson.gz');
      writeFileSync(existing, 'keep me');
      const refused = await runTool('backup', ['--output', existing], { DATABASE_URL: pause.databaseUrl });
      expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code: 2, stdout: '' });
      expect(refused.stderr).toMatch(
        /existing\.ndjson\.gz already exists: give another --output, or move that file away first\./,
      );
      expect(readFileSync(existing, 'utf8')).toBe('keep me');
    });
  });

  it('a backup taken while another transaction is open on the server holds every event committed before it started', async () => {
    const elsewhere = await openTransactionElsewhere();
    try {
      const alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex' });
      pause.clock.set('2026-11-18T08:00:00.000Z');
      await trackSession(alex, pause.clock, 'work', 60);
      const committed = (
        await original.query('select position::text from events order by events.transaction_id, events.position')
      ).rows.map((row) => row.position);

      const file = join(folder, 'while-another-transaction-is-open.ndjson.gz');
      const made = await runTool('backup', ['--output', file], { DATABASE_URL: pause.databaseUrl });
      expect(made.code).toBe(0);
      expect(
        linesOf(file)
          .filter((line) => line.kind === 'event')
          .map((line) => line.position),
      ).toEqual(committed);
    } finally {
      await elsewhere.close();
    }
  });

  it('a backup interrupted with Ctrl-C leaves no file behind, and a restore interrupted leaves the database empty again', async () => {
    const target = await emptyDatabase();
    expect((await runTool('replay', [], { DATABASE_URL: target.url })).code).toBe(0); // brings the schema up to date
    const sql = await connectTo(target.url);
    try {
      await sql.query(
        `insert into events (stream_id, stream_version, type, data, metadata, occurred_at)
         select 'notes', n, 'NoteTaken', jsonb_build_object('text', repeat('x', 200)), '{}', now() from generate_series(1, 100000) n`,
      );
    } finally {
      await sql.end();
    }
    const interrupted = join(folder, 'interrupted');
    mkdirSync(interrupted);
    const output = join(interrupted, 'backup.ndjson.gz');
    const backingUp = startTool('backup', ['--output', output], { DATABASE_URL: target.url });
    while (readdirSync(interrupted).length === 0 && backingUp.child.exitCode === null) await aMoment();
    backingUp.child.kill('SIGINT');
    const outcome = await backingUp.done;
    expect(outcome.code).toBe(130);
    expect(outcome.stderr).toMatch(/Interrupted/);
    expect(readdirSync(interrupted)).toEqual([]);

    // The same history, backed up whole, then a restore interrupted half-way.
    expect((await runTool('backup', ['--output', output], { DATABASE_URL: target.url })).code).toBe(0);
    const second = await emptyDatabase();
    const restoring = startTool('restore', [output], { DATABASE_URL: second.url });
    const watcher = await connectTo(second.url);
    try {
      const hasEvents = async () =>
        (await watcher.query("select to_regclass('events') is not null as migrated")).rows[0].migrated === true &&
        (await watcher.query('select exists (select 1 from events) as some')).rows[0].some === true;
      while (!(await hasEvents()) && restoring.child.exitCode === null) await aMoment();
      restoring.child.kill('SIGINT');
      const stopped = await restoring.done;
      expect(stopped.code).toBe(130);
      expect(stopped.stderr).toMatch(/The restore did not finish; the database is empty again\./);
      const { rows } = await watcher.query(
        'select (select count(*) from events)::int as events, (select count(*) from users)::int as people',
      );
      expect(rows).toEqual([{ events: 0, people: 0 }]);
    } finally {
      if (restoring.child.exitCode === null) restoring.child.kill('SIGKILL');
      await watcher.end();
    }
  });

  // Last in this block: Jo's deletion changes the original database the tests above compare with.
  it('deletes again, as a later backup records, the accounts deleted after the restored backup was taken', async () => {
    const jo = await pause.signedIn({ email: 'jo@example.com', givenName: 'Jo' });
    const joId = (await jo.get('/api/auth/user').expect(200)).body.id as string;
    await jo.delete('/api/auth/user').send({ confirmation: 'jo@example.com' }).expect(204);
    await pause.app.get(EventSubscriptions).catchUp();
    const later = join(folder, 'after-jo-left.ndjson.gz');
    expect((await runTool('backup', ['--output', later], { DATABASE_URL: pause.databaseUrl })).code).toBe(0);

    // Given the wrong way round, nothing is restored.
    const target = await emptyDatabase();
    const swapped = await runTool('restore', [later, '--forget-deleted-in', backup], { DATABASE_URL: target.url });
    expect(swapped.code).toBe(2);
    expect(swapped.stderr).toMatch(/was taken at .*, before .*after-jo-left\.ndjson\.gz .*takes a backup taken after/);

    const restored = await runTool('restore', [backup, '--forget-deleted-in', later], { DATABASE_URL: target.url });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /^Restored 3 people, .*\/after-jo-left\.ndjson\.gz records 1 deleted account: 1 was in this backup and is deleted again\. Everyone signs in again\.\n$/,
    );
    const copy = await connectTo(target.url);
    try {
      const restoredContents = await contentsOf(copy, readModelTables);
      const originalContents = await contentsOf(original, readModelTables);
      expect(restoredContents.users.map((user) => user.id)).toEqual(originalContents.users.map((user) => user.id));
      expect(restoredContents.users.map((user) => user.email).sort()).toEqual(['alex@example.com', 'sam@example.com']);
      expect(JSON.stringify(restoredContents.readModels)).not.toContain(joId);
      expect(JSON.stringify(restoredContents.readModels)).toContain(restoredContents.users[0].id);
      const { rows: joKey } = await copy.query('select key, destroyed_at from personal_data_keys where user_id = $1', [
        joId,
      ]);
      expect(joKey).toEqual([{ key: null, destroyed_at: expect.any(Date) }]);
      const { rows: deletions } = await copy.query(
        "select count(*)::int as count from events where type = 'AccountDeleted'",
      );
      expect(deletions).toEqual([{ count: 1 }]);
    } finally {
      await copy.end();
    }
  });
});

function aMoment(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 10));
}
