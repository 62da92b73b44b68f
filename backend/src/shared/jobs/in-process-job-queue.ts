// Runs jobs inside the app process when there is no Redis, through the same processors the BullMQ
// worker runs, with the same retry policy, the same coalescing of jobs that share a key, and as many
// jobs of a queue at once as a BullMQ worker runs; the rest wait their turn in memory, in the order
// they came. Job ids are remembered for the life of the process. Nothing here survives the process:
// `settled()` is how the event subscriptions know when the work they handed over is done, so that
// their checkpoints never move past work that only lived in memory.
import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { withLogFields } from '#src/shared/logging/app-logging';
import { safeDescription } from '#src/shared/logging/safe-description';
import {
  type EnqueueOptions,
  type Job,
  JOB_CONCURRENCY,
  JobQueue,
  type RetryPolicy,
  backoffBeforeAttempt,
  logFieldsOf,
} from './job';
import type { JobProcessors } from './job-processors';

const SHUTDOWN_GRACE_MS = 10_000;

/** Settles when a job is finished (done, or failed for good); rejects if the queue stopped first. */
class Finished {
  readonly promise: Promise<void>;
  resolve!: () => void;
  reject!: (error: Error) => void;

  constructor() {
    this.promise = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Only `settled()` waits on it; nobody may be waiting when the queue stops.
    this.promise.catch(() => undefined);
  }
}

/** A job the queue has taken on, and what settles when it is finished. */
interface Taken {
  readonly queue: string;
  readonly job: Job;
  /** `queue:coalesceKey`, when it has one. */
  readonly group?: string;
  readonly finished: Finished;
}

/** One queue's jobs: those running, and those waiting for a free place (first come, first served). */
interface Lane {
  running: number;
  readonly waiting: Taken[];
  /** Index of the next waiting job; the array is compacted when it has all been taken. */
  next: number;
}

/**
 * The jobs of one coalesce key: one taken (waiting its turn, running, or waiting for a retry), and
 * the one to start when it is finished, enqueued while it ran.
 */
interface Group {
  running: boolean;
  follower?: Taken;
}

/** How many jobs each queue created, and how many enqueued jobs were coalesced into others. */
interface QueueCounts {
  created: number;
  coalesced: number;
}

