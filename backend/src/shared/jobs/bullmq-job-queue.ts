// Enqueues jobs to BullMQ on Redis. BullMQ ignores a job whose id is already in the queue, and
// completed jobs are kept for a week so a redelivery within that time is a no-op. A coalesce key is
// BullMQ's deduplication id, kept while a job is active (`keepLastIfActive`): one job of a key waits
// while another runs, never two at once. The schedules this
// process declared are declared again each time the connection comes back: a Redis that restarted
// without persistence has forgotten them, and nothing else would bring them back short of a restart.
import { Logger } from '@nestjs/common';
import { type JobsOptions, type KeepJobs, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type EnqueueOptions, JobQueue, type JobToEnqueue, type RetryPolicy } from './job';
import { safeDescription } from '#src/shared/logging/safe-description';

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/**
 * How long finished jobs stay in Redis, scheduled runs included (docs/operations.md): a completed job
 * for a week, which is how long its id keeps a redelivery from running it again; a failed one, every
 * attempt spent, for four weeks, for an operator to read and retry on the queue board. BullMQ removes
 * older ones as new jobs finish, so Redis holds about a week of completed jobs.
 */
export const KEEP_FINISHED_JOBS: { readonly removeOnComplete: KeepJobs; readonly removeOnFail: KeepJobs } = {
  removeOnComplete: { age: WEEK_SECONDS },
  removeOnFail: { age: 4 * WEEK_SECONDS },
};

/**
 * Where a job's correlation id travels in BullMQ, which has no place for it but the data: a field no
 * processor's data uses, taken out again before the processor sees the data (`unwrapJobData`).
 */
const CORRELATION_ID_FIELD = 'pause:correlationId';
/** Jobs per round trip when enqueueing many: one pipelined batch each. */
const BULK_SIZE = 1000;

interface Schedule {
  readonly queue: string;
  readonly name: string;
  readonly everyMs: number;
}

export class BullmqJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, Queue>();
  private readonly schedules = new Map<string, Schedule>();

  constructor(
    private readonly connection: Redis,
    private readonly retry: RetryPolicy,
    private readonly prefix?: string,
  ) {
    super();
    connection.on('ready', () => void this.declareSchedulesAgain());
  }

  async enqueue<Data>(
    queue: string,
    name: string,
    data: Data,
    jobId: string,
    { correlationId, coalesceKey }: EnqueueOptions = {},
  ): Promise<void> {
    await this.queueFor(queue).add(name, wrapJobData(data, correlationId), this.optionsFor(jobId, coalesceKey));
  }

  /** In batches of BULK_SIZE, each sent to Redis at once: one round trip per batch, not per job. */
  override async enqueueAll<Data>(queue: string, name: string, jobs: readonly JobToEnqueue<Data>[]): Promise<void> {
    for (let start = 0; start < jobs.length; start += BULK_SIZE) {
      const batch = jobs.slice(start, start + BULK_SIZE);
      await this.queueFor(queue).addBulk(
        batch.map((job) => ({
          name,
          data: wrapJobData(job.data, job.correlationId),
          opts: this.optionsFor(job.jobId, job.coalesceKey),
        })),
      );
    }
  }

  /** Redis holds a job durably from the moment `enqueue` returns: nothing accepted waits on this process. */
  async settled(): Promise<void> {}

  /**
   * With a coalesce key, BullMQ drops a job whose key has one waiting (or delayed for a retry), and
   * keeps one to follow a job of its key that is active, the latest enqueued (job-runners.int-spec.ts).
   * That follower runs under an id BullMQ numbers itself, not the one asked for (bullmq issue 4030):
   * harmless, since a job that coalesces covers whatever its key's jobs asked for.
   */
  private optionsFor(jobId: string, coalesceKey?: string): JobsOptions {
    return {
      jobId,
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.firstBackoffMs },
      ...(coalesceKey === undefined ? {} : { deduplication: { id: coalesceKey, keepLastIfActive: true } }),
      ...KEEP_FINISHED_JOBS,
    };
  }

  async schedule(queue: string, name: string, everyMs: number): Promise<void> {
    const schedule = { queue, name, everyMs };
    this.schedules.set(scheduleId(schedule), schedule);
    await this.declare(schedule);
  }

  /**
   * After a reconnection. Declaring a schedule that exists changes nothing (the next run keeps its
   * time); one Redis forgot is created, and runs at once.
   */
  private async declareSchedulesAgain(): Promise<void> {
    if (this.schedules.size === 0) return;
    try {
      for (const schedule of this.schedules.values()) await this.declare(schedule);
      this.logger.log(`Redis answers: ${this.schedules.size} job schedule(s) declared again.`);
    } catch (error) {
      this.logger.warn(`Job schedules not declared again yet (${safeDescription(error)}); next time Redis answers.`);
    }
  }

  private declare({ queue, name, everyMs }: Schedule) {
    return this.queueFor(queue).upsertJobScheduler(
      scheduleId({ queue, name, everyMs }),
      { every: everyMs },
      { name, data: {}, opts: KEEP_FINISHED_JOBS },
    );
  }

  /** The BullMQ queues by name, for the operators' board. */
  queuesNamed(names: readonly string[]): Queue[] {
    return names.map((name) => this.queueFor(name));
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private queueFor(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      // The connection's own errors (Redis away) reach here too; they surface as failed commands.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }
}

function wrapJobData<Data>(data: Data, correlationId: string | undefined): unknown {
  return correlationId ? { ...data, [CORRELATION_ID_FIELD]: correlationId } : data;
}

/** A BullMQ job's data as its processor expects it, and the correlation id it carried. */
export function unwrapJobData(stored: unknown): { data: unknown; correlationId?: string } {
  if (typeof stored !== 'object' || stored === null || !(CORRELATION_ID_FIELD in stored)) return { data: stored };
  const { [CORRELATION_ID_FIELD]: correlationId, ...data } = stored as Record<string, unknown>;
  return { data, ...(typeof correlationId === 'string' ? { correlationId } : {}) };
}

function scheduleId({ name, everyMs }: Schedule): string {
  return `${name}-every-${everyMs}`;
}
