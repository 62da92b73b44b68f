// The analysts' command-line tools, run as people run them, against a database of the test's own:
// what they produce, and every mistake refused with a sentence and exit code 2 before anything changes.
import type { Client } from 'pg';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { seedTimerHistory } from '#src/modules/timer/testing/seed-history';
import { connectTo } from '#src/shared/testing/sql-client';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { TOOL_NAMES, type ToolName, runTool } from '#src/shared/testing/tool-process';
import { timerStreamId } from '#src/modules/timer/timer.events';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const SAM = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('the replay and events commands', () => {
  let database: DatabaseEndpoint;
  let sql: Client;

  const run = (tool: ToolName, ...args: string[]) => runTool(tool, args, { DATABASE_URL: database.url });
  const lines = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  const schemas = async () =>
    (
      await sql.query<{ nspname: string }>(
        "select nspname from pg_namespace where nspname like 'analysis_%' or nspname like 'rebuild_%' order by 1",
      )
    ).rows.map((row) => row.nspname);

  beforeAll(async () => {
    database = await createTestDatabase();
    expect((await run('replay')).code).toBe(0); // an empty history; it also brings the schema up to date
    const session = (type: 'work' | 'commute', start: string, end: string) => ({
      type,
      start: new Date(start),
      end: new Date(end),
      timeZone: 'Europe/Paris',
    });
    await seedTimerHistory(database.url, ALEX, [
      session('work', '2026-11-16T08:00:00Z', '2026-11-16T16:00:00Z'),
      session('commute', '2026-11-16T16:00:00Z', '2026-11-16T17:00:00Z'),
    ]);
    await seedTimerHistory(database.url, SAM, [session('work', '2026-11-17T08:00:00Z', '2026-11-17T12:00:00Z')]);
    sql = await connectTo(database.url);
    await sql.query(
      `insert into users (id, issuer, subject, email, first_name, created_at, updated_at)
       values ($1, 'https://id.example', 'alex', 'Alex@Example.com', 'Alex', now(), now())`,
      [ALEX],
    );
  });

  afterAll(async () => {
    await sql?.end();
    await database?.close();
  });

  it('exports the event log as NDJSON, one event per line, in commit order', async () => {
    const { code, stdout } = await run('events', 'export');
    expect(code).toBe(0);
    const events = lines(stdout);
    expect(events.map((event) => event.type)).toEqual([
      'TimerStarted',
      'TimerStopped',
      'TimerStarted',
      'TimerStopped',
      'TimerStarted',
      'TimerStopped',
    ]);
    expect(events[1]).toMatchObject({
      streamId: timerStreamId(ALEX),
      streamVersion: 2,
      data: { sessionType: 'work', durationSeconds: 28800 },
    });
  });

  it('narrows the export by type, person and time', async () => {
    const { stdout } = await run(
      'events',
      'export',
      '--type',
      'TimerStopped',
      '--user',
      ALEX,
      '--since',
      '2026-11-16T16:30:00Z',
    );
    const events = lines(stdout);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'TimerStopped', data: { sessionType: 'commute' } });
  });

  it('finds the person by email, whatever its case', async () => {
    const { code, stdout } = await run('events', 'export', '--type', 'TimerStopped', '--user', 'alex@example.COM');
    expect(code).toBe(0);
    expect(lines(stdout).map((event) => event.data.sessionType)).toEqual(['work', 'commute']);
  });

  it('rebuilds the read models and prints a summary', async () => {
    const { code, stdout } = await run('replay');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /Rebuilt achievement-days, active-timer, challenges, daily-balance, facts-version, friendships, monthly-balance, reflections, session-labels, sessions, unlocked-achievements, weekly-balance and swapped into \w+: 6 events in [\d.]+ s \(\d+ events\/s\)/,
    );
    const { rows } = await sql.query(
      'select user_id, work_ms::int, commute_ms::int from weekly_balance order by work_ms desc',
    );
    expect(rows).toEqual([
      { user_id: ALEX, work_ms: 8 * 3600_000, commute_ms: 3600_000 },
      { user_id: SAM, work_ms: 4 * 3600_000, commute_ms: 0 },
    ]);
  });

  it('builds the read models as of a past moment into a schema, and refuses to build the same one twice', async () => {
    const first = await run('replay', '--until', '2026-11-16T23:00:00+01:00');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/into schema analysis_20261116220000 \(as of 2026-11-16T22:00:00.000Z\): 4 events/);
    const again = await run('replay', '--until', '2026-11-16T23:00:00+01:00');
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(
      /Schema analysis_20261116220000 already exists \(an analysis as of 2026-11-16T22:00:00.000Z/,
    );
    expect(again.stderr).toMatch(/drop schema analysis_20261116220000 cascade/);
    expect(again.stderr).not.toMatch(/at \w+ \(/); // a sentence, not a stack
    await sql.query('drop schema analysis_20261116220000 cascade');
  });

  describe('refuses mistakes with a sentence and exit code 2, changing nothing', () => {
    let rebuiltAt: string;

    beforeAll(async () => {
      rebuiltAt = (
        await sql.query("select rebuilt_at::text from read_model_versions where read_model = 'weekly-balance'")
      ).rows[0].rebuilt_at;
    });

    afterEach(async () => {
      expect(await schemas()).toEqual([]);
      const { rows } = await sql.query(
        "select rebuilt_at::text from read_model_versions where read_model = 'weekly-balance'",
      );
      expect(rows[0].rebuilt_at).toBe(rebuiltAt);
    });

    it.each([
      ['a date that does not exist', ['replay', '--until', '2026-02-30T00:00:00Z'], /February 2026 has 28 days/],
      ['a number for a time', ['events', 'export', '--since', '1'], /--since 1 is not a date-time/],
      ['a large number for a time', ['replay', '--until', '99999'], /--until 99999 is not a date-time/],
      ['a time without a zone', ['replay', '--until', '2026-06-30T12:00:00'], /has no time zone: add Z for UTC/],
      ['words for a time', ['events', 'export', '--since', 'last tuesday'], /is not a date-time: write it in ISO 8601/],
      [
        'a moment in the future',
        ['replay', '--until', '2999-01-01T00:00:00Z'],
        /--until 2999-01-01T00:00:00Z is in the future/,
      ],
      [
        '--schema without --until',
        ['replay', '--schema', 'q2_close'],
        /add --until TIME to build one, or drop --schema/,
      ],
      [
        'a schema name that is not one',
        ['replay', '--until', '2026-06-30T00:00:00Z', '--schema', 'Robert"; drop table events; --'],
        /is not a schema name Pause can create/,
      ],
      [
        'an unknown read model',
        ['replay', 'moods'],
        /Unknown read model moods\. Known: achievement-days, active-timer, challenges, daily-balance/,
      ],
      [
        'an unknown event type',
        ['events', 'export', '--type', 'TimerPaused'],
        /Unknown event type TimerPaused\. Known: AccountDeleted, AchievementMoved, AchievementRevoked, AchievementUnlocked, .*TimerStopped/,
      ],
      [
        'an email nobody signed in with',
        ['events', 'export', '--user', 'nobody@example.com'],
        /nobody with this email has signed in/,
      ],
      [
        'an id nobody has',
        ['events', 'export', '--user', '11111111-2222-4333-8444-555555555555'],
        /nobody with this id/,
      ],
      ['a name for a person', ['events', 'export', '--user', 'alex'], /neither a person's id .* nor an email/],
      ['a command other than export', ['events', 'import'], /Unknown command "import": export is the only one/],
    ])('%s', async (_mistake, [tool, ...args], message) => {
      const { code, stdout, stderr } = await run(tool as ToolName, ...args);
      expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
      expect(stderr).toMatch(message);
    });
  });

  it.each([['replay'], ['events']] as const)('%s --help lists its options and exit codes', async (tool) => {
    const { code, stdout } = await run(tool, '--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/--until/);
    expect(stdout).toMatch(/Exit codes:[\s\S]*2 +a mistake in the command/);
  });
});

describe("every tool's --help", () => {
  it.each(TOOL_NAMES)(
    'npm run %s -- --help lists its options and gives an example, touching no database',
    async (tool) => {
      const { code, stdout, stderr } = await runTool(tool, ['--help'], {
        DATABASE_URL: undefined,
        REDIS_URL: undefined,
      });
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout).toMatch(new RegExp(`^Usage: npm run ${tool} -- `));
      expect(stdout).toMatch(/-h, --help +show this help/);
      expect(stdout).toMatch(new RegExp(`Examples:\n(  .*\n)*  .*npm run ${tool}\\b`));
    },
  );

  it('npm run worker refuses an unknown option with a sentence and exit code 2', async () => {
    const { code, stdout, stderr } = await runTool('worker', ['--concurrency', '4']);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toMatch(/Unknown option '--concurrency'.*add --help for more/);
  });

  it('npm run worker without Redis says what it needs and exits 1', async () => {
    // The worker is a service: it says so in its log, on standard output, like everything it logs.
    const { code, stdout, stderr } = await runTool('worker', [], { REDIS_URL: undefined });
    expect(code).toBe(1);
    expect(stdout + stderr).toMatch(/The worker needs REDIS_URL and DATABASE_URL/);
  });
});