export class InProcessJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly seenJobIds = new Set<string>();
  private readonly lanes = new Map<string, Lane>();
  private readonly groups = new Map<string, Group>();
  private readonly unfinished = new Set<Finished>();
  private readonly counts = new Map<string, QueueCounts>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private whenIdle?: () => void;
  private accepting = true;

  constructor(
    private readonly processors: JobProcessors,
    private readonly retry: RetryPolicy,
    private readonly scheduler?: SchedulerRegistry,
    private readonly concurrency = JOB_CONCURRENCY,
  ) {
    super();
  }

  async enqueue<Data>(
    queue: string,
    name: string,
    data: Data,
    jobId: string,
    { correlationId, coalesceKey }: EnqueueOptions = {},
  ): Promise<void> {
    const id = `${queue}:${jobId}`;
    if (!this.accepting || this.seenJobIds.has(id)) return;
    this.seenJobIds.add(id);
    const job: Job = { id: jobId, name, data, attempt: 1, ...(correlationId ? { correlationId } : {}) };
    if (coalesceKey === undefined) return this.take({ queue, job, finished: this.track() });

    const key = `${queue}:${coalesceKey}`;
    const group = this.groups.get(key);
    if (!group) {
      this.groups.set(key, { running: false });
      this.take({ queue, job, group: key, finished: this.track() });
    } else if (!group.running) {
      // One of its key waits to start: it will read all this job would have.
      this.countsOf(queue).coalesced++;
    } else if (group.follower) {
      // The later job follows instead, as on BullMQ; it covers the earlier one, whose wait it takes over.
      this.countsOf(queue).coalesced++;
      group.follower = { ...group.follower, job };
    } else {
      group.follower = { queue, job, group: key, finished: this.track() };
    }
  }

  async settled(): Promise<void> {
    await Promise.all([...this.unfinished].map((finished) => finished.promise));
  }

  /** Each tick gets its own job id, so ticks are never mistaken for redeliveries. */
  async schedule(queue: string, name: string, everyMs: number): Promise<void> {
    const key = `${queue}:${name}:every-${everyMs}`;
    if (this.scheduler?.doesExist('interval', key)) this.scheduler.deleteInterval(key);
    let tick = 0;
    const timer = setInterval(() => void this.enqueue(queue, name, {}, `${key}:${Date.now()}:${tick++}`), everyMs);
    timer.unref();
    if (this.scheduler) this.scheduler.addInterval(key, timer);
  }

  /**
   * Stops taking jobs and drops pending retries; the jobs already taken (running or waiting their
   * turn) may finish for up to 10 s. Whatever is unfinished then is dropped, and `settled()` rejects:
   * a subscription waiting on it keeps its checkpoint, and hands the events over again after the restart.
   */
  async close(): Promise<void> {
    this.accepting = false;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    if (!this.idle()) {
      const idle = new Promise<void>((resolve) => (this.whenIdle = resolve));
      const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
      await Promise.race([idle, grace]);
    }
    const left = this.unfinished.size;
    if (left > 0) this.logger.warn(`${left} job(s) had not finished when the app stopped; they are dropped.`);
    const stopped = new Error(`The job queue stopped with ${left} job(s) unfinished.`);
    for (const finished of this.unfinished) finished.reject(stopped);
    this.unfinished.clear();
    for (const lane of this.lanes.values()) lane.waiting.length = lane.next = 0;
    this.groups.clear();
    const counts = [...this.counts].map(
      ([queue, { created, coalesced }]) => `${queue}: ${created} created, ${coalesced} coalesced`,
    );
    if (counts.length > 0) this.logger.log(`Jobs since the app started: ${counts.join('; ')}.`);
  }

  private track(): Finished {
    const finished = new Finished();
    this.unfinished.add(finished);
    return finished;
  }

  private countsOf(queue: string): QueueCounts {
    let counts = this.counts.get(queue);
    if (!counts) {
      counts = { created: 0, coalesced: 0 };
      this.counts.set(queue, counts);
    }
    return counts;
  }

  private take(taken: Taken): void {
    this.countsOf(taken.queue).created++;
    this.line(taken);
  }

  /** Puts a job in its queue's line, to run as soon as a place is free. */
  private line(taken: Taken): void {
    let lane = this.lanes.get(taken.queue);
    if (!lane) {
      lane = { running: 0, waiting: [], next: 0 };
      this.lanes.set(taken.queue, lane);
    }
    lane.waiting.push(taken);
    this.runNext(lane);
  }

  private runNext(lane: Lane): void {
    while (lane.running < this.concurrency && lane.next < lane.waiting.length) {
      const taken = lane.waiting[lane.next++];
      if (lane.next === lane.waiting.length) lane.waiting.length = lane.next = 0;
      lane.running++;
      void this.attempt(taken).finally(() => {
        lane.running--;
        this.runNext(lane);
        if (this.whenIdle && this.idle()) this.whenIdle();
      });
    }
  }

  private idle(): boolean {
    return [...this.lanes.values()].every((lane) => lane.running === 0 && lane.next === lane.waiting.length);
  }

  private async attempt(taken: Taken): Promise<void> {
    const { queue, job } = taken;
    const group = taken.group ? this.groups.get(taken.group) : undefined;
    if (group) group.running = true;
    try {
      await withLogFields(logFieldsOf(queue, job), () => this.processors.get(queue).process(job));
    } catch (error) {
      if (!this.accepting) return; // stopping: not retried, and not finished either (close() drops it)
      if (job.attempt >= this.retry.attempts) {
        await withLogFields(logFieldsOf(queue, job), async () =>
          this.logger.error(
            `Job ${queue}:${job.id} failed for good after ${job.attempt} attempt(s): ${safeDescription(error)}`,
          ),
        );
        return this.finish(taken);
      }
      // Waiting for its retry, it is the one of its key that waits: later ones are dropped.
      if (group) group.running = false;
      const next = { ...taken, job: { ...job, attempt: job.attempt + 1 } };
      const timer = setTimeout(
        () => {
          this.retryTimers.delete(timer);
          this.line(next);
        },
        backoffBeforeAttempt(this.retry, next.job.attempt),
      );
      this.retryTimers.add(timer);
      return;
    }
    this.finish(taken);
  }

  /** Done, or failed for good: what waited for it may go on, and the job that follows it starts. */
  private finish(taken: Taken): void {
    taken.finished.resolve();
    this.unfinished.delete(taken.finished);
    if (!taken.group) return;
    const follower = this.groups.get(taken.group)?.follower;
    if (follower) {
      this.groups.set(taken.group, { running: false });
      this.take(follower);
    } else {
      this.groups.delete(taken.group);
    }
  }
}
