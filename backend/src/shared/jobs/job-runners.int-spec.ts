// The two job runners keep the same promises: a job reaches its processor, a repeated job id runs
// once, a failing job is retried until it succeeds, and jobs sharing a coalesce key never run at once,
// one waiting at most. BullMQ is exercised on the real Redis, also with two workers.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import { BullmqJobQueue, KEEP_FINISHED_JOBS } from './bullmq-job-queue';
import { BullmqWorkers } from './bullmq-workers';
import { InProcessJobQueue } from './in-process-job-queue';
import { type Job, JOB_CONCURRENCY, type JobQueue, type RetryPolicy } from './job';
import { JobProcessors } from './job-processors';
import { eventually } from '#src/shared/testing/eventually';

const FAST_RETRY: RetryPolicy = { attempts: 3, firstBackoffMs: 20 };

interface Runner {
  readonly queue: JobQueue;
  close(): Promise<void>;
}

interface RunnerOptions {
  readonly retry?: RetryPolicy;
  /** BullMQ workers on the queue (each with its own connection); in-process there is the one process. */
  readonly workers?: number;
}

type RunnerFactory = (processors: JobProcessors, options?: RunnerOptions) => Runner;

const inProcess: RunnerFactory = (processors, { retry = FAST_RETRY } = {}) => {
  const queue = new InProcessJobQueue(processors, retry);
  return { queue, close: () => queue.close() };
};

const onBullmq: RunnerFactory = (processors, { retry = FAST_RETRY, workers = 1 } = {}) => {
  const connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  const prefix = `pause-test-${randomBytes(4).toString('hex')}`;
  const queue = new BullmqJobQueue(connection, retry, prefix);
  const workerConnections = Array.from(
    { length: workers },
    () => new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null }),
  );
  const running = workerConnections.map((own) => new BullmqWorkers(processors, own, prefix));
  for (const worker of running) worker.start();
  return {
    queue,
    async close() {
      for (const worker of running) await worker.close();
      for (const own of workerConnections) await own.quit();
      await queue.close();
      const keys = await connection.keys(`${prefix}:*`);
      if (keys.length > 0) await connection.del(...keys);
      await connection.quit();
    },
  };
};

const runners: [string, RunnerFactory][] = [['in-process', inProcess]];
if (process.env.REDIS_URL) runners.push(['BullMQ on Redis', onBullmq]);
else console.warn('REDIS_URL is unset: the BullMQ job runner tests are skipped.');

function recordingProcessor(failFirstAttempts = 0) {
  const seen: Job[] = [];
  return {
    seen,
    processor: {
      queue: 'test-queue',
      async process(job: Job) {
        seen.push(job);
        if (job.attempt <= failFirstAttempts) throw new Error(`planned failure on attempt ${job.attempt}`);
      },
    },
  };
}

/**
 * A processor the test steers: a job whose id is held waits, at each attempt, until the test releases
 * it to succeed or to fail; the others succeed at once. Records each attempt as `id#attempt`.
 */
