// The tools when a person interrupts them (Ctrl-C) or the machine kills them, over a history long
// enough to be caught half way: nothing half built is left looking valid, and what a killed run left
// is found, named and cleared by the next. And an export, like a rebuild, holds every committed event.
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { appendTimerEvents } from '#src/modules/timer/testing/seed-history';
import { type PastSession, recordedHistory } from '#src/modules/timer/testing/timer-sessions';
import { eventually } from '#src/shared/testing/eventually';
import { connectTo, openTransactionElsewhere } from '#src/shared/testing/sql-client';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { runTool, startTool } from '#src/shared/testing/tool-process';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;
const PEOPLE = 50;
const SESSIONS_EACH = 1_000;
const FIRST_START = Date.parse('2024-01-01T08:00:00Z');
const DAY_MS = 86_400_000;

/** One hour of work at 08:00 UTC every day from 2024-01-01. */
function dailyWorkSessions(days: number): PastSession[] {
  return Array.from({ length: days }, (_, n) => ({
    type: 'work',
    start: new Date(FIRST_START + n * DAY_MS),
    end: new Date(FIRST_START + n * DAY_MS + 3_600_000),
    timeZone: 'UTC',
  }));
}

onServer('interrupted and killed tools', () => {
  let database: DatabaseEndpoint;
  let sql: Client;
  const env = () => ({ DATABASE_URL: database.url });

  const buildSchemas = async () =>
    (
      await sql.query<{ nspname: string }>(
        "select nspname from pg_namespace where nspname like 'rebuild_%' or nspname like 'analysis_%' order by 1",
      )
    ).rows.map((row) => row.nspname);
  const versions = async () =>
    (await sql.query('select read_model, version, events, rebuilt_at::text from read_model_versions order by 1')).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    expect((await runTool('replay', [], env())).code).toBe(0);
    sql = await connectTo(database.url);
    // Fifty people with a thousand one-hour sessions each: 100,000 events, seconds to replay.
    const everyone = Array.from({ length: PEOPLE }, () => randomUUID()).flatMap((userId) =>
      recordedHistory(userId, dailyWorkSessions(SESSIONS_EACH)),
    );
    everyone.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    await appendTimerEvents(sql, everyone);
  });

  afterAll(async () => {
    await sql?.end();
    await database?.close();
  });

  /** Starts the tool and waits until it has begun filling its schema. */
  async function caughtHalfWay(args: string[]) {
    const running = startTool('replay', args, env());
    await eventually(buildSchemas, (schemas) => schemas.length > 0, 'the tool has created its schema');
    return running;
  }

  it('drops its schema and changes nothing when a replay is interrupted with Ctrl-C', async () => {
    const before = await versions();
    const replay = await caughtHalfWay([]);
    replay.child.kill('SIGINT');
    const outcome = await replay.done;
    expect(outcome.code).toBe(130);
    expect(outcome.stderr).toMatch(/Interrupted: stopping and cleaning up/);
    expect(outcome.stderr).toMatch(/The live read models are unchanged\./);
    expect(outcome.stdout).toBe('');
    expect(await buildSchemas()).toEqual([]);
    expect(await versions()).toEqual(before);
  });

  it('leaves no schema that looks valid when a build as of a moment is interrupted', async () => {
    const build = await caughtHalfWay(['--until', '2026-01-01T00:00:00Z']);
    build.child.kill('SIGINT');
    expect((await build.done).code).toBe(130);
    expect(await buildSchemas()).toEqual([]);
  });

  it('names and drops what a killed replay left behind on the next run', async () => {
    const killed = await caughtHalfWay([]);
    killed.child.kill('SIGKILL');
    await killed.done;
    const [left] = await buildSchemas();
    expect(left).toMatch(/^rebuild_/);

    const next = await runTool('replay', ['daily-balance'], env());
    expect(next.code).toBe(0);
    expect(next.stderr).toMatch(
      new RegExp(
        `Dropped schema ${left}, left by a replay that was interrupted \\(process ${killed.child.pid} on .*no longer runs\\)`,
      ),
    );
    expect(await buildSchemas()).toEqual([]);
  });

  it('builds again as of the same moment after a build was killed', async () => {
    const killed = await caughtHalfWay(['--until', '2026-01-01T00:00:00Z']);
    killed.child.kill('SIGKILL');
    await killed.done;
    expect(await buildSchemas()).toEqual(['analysis_20260101000000']);

    const again = await runTool('replay', ['--until', '2026-01-01T00:00:00Z', 'daily-balance'], env());
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(
      /Dropped schema analysis_20260101000000, left by an analysis build that was interrupted/,
    );
    // The sessions stopped by then: 731 days (2024 is a leap year) for each person.
    expect(again.stdout).toMatch(new RegExp(`into schema analysis_20260101000000 .*: ${731 * PEOPLE} events`));
    await sql.query('drop schema analysis_20260101000000 cascade');
  });

  it('exports every event committed when it starts, while a transaction is open elsewhere on the server', async () => {
    const elsewhere = await openTransactionElsewhere();
    try {
      const [started] = recordedHistory(randomUUID(), dailyWorkSessions(1));
      await appendTimerEvents(sql, [started]);
      const { code, stdout } = await runTool('events', ['export'], env());
      expect(code).toBe(0);
      const { rows } = await sql.query<{ count: string }>('select count(*) from events');
      expect(stdout.trim().split('\n')).toHaveLength(Number(rows[0].count));
      expect(stdout).toContain(`"streamId":"${started.streamId}"`);
    } finally {
      await elsewhere.close();
    }
  });
});
