// `npm run worker` as operators run it: each worker process vouches for itself alone, through a
// heartbeat file of its own that a health check reads, and leaves none behind when it stops.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { defaultHeartbeatFile } from '#src/cli/arguments/worker-arguments';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { forgetQueueKeys } from '#src/shared/testing/forget-queue-keys';
import { createTestDatabase } from '#src/shared/testing/test-database';

const describeWithServices = process.env.REDIS_URL && process.env.DATABASE_URL ? describe : describe.skip;

describeWithServices('the worker process', () => {
  const queuePrefix = `pause-test-${randomBytes(4).toString('hex')}`;
  let database: DatabaseEndpoint;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await forgetQueueKeys(process.env.REDIS_URL!, queuePrefix);
    await database?.close();
  });

  const startWorker = (args: string[] = []): Promise<AppProcess> =>
    startAppProcess({
      command: ['node', 'backend/dist/worker.js', ...args],
      readyLine: /Pause worker is running; heartbeat in (\S+)\./,
      env: { DATABASE_URL: database.url, QUEUE_PREFIX: queuePrefix },
    });

  it('writes a heartbeat file of its own beside another worker, and removes it when stopped', async () => {
    const [first, second] = [await startWorker(), await startWorker()];
    try {
      // The ready line's group is the heartbeat file, which AppProcess calls its url.
      expect([first.url, second.url]).toEqual([defaultHeartbeatFile(first.pid), defaultHeartbeatFile(second.pid)]);
      for (const worker of [first, second]) {
        expect(new Date(readFileSync(worker.url, 'utf8')).getTime()).not.toBeNaN();
      }
    } finally {
      await first.stop();
      await second.stop();
    }
    expect([existsSync(first.url), existsSync(second.url)]).toEqual([false, false]);
    expect([first.exitCode(), second.exitCode()]).toEqual([0, 0]);
  });

  it('writes its heartbeat where --heartbeat-file says', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pause-heartbeat-')), 'worker-1.heartbeat');
    const worker = await startWorker(['--heartbeat-file', file]);
    expect(worker.url).toBe(file);
    expect(existsSync(file)).toBe(true);
    await worker.stop();
    expect(existsSync(file)).toBe(false);
  });
});
