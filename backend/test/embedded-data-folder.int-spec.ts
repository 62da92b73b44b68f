// The embedded database as a person meets it: `npm start` with nothing configured, the tools run
// beside it, a second start by mistake, a restart. One engine ever opens the data folder; the tools
// use the running app's; nothing acknowledged is lost and the read models always equal a rebuild.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { befriend } from '#src/modules/friends/testing/befriend';
import { advertisedDatabaseUrl, readModelRows } from '#src/shared/testing/embedded-folder';
import { withDatabase } from '#src/shared/testing/sql-client';
import { signIn } from '#src/shared/testing/sign-in';
import { runTool } from '#src/shared/testing/tool-process';

const EMBEDDED = { DATABASE_URL: undefined, REDIS_URL: undefined, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined };

describe('the embedded data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pause-folder-'));
  const tool = (name: 'replay' | 'events', ...args: string[]) =>
    runTool(name, args, { ...EMBEDDED, PAUSE_DATA_DIR: dataDir });
  const start = (port?: number) =>
    startAppProcess({ command: ['node', 'backend/dist/main.js'], env: EMBEDDED, dataDir, port });
  let pause: AppProcess | undefined;

  afterAll(async () => {
    await pause?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function person(app: AppProcess, email: string, givenName: string): Promise<TestAgent> {
    const agent = request.agent(app.url);
    await signIn(agent, app.url, { email, givenName });
    return agent;
  }

  const friendsOf = async (agent: TestAgent) =>
    ((await agent.get('/api/friends').expect(200)).body as { friendUser: { firstName: string } }[])
      .map((f) => f.friendUser.firstName)
      .sort();

  /** Sessions, one after another, each acknowledged by the app; returns how many stops it acknowledged. */
  async function timeSessions(agent: TestAgent, type: 'work' | 'commute', count: number): Promise<number> {
    for (let i = 0; i < count; i++) {
      await agent.post('/api/timer/start').send({ type }).expect(201);
      await agent.post('/api/timer/stop').expect(200);
    }
    return count;
  }

  const stoppedSessions = (url: string) =>
    withDatabase(url, async (client) =>
      Number((await client.query("select count(*) from events where type = 'TimerStopped'")).rows[0].count),
    );

  it('runs the replay and the export beside the running app, then serves every friendship and session, before and after a restart', async () => {
    pause = await start();
    const ann = await person(pause, 'ann@example.com', 'Ann');
    const ben = await person(pause, 'ben@example.com', 'Ben');
    await befriend(ann, ben, 'ben@example.com');
    let acknowledged = await timeSessions(ann, 'work', 3);

    // During: people keep working while an analyst replays and exports.
    const cid = await person(pause, 'cid@example.com', 'Cid');
    const [replay, exported, ...written] = await Promise.all([
      tool('replay'),
      tool('events', 'export'),
      timeSessions(ann, 'commute', 5),
      timeSessions(ben, 'work', 5),
      cid.post('/api/friends/request').send({ friendEmail: 'ann@example.com' }).expect(201),
    ]);
    acknowledged += (written[0] as number) + (written[1] as number);
    expect(replay).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Rebuilt .* and swapped into public: \d+ events/),
    });
    expect(replay.stderr).toMatch(/Pause is running \(process \d+ on .*\): using its database/);
    expect(exported.code).toBe(0);
    const exportedTypes = exported.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).type as string);
    expect(exportedTypes.filter((type) => type === 'FriendRequestAccepted')).toHaveLength(1);

    // After: the read models still move.
    const [fromCid] = (await ann.get('/api/friends/requests').expect(200)).body;
    await ann.patch(`/api/friends/${fromCid.id}`).send({ status: 'accepted' }).expect(200);
    expect(await friendsOf(ann)).toEqual(['Ben', 'Cid']);
    acknowledged += await timeSessions(cid, 'work', 2);
    const url = advertisedDatabaseUrl(dataDir);
    expect(await stoppedSessions(url)).toBe(acknowledged);

    // The read models equal a rebuild, and a restart keeps everything.
    const before = await readModelRows(url);
    expect((await tool('replay')).code).toBe(0);
    expect(await readModelRows(url)).toEqual(before);
    const port = pause.port;
    await pause.stop();
    pause = await start(port);
    expect(await friendsOf(ann)).toEqual(['Ben', 'Cid']);
    expect(await friendsOf(cid)).toEqual(['Ann']);
    expect((await ben.get('/api/timer/active').expect(200)).body).toBeNull();
    const restartedUrl = advertisedDatabaseUrl(dataDir);
    expect(await readModelRows(restartedUrl)).toEqual(before);
    expect(await stoppedSessions(restartedUrl)).toBe(acknowledged);
    const exportedAfter = await tool('events', 'export', '--type', 'TimerStopped');
    expect(exportedAfter.stdout.trim().split('\n')).toHaveLength(acknowledged);
  });

  it('refuses a second start on the same folder with a sentence, and leaves the first serving', async () => {
    pause ??= await start();
    const ann = await person(pause, 'ann@example.com', 'Ann');
    const rows = await readModelRows(advertisedDatabaseUrl(dataDir));

    const second = start().then(
      () => 'it started',
      (error: Error) => error.message,
    );
    const refusal = await second;
    expect(refusal).toMatch(/Pause exited with 1 before it was ready/);
    expect(refusal).toMatch(
      new RegExp(
        `Pause is already running with the data folder ${dataDir} \\(npm start, process \\d+ on .*\\)\\. Stop it first, or set PAUSE_DATA_DIR`,
      ),
    );
    expect(refusal).not.toMatch(/Applied \d+ migration/);

    expect(pause.exitCode()).toBeNull();
    await ann.post('/api/timer/start').send({ type: 'work' }).expect(201);
    await ann.post('/api/timer/stop').expect(200);
    const after = await readModelRows(advertisedDatabaseUrl(dataDir));
    expect(after.sessions.length).toBe(rows.sessions.length + 1);
  });

  it('refuses `npm start` on a folder in use before rebuilding the files the running app serves', async () => {
    pause ??= await start();
    const built = statSync(join(__dirname, '..', 'dist', 'main.js')).mtimeMs;
    const refusal = await startAppProcess({ command: ['npm', 'start'], env: EMBEDDED, dataDir }).then(
      () => 'it started',
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/Pause exited with 1 before it was ready/);
    expect(refusal).toMatch(/Pause is already running with the data folder .* Stop it first, or set PAUSE_DATA_DIR/);
    expect(statSync(join(__dirname, '..', 'dist', 'main.js')).mtimeMs).toBe(built);
    expect(pause.exitCode()).toBeNull();
  });
});