function steeredProcessor(held: readonly string[] = []) {
  const started: string[] = [];
  const finished: string[] = [];
  const waiting = new Map<string, (outcome: 'succeed' | 'fail') => void>();
  return {
    started,
    finished,
    release(id: string, outcome: 'succeed' | 'fail' = 'succeed') {
      const go = waiting.get(id);
      if (!go) throw new Error(`${id} is not waiting to be released.`);
      waiting.delete(id);
      go(outcome);
    },
    processor: {
      queue: 'test-queue',
      async process(job: Job) {
        started.push(`${job.id}#${job.attempt}`);
        const outcome = held.includes(job.id)
          ? await new Promise<'succeed' | 'fail'>((resolve) => waiting.set(job.id, resolve))
          : 'succeed';
        finished.push(`${job.id}#${job.attempt}`);
        if (outcome === 'fail') throw new Error(`planned failure of ${job.id}`);
      },
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Three keys, each enqueued 40 times, a few milliseconds apart, while jobs of 5 to 25 ms run: the keys
 * meet every state (nothing queued, one waiting, one running, one running and one waiting). Order is
 * told by one counter, ticked before each enqueue and at each start, as nothing here is concurrent
 * but the awaits.
 */
async function coalesceUnderLoad(createRunner: RunnerFactory, options?: RunnerOptions) {
  const keys = ['alex', 'bo', 'cam'];
  let clock = 0;
  const lastEnqueued = new Map<string, number>();
  const runs: { key: string; start: number; end?: number }[] = [];
  const running = new Map<string, number>();
  let mostAtOnce = 0;
  const processors = new JobProcessors();
  processors.register({
    queue: 'test-queue',
    async process(job: Job) {
      const { key } = job.data as { key: string };
      const run: { key: string; start: number; end?: number } = { key, start: ++clock };
      runs.push(run);
      running.set(key, (running.get(key) ?? 0) + 1);
      mostAtOnce = Math.max(mostAtOnce, running.get(key)!);
      await pause(5 + Math.random() * 20);
      running.set(key, running.get(key)! - 1);
      run.end = ++clock;
    },
  });
  const runner = createRunner(processors, options);
  const enqueued = 40 * keys.length;
  for (let index = 0; index < enqueued; index++) {
    const key = keys[index % keys.length];
    lastEnqueued.set(key, ++clock);
    await runner.queue.enqueue('test-queue', 'evaluate', { key }, `${key}-${index}`, { coalesceKey: key });
    if (index % 4 === 0) await pause(Math.random() * 10);
  }
  // Covered: a run of each key started after its last enqueue, and has ended.
  await eventually(
    () => keys.every((key) => runs.some((run) => run.key === key && run.start > lastEnqueued.get(key)! && run.end)),
    Boolean,
    'every key has run since it was last enqueued',
    { tries: 400, pauseMs: 50 },
  );
  await pause(200);
  return { runner, enqueued, runs: runs.length, mostAtOnce, stillRunning: [...running.values()].some(Boolean) };
}

describe.each(runners)('background jobs %s', (_name, createRunner) => {
  let runner: Runner | undefined;
  afterEach(() => runner?.close());

  function start(failFirstAttempts = 0) {
    const processors = new JobProcessors();
    const recording = recordingProcessor(failFirstAttempts);
    processors.register(recording.processor);
    runner = createRunner(processors);
    return { queue: runner.queue, seen: recording.seen };
  }

  it('hands a job to the processor of its queue', async () => {
    const { queue, seen } = start();
    await queue.enqueue('test-queue', 'say-hello', { to: 'Alex' }, 'job-1');
    await eventually(
      () => seen.length,
      (count) => count === 1,
      'the job ran',
    );
    expect(seen[0]).toEqual({ id: 'job-1', name: 'say-hello', data: { to: 'Alex' }, attempt: 1 });
  });

  it('hands the processor the id of the request that caused the job, its data untouched', async () => {
    const { queue, seen } = start();
    await queue.enqueue('test-queue', 'say-hello', { to: 'Alex' }, 'job-2', { correlationId: 'request-7' });
    await queue.enqueueAll('test-queue', 'say-hello', [
      { data: { to: 'Bo' }, jobId: 'job-3', correlationId: 'request-8' },
    ]);
    await eventually(
      () => seen.length,
      (count) => count === 2,
      'both jobs ran',
    );
    expect(seen.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'job-2', name: 'say-hello', data: { to: 'Alex' }, attempt: 1, correlationId: 'request-7' },
      { id: 'job-3', name: 'say-hello', data: { to: 'Bo' }, attempt: 1, correlationId: 'request-8' },
    ]);
  });

  it('runs a job id only once, however often it is enqueued', async () => {
    const { queue, seen } = start();
    await Promise.all([1, 2, 3].map(() => queue.enqueue('test-queue', 'say-hello', {}, 'same-id')));
    await queue.enqueue('test-queue', 'marker', {}, 'later-id');
    await eventually(() => seen.some((job) => job.id === 'later-id'), Boolean, 'the marker job ran');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.filter((job) => job.id === 'same-id')).toHaveLength(1);
  });

  it('enqueues many jobs at once, each id once, also ids it has seen before', async () => {
    const { queue, seen } = start();
    await queue.enqueue('test-queue', 'say-hello', { to: 'first' }, 'many-0');
    const many = Array.from({ length: 2500 }, (_, index) => ({
      data: { to: `person ${index}` },
      jobId: `many-${index % 2000}`,
    }));
    await queue.enqueueAll('test-queue', 'say-hello', many);
    await eventually(
      () => new Set(seen.map((job) => job.id)).size,
      (count) => count === 2000,
      'every distinct id ran',
      { tries: 600, pauseMs: 50 },
    );
    await queue.enqueue('test-queue', 'marker', {}, 'after-many');
    await eventually(() => seen.some((job) => job.id === 'after-many'), Boolean, 'the marker job ran');
    expect(seen.filter((job) => job.name === 'say-hello')).toHaveLength(2000);
    expect(seen.find((job) => job.id === 'many-0')?.data).toEqual({ to: 'first' });
    expect(seen.find((job) => job.id === 'many-1999')?.data).toEqual({ to: 'person 1999' });
  });

  it('runs a burst of jobs a few at a time, every one of them', async () => {
    const processors = new JobProcessors();
    let running = 0;
    let mostAtOnce = 0;
    const finished: string[] = [];
    processors.register({
      queue: 'test-queue',
      async process(job: Job) {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
        finished.push(job.id);
      },
    });
    runner = createRunner(processors);
    const burst = Array.from({ length: 5 * JOB_CONCURRENCY }, (_, index) => `burst-${index}`);
    for (const id of burst) await runner.queue.enqueue('test-queue', 'work', {}, id);
    await eventually(
      () => finished.length,
      (count) => count === burst.length,
      'every job of the burst ran',
    );
    expect(mostAtOnce).toBeLessThanOrEqual(JOB_CONCURRENCY);
    expect([...finished].sort()).toEqual([...burst].sort());
  });

  it('retries a failing job until it succeeds', async () => {
    const { queue, seen } = start(2);
    await queue.enqueue('test-queue', 'flaky', {}, 'flaky-1');
    await eventually(
      () => seen.length,
      (count) => count === 3,
      'the third attempt ran',
    );
    expect(seen.map((job) => job.attempt)).toEqual([1, 2, 3]);
  });

  it('never runs two jobs of one coalesce key at once, and runs one of them after the last enqueued', async () => {
    const outcome = await coalesceUnderLoad(createRunner);
    runner = outcome.runner;
    expect({ mostAtOnce: outcome.mostAtOnce, stillRunning: outcome.stillRunning }).toEqual({
      mostAtOnce: 1,
      stillRunning: false,
    });
    // Coalesced: fewer runs than jobs enqueued. How many fewer depends on how fast this machine enqueues
    // against how fast the jobs run (on two busy CPUs, 60 of 120 ran), so only the direction is checked.
    expect(outcome.runs).toBeLessThan(outcome.enqueued);
  });

  it('drops a job whose coalesce key has one waiting to start: the waiting one covers it', async () => {
    const busy = Array.from({ length: JOB_CONCURRENCY }, (_, index) => `busy-${index}`);
    const steered = steeredProcessor(busy);
    const processors = new JobProcessors();
    processors.register(steered.processor);
    runner = createRunner(processors);
    // Every place taken, so the first job of the key waits its turn.
    for (const id of busy) await runner.queue.enqueue('test-queue', 'work', {}, id);
    await eventually(
      () => steered.started.length,
      (count) => count === busy.length,
      'every place is taken',
    );
    for (const id of ['alex-1', 'alex-2', 'alex-3'])
      await runner.queue.enqueue('test-queue', 'evaluate', { id }, id, { coalesceKey: 'alex' });
    for (const id of busy) steered.release(id);

    await eventually(() => steered.finished.includes('alex-1#1'), Boolean, 'the waiting job ran');
    await pause(200);
    expect(steered.started.filter((run) => run.startsWith('alex'))).toEqual(['alex-1#1']);
  });

  it('runs one job, the latest, after a running job of its key, however many were enqueued meanwhile', async () => {
    const steered = steeredProcessor(['alex-1']);
    const processors = new JobProcessors();
    processors.register(steered.processor);
    runner = createRunner(processors);
    await runner.queue.enqueue('test-queue', 'evaluate', {}, 'alex-1', { coalesceKey: 'alex' });
    await eventually(() => steered.started.includes('alex-1#1'), Boolean, 'the first job runs');
    for (const id of ['alex-2', 'alex-3', 'alex-4'])
      await runner.queue.enqueue('test-queue', 'evaluate', {}, id, { coalesceKey: 'alex' });
    await pause(100);
    expect(steered.started).toEqual(['alex-1#1']);

    steered.release('alex-1');
    await eventually(() => steered.finished.includes('alex-4#1'), Boolean, 'the latest job ran after it');
    await pause(200);
    expect(steered.started).toEqual(['alex-1#1', 'alex-4#1']);
  });

  it('keeps a failing job the one of its key while it waits for its retry, its follower after it', async () => {
    const steered = steeredProcessor(['alex-1']);
    const processors = new JobProcessors();
    processors.register(steered.processor);
    runner = createRunner(processors, { retry: { attempts: 3, firstBackoffMs: 1500 } });
    await runner.queue.enqueue('test-queue', 'evaluate', {}, 'alex-1', { coalesceKey: 'alex' });
    await eventually(() => steered.started.includes('alex-1#1'), Boolean, 'the first attempt runs');
    await runner.queue.enqueue('test-queue', 'evaluate', {}, 'alex-2', { coalesceKey: 'alex' });
    steered.release('alex-1', 'fail');

    // Waiting for its retry, the failed job is the one of its key that waits: a new one is dropped.
    await pause(300);
    await runner.queue.enqueue('test-queue', 'evaluate', {}, 'alex-3', { coalesceKey: 'alex' });
    await eventually(() => steered.started.includes('alex-1#2'), Boolean, 'the retry runs');
    await pause(100);
    expect(steered.started).toEqual(['alex-1#1', 'alex-1#2']);

    steered.release('alex-1');
    await eventually(() => steered.finished.includes('alex-2#1'), Boolean, 'the follower ran after the retry');
    await pause(200);
    expect(steered.started).toEqual(['alex-1#1', 'alex-1#2', 'alex-2#1']);
  });
});

