// Enqueues jobs to BullMQ on Redis. BullMQ ignores a job whose id is already in the queue, and
// completed jobs are kept for a week so a redelivery within that time is a no-op.
import { type JobsOptions, type KeepJobs, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JobQueue, type JobToEnqueue, type RetryPolicy } from './job';

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

export class BullmqJobQueue extends JobQueue {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly connection: Redis,
    private readonly retry: RetryPolicy,
    private readonly prefix?: string,
  ) {
    super();
  }

  async enqueue<Data>(queue: string, name: string, data: Data, jobId: string, correlationId?: string): Promise<void> {
    await this.queueFor(queue).add(name, wrapJobData(data, correlationId), this.optionsFor(jobId));
  }

  /** In batches of BULK_SIZE, each sent to Redis at once: one round trip per batch, not per job. */
  override async enqueueAll<Data>(queue: string, name: string, jobs: readonly JobToEnqueue<Data>[]): Promise<void> {
    for (let start = 0; start < jobs.length; start += BULK_SIZE) {
      const batch = jobs.slice(start, start + BULK_SIZE);
      await this.queueFor(queue).addBulk(
        batch.map((job) => ({
          name,
          data: wrapJobData(job.data, job.correlationId),
          opts: this.optionsFor(job.jobId),
        })),
      );
    }
  }

  private optionsFor(jobId: string): JobsOptions {
    return {
      jobId,
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.firstBackoffMs },
      ...KEEP_FINISHED_JOBS,
    };
  }

  async schedule(queue: string, name: string, everyMs: number): Promise<void> {
    await this.queueFor(queue).upsertJobScheduler(
      `${name}-every-${everyMs}`,
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
