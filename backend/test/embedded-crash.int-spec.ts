// The embedded database when the app is killed outright (kill -9, a crash, an out-of-memory kill)
// in the middle of people starting and stopping timers: the next start takes over the dead app's
// lock, and every command the app had acknowledged is still in the log, with read models that
// equal a rebuild. What this does and does not cover (power loss) is in docs/operations.md.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { advertisedDatabaseUrl, readModelRows } from '#src/shared/testing/embedded-folder';
import { withDatabase } from '#src/shared/testing/sql-client';
import { eventually } from '#src/shared/testing/eventually';
import { signIn } from '#src/shared/testing/sign-in';
import { runTool } from '#src/shared/testing/tool-process';

const EMBEDDED = { DATABASE_URL: undefined, REDIS_URL: undefined, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined };
const PEOPLE = ['kim', 'lou', 'max', 'noa'];

interface Acknowledged {
  readonly userId: string;
  readonly type: 'TimerStarted' | 'TimerStopped';
  readonly startedAt: string;
  readonly stoppedAt?: string;
}

describe('the embedded database after the app is killed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pause-crash-'));
  const start = (port?: number) =>
    startAppProcess({ command: ['node', 'backend/dist/main.js'], env: EMBEDDED, dataDir, port });
  let pause: AppProcess | undefined;

  afterAll(async () => {
    await pause?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged start and stop, starts again, and its read models equal a rebuild', async () => {
    pause = await start();
    const people: { agent: TestAgent; id: string }[] = [];
    for (const name of PEOPLE) {
      const agent = request.agent(pause.url);
      await signIn(agent, pause.url, { email: `${name}@example.com`, givenName: name });
      people.push({ agent, id: (await agent.get('/api/auth/user').expect(200)).body.id });
    }

    const acknowledged: Acknowledged[] = [];
    let killed = false;
    const work = async ({ agent, id }: { agent: TestAgent; id: string }) => {
      while (!killed) {
        try {
          const started = await agent.post('/api/timer/start').send({ type: 'work' });
          if (started.status === 201)
            acknowledged.push({ userId: id, type: 'TimerStarted', startedAt: started.body.startTime });
          const stopped = await agent.post('/api/timer/stop');
          if (stopped.status === 200) {
            acknowledged.push({
              userId: id,
              type: 'TimerStopped',
              startedAt: stopped.body.startTime,
              stoppedAt: stopped.body.endTime,
            });
          }
        } catch {
          return; // the app is gone: whatever was in flight was never acknowledged
        }
      }
    };
    const load = Promise.all(people.map(work));
    await eventually(
      () => acknowledged.length,
      (count) => count >= 120,
      'the people have had 120 commands acknowledged',
    );
    await pause.kill();
    killed = true;
    await load;

    const lock = join(dataDir, 'pglite.lock');
    expect(existsSync(lock)).toBe(true); // left behind by the killed app, naming it
    const deadPid = JSON.parse(readFileSync(lock, 'utf8')).process.pid as number;

    pause = await start(pause.port);
    expect(JSON.parse(readFileSync(lock, 'utf8')).process.pid).not.toBe(deadPid);
    const url = advertisedDatabaseUrl(dataDir);
    const logged = await withDatabase(url, async (client) => {
      const { rows } = await client.query<{ key: string }>(
        `select concat_ws('|', metadata->>'userId', type, data->>'startedAt', data->>'stoppedAt') as key from events
         where type in ('TimerStarted', 'TimerStopped')`,
      );
      return new Set(rows.map((row) => row.key));
    });
    const missing = acknowledged.filter(
      (ack) => !logged.has([ack.userId, ack.type, ack.startedAt, ack.stoppedAt].filter(Boolean).join('|')),
    );
    expect({ acknowledged: acknowledged.length, missing }).toEqual({ acknowledged: acknowledged.length, missing: [] });

    const rows = await readModelRows(url);
    const replay = await runTool('replay', [], { ...EMBEDDED, PAUSE_DATA_DIR: dataDir });
    expect(replay.code).toBe(0);
    expect(await readModelRows(url)).toEqual(rows);
    for (const { agent } of people) await agent.get('/api/timer/active').expect(200);
  });
});