const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

describeWithRedis('coalesced jobs on BullMQ with two workers', () => {
  let runner: Runner | undefined;
  afterEach(() => runner?.close());

  it('never runs two jobs of one coalesce key at once, across workers', async () => {
    const outcome = await coalesceUnderLoad(onBullmq, { workers: 2 });
    runner = outcome.runner;
    expect({ mostAtOnce: outcome.mostAtOnce, stillRunning: outcome.stillRunning }).toEqual({
      mostAtOnce: 1,
      stillRunning: false,
    });
    // Fewer runs than jobs enqueued; how many fewer depends on the machine's load, as above.
    expect(outcome.runs).toBeLessThan(outcome.enqueued);
  });

  it('settles at once: Redis holds every job it accepted', async () => {
    const steered = steeredProcessor(['held']);
    const processors = new JobProcessors();
    processors.register(steered.processor);
    runner = onBullmq(processors);
    await runner.queue.enqueue('test-queue', 'work', {}, 'held');
    await eventually(() => steered.started.includes('held#1'), Boolean, 'the job runs');
    await runner.queue.settled();
    expect(steered.finished).toEqual([]);
    steered.release('held');
  });
});

describe('settled(), in-process', () => {
  let queue: InProcessJobQueue | undefined;
  afterEach(() => queue?.close());

  function start(held: readonly string[], retry: RetryPolicy = FAST_RETRY) {
    const steered = steeredProcessor(held);
    const processors = new JobProcessors();
    processors.register(steered.processor);
    queue = new InProcessJobQueue(processors, retry);
    return { queue, steered };
  }

  it('waits for every job accepted before it, a coalesced one with the job that covers it, and no later one', async () => {
    const { queue, steered } = start(['other', 'alex-1', 'later']);
    await queue.enqueue('test-queue', 'work', {}, 'other');
    await queue.enqueue('test-queue', 'evaluate', {}, 'alex-1', { coalesceKey: 'alex' });
    await eventually(
      () => steered.started.length,
      (count) => count === 2,
      'both jobs run',
    );
    await queue.enqueue('test-queue', 'evaluate', {}, 'alex-2', { coalesceKey: 'alex' });
    let settled = false;
    const settling = queue.settled().then(() => (settled = true));
    await queue.enqueue('test-queue', 'work', {}, 'later');

    steered.release('other');
    await pause(100);
    expect(settled).toBe(false);
    steered.release('alex-1');
    await settling;
    expect(steered.finished).toEqual(['other#1', 'alex-1#1', 'alex-2#1']);
    steered.release('later');
  });

  it('counts a job that failed for good as finished', async () => {
    const attempts: number[] = [];
    const failing = new JobProcessors();
    failing.register({
      queue: 'test-queue',
      async process(job: Job) {
        attempts.push(job.attempt);
        throw new Error('planned failure');
      },
    });
    queue = new InProcessJobQueue(failing, FAST_RETRY);
    await queue.enqueue('test-queue', 'work', {}, 'doomed');
    await queue.settled();
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('rejects when the queue stops with work unfinished, so nothing is taken for done', async () => {
    const { queue, steered } = start(['flaky'], { attempts: 3, firstBackoffMs: 60_000 });
    await queue.enqueue('test-queue', 'work', {}, 'flaky');
    await eventually(() => steered.started.includes('flaky#1'), Boolean, 'the first attempt runs');
    const settling = queue.settled();
    steered.release('flaky', 'fail');
    await pause(50);
    await queue.close();
    await expect(settling).rejects.toThrow('The job queue stopped with 1 job(s) unfinished.');
  });
});

describeWithRedis('finished jobs in Redis', () => {
  const prefix = `pause-test-${randomBytes(4).toString('hex')}`;
  let connection: Redis;
  let jobs: BullmqJobQueue;
  let queue: Queue;

  beforeAll(() => {
    connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
    jobs = new BullmqJobQueue(connection, FAST_RETRY, prefix);
    queue = new Queue('test-queue', { connection, prefix });
  });

  afterAll(async () => {
    await jobs.close();
    await queue.close();
    const keys = await connection.keys(`${prefix}:*`);
    if (keys.length > 0) await connection.del(...keys);
    await connection.quit();
  });

  it('are kept a week when completed and four weeks when failed, enqueued or scheduled alike', async () => {
    expect(KEEP_FINISHED_JOBS).toEqual({
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 28 * 24 * 3600 },
    });
    await jobs.enqueue('test-queue', 'say-hello', {}, 'kept-1');
    expect((await queue.getJob('kept-1'))?.opts).toMatchObject(KEEP_FINISHED_JOBS);
    await jobs.schedule('test-queue', 'tick', 60_000);
    expect((await queue.getJobScheduler('tick-every-60000'))?.template?.opts).toMatchObject(KEEP_FINISHED_JOBS);
  });
});
