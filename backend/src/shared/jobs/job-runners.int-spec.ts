// The two job runners keep the same promises: a job reaches its processor, a repeated job id runs
// once, and a failing job is retried until it succeeds. BullMQ is exercised on the real Redis.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import { BullmqJobQueue, KEEP_FINISHED_JOBS } from './bullmq-job-queue';
import { BullmqWorkers } from './bullmq-workers';
import { InProcessJobQueue } from './in-process-job-queue';
import { type Job, JOB_CONCURRENCY, type JobQueue, type RetryPolicy } from './job';
import { JobProcessors } from './job-processors';
import { eventually } from '../testing/eventually';

const FAST_RETRY: RetryPolicy = { attempts: 3, firstBackoffMs: 20 };

interface Runner {
  readonly queue: JobQueue;
  close(): Promise<void>;
}

type RunnerFactory = (processors: JobProcessors) => Runner;

const inProcess: RunnerFactory = (processors) => {
  const queue = new InProcessJobQueue(processors, FAST_RETRY);
  return { queue, close: () => queue.close() };
};

const onBullmq: RunnerFactory = (processors) => {
  const connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  const prefix = `pause-test-${randomBytes(4).toString('hex')}`;
  const queue = new BullmqJobQueue(connection, FAST_RETRY, prefix);
  const workers = new BullmqWorkers(processors, connection, prefix);
  workers.start();
  return {
    queue,
    async close() {
      await workers.close();
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
    await queue.enqueue('test-queue', 'say-hello', { to: 'Alex' }, 'job-2', 'request-7');
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
});

const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

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
