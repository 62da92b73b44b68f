// Background jobs: what a processor receives, how jobs are enqueued, and the retry policy both
// runners (in-process and BullMQ) apply.
export interface Job<Data = unknown> {
  /** Derived from what caused the job, so a redelivery is recognised and ignored. */
  readonly id: string;
  readonly name: string;
  readonly data: Data;
  /** 1 on the first try. */
  readonly attempt: number;
  /**
   * The id of the request whose events caused the job (their correlationId), carried into the job's
   * log lines and the events it writes; none for scheduled jobs.
   */
  readonly correlationId?: string;
}

/** One processor per queue; the same code runs in-process and in the BullMQ worker. */
export interface JobProcessor<Data = unknown> {
  readonly queue: string;
  process(job: Job<Data>): Promise<void>;
}

export interface RetryPolicy {
  readonly attempts: number;
  /** The first retry waits this long; each later one waits twice as long as the one before. */
  readonly firstBackoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, firstBackoffMs: 1000 };

/**
 * How many jobs of one queue run at once in one process, on BullMQ and in-process alike: enough to
 * overlap database round trips, few enough that a burst of jobs queues up instead of waiting on the
 * database pool all at once.
 */
export const JOB_CONCURRENCY = 4;

export function backoffBeforeAttempt(policy: RetryPolicy, attempt: number): number {
  return policy.firstBackoffMs * 2 ** (attempt - 2);
}

export interface EnqueueOptions {
  /** See Job.correlationId. */
  readonly correlationId?: string;
  /**
   * Jobs sharing a coalesce key (within one queue) never run at the same time, and at most one of them
   * waits while another runs. A job enqueued while one with its key waits to start (or to be retried)
   * is dropped: the waiting one will read everything committed before it starts, so it covers the
   * dropped one. A job enqueued while one with its key runs becomes the one that follows it (replacing
   * an earlier follower, which it covers), started once the running one is done or has failed for good.
   */
  readonly coalesceKey?: string;
}

export interface JobToEnqueue<Data = unknown> extends EnqueueOptions {
  readonly data: Data;
  readonly jobId: string;
}

export abstract class JobQueue {
  /** Enqueues a job; one whose id was enqueued before is ignored. */
  abstract enqueue<Data>(
    queue: string,
    name: string,
    data: Data,
    jobId: string,
    options?: EnqueueOptions,
  ): Promise<void>;

  /** Enqueues many jobs of one name, as `enqueue` would one by one; a runner may send them in batches. */
  async enqueueAll<Data>(queue: string, name: string, jobs: readonly JobToEnqueue<Data>[]): Promise<void> {
    for (const { data, jobId, ...options } of jobs) await this.enqueue(queue, name, data, jobId, options);
  }

  /**
   * Resolves once every job accepted before the call is finished: done, or failed for good after its
   * retries (a job dropped for its coalesce key, once the job that covers it is). Rejects if the queue
   * stopped with some of them unfinished. What a subscription awaits before its checkpoint moves past
   * the events that caused those jobs.
   */
  abstract settled(): Promise<void>;

  /**
   * Runs a job with no data every `everyMs` milliseconds, for rules that complete with the passing of
   * time rather than with an event. Declaring the same schedule again replaces it.
   */
  abstract schedule(queue: string, name: string, everyMs: number): Promise<void>;
}

/** The fields a job's log lines carry: which job, and the request that caused it. */
export function logFieldsOf(queue: string, job: Job): Record<string, string> {
  return { job: `${queue}:${job.id}`, ...(job.correlationId ? { requestId: job.correlationId } : {}) };
}
