// bench/import, second part: how many evaluation jobs one person's import of a 38,000-row Toggl file
// creates (issue 24: the evaluation is coalesced per person, so a handful, not one per session), on
// the in-process queue of the embedded default and on BullMQ with a worker. Each side is an app of its
// own with nothing else to evaluate: the import is followed until the subscription's checkpoint is
// past it and the jobs are done, then the jobs are counted.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { type AppProcess, backend } from './support/backend';
import { createBenchDatabase, withClient } from './support/database';
import { type Person, signInAt } from './support/http-app';
import { type Table, progress } from './support/report';
import { track } from './support/resources';
import { seconds, whole } from './support/stats';

const ROWS = { full: 38_000, quick: 2_000 };
const TIME_ZONE = 'UTC';
const UNTIL = Date.UTC(2026, 0, 1);
const REACTION = 'award-achievements-when-sessions-stop';
const ACHIEVEMENTS_QUEUE = 'achievements';
const FOLLOWED_WITHIN_MS = 10 * 60_000;
/** The in-process queue's count, logged when the app stops (InProcessJobQueue.close). */
const IN_PROCESS_COUNTS = /Jobs since the app started: [^\n]*?achievements: (\d+) created, (\d+) coalesced/;

interface Counted {
  readonly side: string;
  readonly sessions: number;
  readonly created: number;
  /** Enqueued and dropped or replaced for their key; BullMQ keeps no count of those. */
  readonly coalesced?: number;
  readonly followedSeconds: number;
}

export async function evaluationJobsOfOneImport(options: { quick: boolean }): Promise<Table> {
  const rows = options.quick ? ROWS.quick : ROWS.full;
  const file = backend.togglHistory(rows, UNTIL);
  const counted = [await onEmbedded(file, rows), await onBullmq(file, rows)];
  return {
    title: `import: evaluation jobs created by one import of ${whole(rows)} rows (issue 24: coalesced per person)`,
    header: ['side', 'sessions imported', 'evaluation jobs created', 'coalesced into them', 'followed in s'],
    rows: counted.map((side) => [
      side.side,
      whole(side.sessions),
      whole(side.created),
      side.coalesced === undefined ? '-' : whole(side.coalesced),
      seconds(side.followedSeconds),
    ]),
    notes: [
      'One person imports the file into an app of its own; counted once the subscription is past the import',
      "and its jobs are done. In-process: the queue's own count, logged when the app stops (created, and",
      'enqueued ones dropped or replaced for their key). BullMQ: the jobs in Redis whose data names the person',
      '(a coalesced job leaves no trace there). Followed: from the answer to the checkpoint past the import.',
    ],
  };
}

async function onEmbedded(file: Buffer, rows: number): Promise<Counted> {
  progress(`import: evaluation jobs of a ${whole(rows)}-row import, in-process (embedded)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pause-bench-import-jobs-'));
  const removeData = track(`embedded data ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  const app = await startPause({ DATABASE_URL: undefined, REDIS_URL: undefined }, dataDir);
  const stopApp = track('Pause (embedded, jobs)', () => app.stop());
  try {
    const { databaseUrl } = JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')) as { databaseUrl: string };
    const person = await signInAt(app.url, `Importer${randomUUID().slice(0, 8)}`, TIME_ZONE);
    await importFile(person, file, rows);
    const followedSeconds = await followed(databaseUrl);
    await stopApp();
    const counts = IN_PROCESS_COUNTS.exec(app.output());
    if (!counts) throw new Error('The app did not log its in-process job counts when it stopped.');
    return {
      side: 'in-process (embedded)',
      sessions: rows,
      created: Number(counts[1]),
      coalesced: Number(counts[2]),
      followedSeconds,
    };
  } finally {
    await stopApp();
    await removeData();
  }
}

async function onBullmq(file: Buffer, rows: number): Promise<Counted> {
  progress(`import: evaluation jobs of a ${whole(rows)}-row import, BullMQ (PostgreSQL + Redis, one worker)`);
  const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
  const database = await createBenchDatabase();
  const dropDatabase = track(`database ${database.name}`, database.drop);
  const prefix = `pause-bench-${randomBytes(4).toString('hex')}`;
  const redis: Redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const closeRedis = track('Redis connection', async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.unlink(...keys);
    redis.disconnect();
  });
  const queue: Queue = new Queue(ACHIEVEMENTS_QUEUE, { connection: redis, prefix });
  const closeQueue = track('BullMQ queue', () => queue.close());
  const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix };
  const processes: (() => Promise<void>)[] = [];
  try {
    const app = await startPause(env);
    processes.push(track('Pause (PostgreSQL, jobs)', () => app.stop()));
    const worker = await backend.startAppProcess({
      command: ['node', backend.shippedProgram('worker')],
      readyLine: /Pause worker is running/,
      env: { ...env, NODE_ENV: undefined, OIDC_ISSUER_URL: undefined, PUBLIC_URL: undefined },
    });
    processes.push(track('Pause worker (jobs)', () => worker.stop()));
    const person = await signInAt(app.url, `Importer${randomUUID().slice(0, 8)}`, TIME_ZONE);
    await importFile(person, file, rows);
    const followedSeconds = await followed(database.url);
    const theirs = async () =>
      (await queue.getJobs(['completed', 'failed', 'active', 'wait', 'delayed', 'prioritized'])).filter(
        (job) => (job.data as { userId?: string }).userId === person.userId,
      );
    const deadline = performance.now() + FOLLOWED_WITHIN_MS;
    let jobs = await theirs();
    while (jobs.length === 0 || jobs.some((job) => job.finishedOn === undefined)) {
      if (performance.now() > deadline) throw new Error(`The import's evaluations did not finish in time.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      jobs = await theirs();
    }
    return { side: 'BullMQ (PostgreSQL + Redis)', sessions: rows, created: jobs.length, followedSeconds };
  } finally {
    for (const stop of processes.reverse()) await stop();
    await closeQueue();
    await closeRedis();
    await dropDatabase();
  }
}

function startPause(env: Record<string, string | undefined>, dataDir?: string): Promise<AppProcess> {
  return backend.startAppProcess({
    command: ['node', backend.shippedProgram('app')],
    env: { ...env, NODE_ENV: undefined, OIDC_ISSUER_URL: undefined, PUBLIC_URL: undefined },
    dataDir,
  });
}

async function importFile(person: Person, file: Buffer, rows: number): Promise<void> {
  const answer = await person.agent
    .post(`/api/import?timeZone=${TIME_ZONE}`)
    .set('Content-Type', 'text/csv')
    .send(file)
    .timeout(30 * 60_000);
  const imported = (answer.body as { imported?: number }).imported;
  if ((answer.status !== 201 && answer.status !== 200) || imported !== rows) {
    throw new Error(`POST /api/import answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  }
}

/** Waits until the evaluations' subscription has its checkpoint past the last event in the log. */
async function followed(url: string): Promise<number> {
  const started = performance.now();
  const deadline = started + FOLLOWED_WITHIN_MS;
  for (;;) {
    const past = await withClient(url, async (client) => {
      const { rows } = await client.query<{ past: boolean }>(
        `select coalesce((select (transaction_id, position) from subscription_checkpoints where name = $1)
                         >= (select (transaction_id, position) from events
                             order by transaction_id desc, position desc limit 1), false) as past`,
        [REACTION],
      );
      return rows[0].past;
    });
    if (past) return (performance.now() - started) / 1000;
    if (performance.now() > deadline) throw new Error(`The subscription did not follow the import in time.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
