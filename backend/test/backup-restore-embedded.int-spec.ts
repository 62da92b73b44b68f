// npm run backup and npm run restore on the embedded database, as a person runs them: the app running
// as a process, its data folder restored while it is stopped, and refused while it runs. Nothing here
// touches the PostgreSQL server, so it runs beside the other integration files, not alone on the
// server as backup-restore.int-spec.ts must (jest.config.js).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { befriend } from '#src/modules/friends/testing/befriend';
import { freePort, startAppProcess } from '#src/shared/testing/app-process';
import { signIn } from '#src/shared/testing/sign-in';
import { runTool } from '#src/shared/testing/tool-process';

const EMBEDDED = { DATABASE_URL: undefined, REDIS_URL: undefined, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined };

describe('backup and restore on the embedded database, as a person runs them', () => {
  let home: string;
  let dataDir: string;
  let backup: string;
  let later: string;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'pause-restore-'));
    dataDir = join(home, 'data');
    backup = join(home, 'pause.ndjson.gz');
    later = join(home, 'pause-later.ndjson.gz');
    const port = await freePort();
    // One port throughout, as `npm start` on :3000: the development sign-in's issuer is the app's address.
    env = { ...EMBEDDED, PORT: String(port), PUBLIC_URL: undefined };
  });

  afterAll(() => {
    if (home) rmSync(home, { recursive: true, force: true });
  });

  const startPause = () => startAppProcess({ command: ['node', 'backend/dist/main.js'], env, dataDir });
  const tool = (name: 'backup' | 'restore', ...args: string[]) =>
    runTool(name, args, { ...env, PAUSE_DATA_DIR: dataDir });

  it('brings back the data as of the backup, deletes again who left since, keeps the previous folder aside, and people sign in again', async () => {
    let started: { startTime: string; type: string };
    let cookie: string;
    const before = await startPause();
    try {
      const alex = request.agent(before.url);
      const sam = request.agent(before.url);
      await signIn(alex, before.url, { email: 'alex@example.com', givenName: 'Alex' });
      await signIn(sam, before.url, { email: 'sam@example.com', givenName: 'Sam' });
      await befriend(alex, sam, 'sam@example.com');
      started = (await alex.post('/api/timer/start').send({ type: 'commute' }).expect(201)).body;
      cookie = sessionCookie(alex, before.url);

      const made = await tool('backup', '--output', backup);
      expect(made.code).toBe(0);
      expect(made.stderr).toMatch(/Pause is running \(process \d+ on .*\): using its database\./);
      expect(made.stdout).toMatch(
        /^Backed up 2 people, \d+ personal-data keys?, \d+ events and \d+ subscription checkpoints? to /,
      );

      // After the backup: the timer stops, and Sam deletes their account; a later backup records it.
      await alex.post('/api/timer/stop').expect(200);
      expect((await alex.get('/api/timer/active').expect(200)).body).toBeNull();
      await sam.delete('/api/auth/user').send({ confirmation: 'sam@example.com' }).expect(204);
      expect((await tool('backup', '--output', later)).code).toBe(0);
    } finally {
      await before.stop();
    }

    const restored = await tool('restore', backup, '--forget-deleted-in', later);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /^Restored 2 people, .* records 1 deleted account: 1 was in this backup and is deleted again\. Everyone signs in again\. The previous data folder is kept in .*\/pglite\.before-restore-\d{8}T\d{6}Z\.\n$/,
    );
    const folders = readdirSync(dataDir)
      .filter((name) => name.startsWith('pglite'))
      .sort();
    expect(folders).toEqual(['pglite', expect.stringMatching(/^pglite\.before-restore-\d{8}T\d{6}Z$/)]);

    const after = await startPause();
    try {
      // Sessions are not in a backup: the old cookie no longer signs anyone in.
      await request(after.url).get('/api/auth/user').set('Cookie', cookie).expect(401);
      const alex = request.agent(after.url);
      await signIn(alex, after.url, { email: 'alex@example.com', givenName: 'Alex' });
      expect((await alex.get('/api/timer/active').expect(200)).body).toEqual({ ...started, confirmedAt: null });
      // Sam was Alex's friend when the backup was taken, and is gone again.
      expect((await alex.get('/api/friends').expect(200)).body).toEqual([]);
      // Life goes on from the restored history.
      await alex.post('/api/timer/stop').expect(200);
    } finally {
      await after.stop();
    }
  });

  it('refuses to restore while Pause runs on the folder, which keeps serving', async () => {
    const running = await startPause();
    try {
      const alex = request.agent(running.url);
      await signIn(alex, running.url, { email: 'alex@example.com', givenName: 'Alex' });
      await alex.post('/api/timer/start').send({ type: 'work' }).expect(201);
      const foldersBefore = readdirSync(dataDir).sort();

      const refused = await tool('restore', backup);
      expect({ code: refused.code, stdout: refused.stdout }).toEqual({ code: 1, stdout: '' });
      expect(refused.stderr).toMatch(
        /Pause is running \(process \d+ on [^,]+, npm start\) with the data folder .*: stop it before restoring, then run npm run restore again\./,
      );

      expect(readdirSync(dataDir).sort()).toEqual(foldersBefore);
      expect((await alex.get('/api/timer/active').expect(200)).body).toMatchObject({ type: 'work' });
      await request(running.url).get('/health').expect(200);
    } finally {
      await running.stop();
    }
    expect(existsSync(join(dataDir, 'pglite.restoring'))).toBe(false);
  });
});

function sessionCookie(agent: TestAgent, url: string): string {
  const cookie = agent.jar.getCookie('pause.sid', {
    domain: new URL(url).hostname,
    path: '/',
    secure: false,
    script: false,
  });
  return `pause.sid=${cookie!.value}`;
}
