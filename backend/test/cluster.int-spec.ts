// A cluster on one machine: two app instances and two workers against one PostgreSQL and one Redis,
// as a load balancer and an orchestrator would run them. A person signed in on one instance is signed
// in on the other; the event subscription is followed by exactly one process, and by another within
// seconds once that one is killed (kill -9); a thousand stops spread over both instances are all
// evaluated, each person's evaluations one at a time (coalesced per person), none failed; and when an app and a worker are killed under write load, every command
// that was acknowledged is in the log and every read model equals a rebuild from it.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import {
  ACHIEVEMENTS_QUEUE,
  EVALUATE_PERSON,
} from '#src/modules/achievements/reactions/evaluate-achievements.processor';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { readModelRows } from '#src/shared/testing/embedded-folder';
import { eventually } from '#src/shared/testing/eventually';
import { forgetQueueKeys } from '#src/shared/testing/forget-queue-keys';
import { sessionCookieOf, signIn } from '#src/shared/testing/sign-in';
import { withDatabase } from '#src/shared/testing/sql-client';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { runTool } from '#src/shared/testing/tool-process';

const onServerAndRedis = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;
const PEOPLE = 20;
const STOPS_PER_PERSON = 50;
/** The issue's "within seconds": the lock is tried every second by each worker. */
const TAKEN_OVER_WITHIN_MS = 10_000;

interface Person {
  readonly id: string;
  readonly cookie: string;
}

interface Acknowledged {
  readonly userId: string;
  readonly type: 'TimerStarted' | 'TimerStopped';
  readonly startedAt: string;
  readonly stoppedAt?: string;
}

