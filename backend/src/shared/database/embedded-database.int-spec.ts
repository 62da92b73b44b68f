// The embedded database under the concurrency the app produces: many pooled connections, each with
// parameterised queries and short transactions, answered correctly and without protocol errors.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { eventually } from '#src/shared/testing/eventually';
import { Database } from './database';
import type { DatabaseEndpoint } from './database-endpoint';

describe('the embedded database', () => {
  describe('over the wire protocol', () => {
    let database: DatabaseEndpoint;
    let writers: Pool;
    let readers: Pool;

    beforeAll(async () => {
      database = await createTestDatabase('embedded');
      writers = new Pool({ connectionString: database.url, max: 10 });
      readers = new Pool({ connectionString: database.url, max: 4 });
      await writers.query('create table notes (id serial primary key, label text unique)');
      await writers.query("insert into notes (label) values ('first')");
    });

    afterAll(async () => {
      await writers.end();
      await readers.end();
      await database.close();
    });

    it('answers every connection its own parameterised queries while others run transactions', async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, async (_, index) => {
          const read = readers.query<{ label: string }>('select label from notes where label = $1', ['first']);
          const client = await writers.connect();
          let wrote: 'inserted' | 'duplicate';
          try {
            await client.query('begin');
            await client.query('insert into notes (label) values ($1)', [`label-${index % 20}`]);
            await client.query('commit');
            wrote = 'inserted';
          } catch (error) {
            await client.query('rollback');
            expect((error as Error).message).toMatch(/duplicate key/);
            wrote = 'duplicate';
          } finally {
            client.release();
          }
          expect((await read).rows).toEqual([{ label: 'first' }]);
          return wrote;
        }),
      );
      expect(outcomes.filter((outcome) => outcome === 'inserted')).toHaveLength(20);
      expect((await readers.query('select count(*)::int as count from notes')).rows).toEqual([{ count: 21 }]);
    });

    it("gives each connection's prepared statements names of their own, and ends them with the connection", async () => {
      const text = `select $1::text as said -- ${randomUUID()}`;
      const preparedCount = async () =>
        (
          await readers.query<{ count: number }>(
            'select count(*)::int as count from pg_prepared_statements where statement = $1',
            [text],
          )
        ).rows[0].count;
      const connections = [0, 1].map(() => new Database(database.url, { maxConnections: 1 }));
      try {
        for (const [index, connection] of connections.entries()) {
          for (const said of ['once', 'again']) {
            await expect(
              connection.transaction((transaction) => transaction.queryAndCommit(text, [`${said} ${index}`])),
            ).resolves.toEqual([{ said: `${said} ${index}` }]);
          }
        }
        expect(await preparedCount()).toBe(2);
      } finally {
        await Promise.all(connections.map((connection) => connection.close()));
      }
      await eventually(preparedCount, (count) => count === 0, "the closed connections' statements are gone");
    });

    it('starts a WAL file without filling it with zeroes inside a commit, and keeps the search path', async () => {
      const { rows } = await readers.query<{ wal_init_zero: string; search_path: string }>(
        "select current_setting('wal_init_zero') as wal_init_zero, current_setting('search_path') as search_path",
      );
      expect(rows).toEqual([{ wal_init_zero: 'off', search_path: 'public' }]);
    });
  });

  describe('behind the app', () => {
    let pause: TestApp;
    let dana: TestAgent;

    beforeAll(async () => {
      pause = await startTestApp({ database: 'embedded' });
      dana = await pause.signedIn({ email: 'dana@example.com', givenName: 'Dana' });
    });

    afterAll(() => pause.close());

    it('stores exactly one TimerStarted when fifty starts arrive at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => dana.post('/api/timer/start').send({ type: 'work' })),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
      const [{ count }] = await pause.sql.query<{ count: string }>(
        "select count(*) from events where type = 'TimerStarted'",
      );
      expect(Number(count)).toBe(1);
    });
  });

  describe('on a thread of its own', () => {
    // PGlite executes a statement synchronously; on the app's thread nothing else ran meanwhile (not
    // even reading the one-second poll's request). Counted, not timed: how many times a 10 ms interval
    // fired on the app's thread while the engine slept for a second (none when they share the thread).
    it("leaves the app's thread free while the engine runs a statement", async () => {
      const engineModule = join(__dirname, '..', '..', '..', 'dist', 'shared', 'database', 'embedded-database.js');
      const script = `
        const { serveEmbeddedDatabase } = require(${JSON.stringify(engineModule)});
        const { Client } = require('pg');
        (async () => {
          const database = await serveEmbeddedDatabase();
          const client = new Client({ connectionString: database.url });
          client.on('error', () => undefined);
          await client.connect();
          let ticks = 0;
          const ticking = setInterval(() => ticks++, 10);
          await client.query('select pg_sleep(1)');
          clearInterval(ticking);
          await client.end();
          await database.close();
          process.stdout.write(String(ticks));
        })();`;
      const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], {
        cwd: join(__dirname, '..', '..', '..', '..'),
      });
      expect(Number(stdout)).toBeGreaterThanOrEqual(10);
    });
  });
});
