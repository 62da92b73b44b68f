// The analysts' command-line tools, run as people run them, against a database of the test's own.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type { DatabaseEndpoint } from '../src/shared/database/database-endpoint';
import { seedTimerHistory } from '../src/shared/testing/seed-history';
import { createTestDatabase } from '../src/shared/testing/test-database';

const REPOSITORY_ROOT = join(__dirname, '..', '..');
const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const SAM = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('the replay and events commands', () => {
  let database: DatabaseEndpoint;

  const run = (script: string, ...args: string[]) =>
    promisify(execFile)(process.execPath, [join('backend/dist/cli', script), ...args], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    await run('replay.js'); // an empty history; it also brings the schema up to date
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
  });

  afterAll(() => database?.close());

  it('exports the event log as NDJSON, one event per line, in commit order', async () => {
    const { stdout } = await run('events.js', 'export');
    const events = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(events.map((event) => event.type)).toEqual(['TimerStarted', 'TimerStopped', 'TimerStarted', 'TimerStopped', 'TimerStarted', 'TimerStopped']);
    expect(events[1]).toMatchObject({ streamId: `timer-${ALEX}`, streamVersion: 2, data: { sessionType: 'work', durationSeconds: 28800 } });
  });

  it('narrows the export by type, person and time', async () => {
    const { stdout } = await run('events.js', 'export', '--type', 'TimerStopped', '--user', ALEX, '--since', '2026-11-16T16:30:00Z');
    const events = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'TimerStopped', data: { sessionType: 'commute' } });
  });

  it('refuses a time it cannot read, saying what it expects', async () => {
    await expect(run('events.js', 'export', '--since', 'last tuesday')).rejects.toMatchObject({
      stderr: expect.stringMatching(/--since must be an ISO 8601 time/),
    });
  });

  it('rebuilds the read models and prints a summary', async () => {
    const { stdout } = await run('replay.js');
    expect(stdout).toMatch(/Rebuilt active-timer, sessions, daily-balance, weekly-balance, monthly-balance, achievement-days, unlocked-achievements, reflections, friendships, challenges and swapped into \w+: 6 events in [\d.]+ s \(\d+ events\/s\)/);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query("select user_id, work_ms::int, commute_ms::int from weekly_balance order by work_ms desc");
      expect(rows).toEqual([
        { user_id: ALEX, work_ms: 8 * 3600_000, commute_ms: 3600_000 },
        { user_id: SAM, work_ms: 4 * 3600_000, commute_ms: 0 },
      ]);
    } finally {
      await client.end();
    }
  });

  it('names the read models it knows when asked for one it does not', async () => {
    await expect(run('replay.js', 'moods')).rejects.toMatchObject({
      stderr: expect.stringMatching(/Unknown read model moods\. Known: active-timer, sessions, daily-balance/),
    });
  });
});