onServerAndRedis('a cluster on one machine: two app instances and two workers', () => {
  let database: DatabaseEndpoint;
  const apps: AppProcess[] = [];
  const workers: AppProcess[] = [];
  const people: Person[] = [];
  const queuePrefix = `pause-cluster-${randomBytes(4).toString('hex')}`;
  let env: Record<string, string | undefined>;

  const startApp = () => startAppProcess({ command: ['node', 'backend/dist/main.js'], env });
  const startWorker = () =>
    startAppProcess({ command: ['node', 'backend/dist/worker.js'], readyLine: /Pause worker is running/, env });

  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL,
      QUEUE_PREFIX: queuePrefix,
      SESSION_SECRET: 'cluster-secret',
      // A killed worker's job goes to the other one within a few seconds.
      JOB_LOCK_MS: '2000',
      OIDC_ISSUER_URL: undefined,
      PUBLIC_URL: undefined,
      NODE_ENV: undefined,
    };
    // The first app migrates the database; the others find it ready.
    apps.push(await startApp());
    const [second, ...both] = await Promise.all([startApp(), startWorker(), startWorker()]);
    apps.push(second);
    workers.push(...both);
    for (let index = 0; index < PEOPLE; index++) people.push(await signInOn(apps[index % 2], `person${index}`));
  });

  afterAll(async () => {
    for (const process of [...workers, ...apps]) await process.stop();
    await forgetQueueKeys(process.env.REDIS_URL!, queuePrefix);
    await database?.close();
  });

  async function signInOn(app: AppProcess, name: string): Promise<Person> {
    const agent: TestAgent = request.agent(app.url);
    const cookie = sessionCookieOf(await signIn(agent, app.url, { email: `${name}@example.com`, givenName: name }));
    const id = (await request(app.url).get('/api/auth/user').set('Cookie', cookie).expect(200)).body.id as string;
    return { id, cookie };
  }

  const on = (app: AppProcess, person: Person) => ({
    get: (path: string) => request(app.url).get(path).set('Cookie', person.cookie),
    /** A start is for work; a stop, as the dashboard sends it, has no body. */
    post: (path: string) =>
      request(app.url)
        .post(path)
        .set('Cookie', person.cookie)
        .set('Origin', app.url)
        .send(path === '/api/timer/start' ? { type: 'work' } : {}),
  });

  /** The operating-system process holding the subscriptions' lock, from its connection's name. */
  const subscriptionHolders = () =>
    withDatabase(database.url, async (client) => {
      const { rows } = await client.query<{ application_name: string }>(
        `select activity.application_name from pg_locks lock join pg_stat_activity activity on activity.pid = lock.pid
         where lock.locktype = 'advisory' and lock.granted and activity.datname = current_database()
           and activity.application_name like 'pause event subscriptions%'`,
      );
      return rows.map((row) => Number(/process (\d+)/.exec(row.application_name)![1]));
    });

  /** The subscription has handed over every stop in the log. */
  const subscriptionCaughtUp = () =>
    withDatabase(database.url, async (client) => {
      const { rows } = await client.query<{ caught_up: boolean }>(
        `select coalesce((select (transaction_id, position) from subscription_checkpoints
                          where name = 'award-achievements-when-sessions-stop')
                         >= (select (transaction_id, position) from events where type = 'TimerStopped'
                             order by transaction_id desc, position desc limit 1), false) as caught_up`,
      );
      return rows[0].caught_up;
    });

  it('signs a person in on one instance and serves them, and their sign-out, on the other', async () => {
    const kim = await signInOn(apps[0], 'kim');
    const me = await on(apps[1], kim).get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ id: kim.id, email: 'kim@example.com', firstName: 'kim' });

    await on(apps[1], kim).get('/api/logout').expect(302);
    await on(apps[0], kim).get('/api/auth/user').expect(401);
  });

  it('evaluates each person after their last of 1,000 stops spread over both instances, never twice at once, none failed', async () => {
    const refused: string[] = [];
    await Promise.all(
      people.map(async (person, index) => {
        for (let round = 0; round < STOPS_PER_PERSON; round++) {
          // Each person's start goes to one instance and the stop to the other, turn and turn about.
          const [startOn, stopOn] = (index + round) % 2 === 0 ? [apps[0], apps[1]] : [apps[1], apps[0]];
          const started = await on(startOn, person).post('/api/timer/start');
          const stopped = await on(stopOn, person).post('/api/timer/stop');
          if (started.status !== 201 || stopped.status !== 200) refused.push(`${started.status}/${stopped.status}`);
        }
      }),
    );
    expect(refused).toEqual([]);

    // When each person's last stop happened: an evaluation that starts after it reads all their stops.
    const lastStops = await withDatabase(database.url, async (client) => {
      const { rows } = await client.query<{ user_id: string; stops: string; last: Date }>(
        `select metadata->>'userId' as user_id, count(*) as stops, max(occurred_at) as last from events
         where type = 'TimerStopped' group by 1`,
      );
      return new Map(rows.map((row) => [row.user_id, { stops: Number(row.stops), last: row.last.getTime() }]));
    });
    expect(people.map((person) => lastStops.get(person.id)?.stops)).toEqual(people.map(() => STOPS_PER_PERSON));

    const connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    connection.on('error', () => undefined);
    const queue = new Queue(ACHIEVEMENTS_QUEUE, { connection, prefix: queuePrefix });
    // The stops' evaluations, kept a week once finished: whose, when each started and ended, how often.
    // One enqueued while its person's evaluation runs follows it under an id BullMQ numbers itself
    // (requeueDeduplicatedJob.lua), not `event-…`: they are found by name.
    const evaluations = async () =>
      (await queue.getJobs(['completed', 'failed', 'active', 'wait', 'delayed']))
        .filter((job) => job.name === EVALUATE_PERSON)
        .map((job) => ({
          id: job.id!,
          userId: (job.data as { userId: string }).userId,
          startedOn: job.processedOn,
          finishedOn: job.finishedOn,
          attempts: job.attemptsStarted,
          failed: job.failedReason ?? null,
        }));
    try {
      const evaluated = await eventually(
        evaluations,
        (jobs) =>
          jobs.every((job) => job.finishedOn !== undefined) &&
          people.every((person) =>
            jobs.some((job) => job.userId === person.id && job.startedOn! >= lastStops.get(person.id)!.last),
          ),
        "every person's evaluation has run after their last stop",
        { tries: 300, pauseMs: 200 },
      );
      const overlapping = people.flatMap((person) => {
        const theirs = evaluated.filter((job) => job.userId === person.id).sort((a, b) => a.startedOn! - b.startedOn!);
        return theirs.slice(1).filter((job, index) => job.startedOn! < theirs[index].finishedOn!);
      });
      expect({
        overlapping: overlapping.map((job) => job.id),
        startedTwice: evaluated.filter((job) => job.attempts !== 1).map((job) => job.id),
        failed: evaluated.filter((job) => job.failed !== null).map((job) => job.id),
      }).toEqual({ overlapping: [], startedTwice: [], failed: [] });
      // Coalesced per person: never more evaluations than stops, usually far fewer.
      expect(evaluated.length).toBeLessThanOrEqual(PEOPLE * STOPS_PER_PERSON);
      expect(await queue.getFailedCount()).toBe(0);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it('follows the event subscription in exactly one process, and in another within seconds of its kill -9', async () => {
    const [holder] = await eventually(
      subscriptionHolders,
      (holders) => holders.length === 1,
      'one process follows the subscriptions',
    );
    const killed = workers.find((worker) => worker.pid === holder)!;
    expect(killed).toBeDefined();
    expect(await subscriptionHolders()).toEqual([holder]);

    await killed.kill();
    const survivor = workers.find((worker) => worker !== killed)!;
    await eventually(
      subscriptionHolders,
      (holders) => holders.length === 1 && holders[0] === survivor.pid,
      `the other worker follows the subscriptions, within ${TAKEN_OVER_WITHIN_MS / 1000} s`,
      { tries: TAKEN_OVER_WITHIN_MS / 50, pauseMs: 50 },
    );

    // It follows indeed: a stop made now is handed over.
    await on(apps[0], people[0]).post('/api/timer/start').expect(201);
    await on(apps[1], people[0]).post('/api/timer/stop').expect(200);
    await eventually(subscriptionCaughtUp, (caughtUp) => caughtUp, 'the new holder hands over the latest stop');

    workers.splice(workers.indexOf(killed), 1, await startWorker());
  });

  it('keeps every acknowledged command when an app and a worker are killed (kill -9) under write load, and its read models equal a rebuild', async () => {
    const acknowledged: Acknowledged[] = [];
    let stopping = false;
    const work = async (person: Person, index: number) => {
      for (let round = 0; !stopping; round++) {
        // Alternate instances; once one is gone, its requests fail and nothing is acknowledged there.
        const app = apps[(index + round) % 2];
        try {
          const started = await on(app, person).post('/api/timer/start');
          if (started.status === 201)
            acknowledged.push({ userId: person.id, type: 'TimerStarted', startedAt: started.body.startTime });
          const stopped = await on(app, person).post('/api/timer/stop');
          if (stopped.status === 200) {
            acknowledged.push({
              userId: person.id,
              type: 'TimerStopped',
              startedAt: stopped.body.startTime,
              stoppedAt: stopped.body.endTime,
            });
          }
        } catch {
          // The instance was killed: whatever was in flight there was never acknowledged.
        }
      }
    };
    const load = Promise.all(people.map(work));
    await eventually(
      () => acknowledged.length,
      (count) => count >= 200,
      '200 commands acknowledged',
    );
    const [holder] = await subscriptionHolders();
    await Promise.all([apps[0].kill(), workers.find((worker) => worker.pid === holder)!.kill()]);
    const acknowledgedAtKill = acknowledged.length;
    await eventually(
      () => acknowledged.length,
      (count) => count >= acknowledgedAtKill + 200,
      'the survivors serve on',
    );
    stopping = true;
    await load;

    // Every process still standing catches up, then stops, so that nothing changes under the comparison.
    await eventually(subscriptionCaughtUp, (caughtUp) => caughtUp, 'the surviving worker hands over the last stop');
    for (const process of [...workers, ...apps]) await process.stop();
    apps.length = 0;
    workers.length = 0;

    const logged = await withDatabase(database.url, async (client) => {
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

    const rows = await readModelRows(database.url);
    const replay = await runTool('replay', [], { DATABASE_URL: database.url, REDIS_URL: undefined });
    expect(replay.code).toBe(0);
    expect(await readModelRows(database.url)).toEqual(rows);
  });
});
