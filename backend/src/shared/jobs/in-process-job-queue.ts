// Runs jobs inside the app process when there is no Redis, through the same processors the BullMQ
// worker runs, with the same retry policy and as many jobs of a queue at once as a BullMQ worker runs;
// the rest wait their turn in memory, in the order they came. Job ids are remembered for the life of
// the process.
import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { withLogFields } from '../logging/app-logging';
import { safeDescription } from '../logging/safe-description';
import { type Job, JOB_CONCURRENCY, JobQueue, type RetryPolicy, backoffBeforeAttempt, logFieldsOf } from './job';
import type { JobProcessors } from './job-processors';

const SHUTDOWN_GRACE_MS = 10_000;

/** One queue's jobs: those running, and those waiting for a free place (first come, first served). */
interface Lane {
  running: number;
  readonly waiting: Job[];
  /** Index of the next waiting job; the array is compacted when it has all been taken. */
  next: number;
}

export class InProcessJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly seenJobIds = new Set<string>();
  private readonly lanes = new Map<string, Lane>();
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

  async enqueue<Data>(queue: string, name: string, data: Data, jobId: string, correlationId?: string): Promise<void> {
    const key = `${queue}:${jobId}`;
    if (!this.accepting || this.seenJobIds.has(key)) return;
    this.seenJobIds.add(key);
    this.start(queue, { id: jobId, name, data, attempt: 1, ...(correlationId ? { correlationId } : {}) });
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
   * turn) may finish for up to 10 s.
   */
  async close(): Promise<void> {
    this.accepting = false;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    if (this.idle()) return;
    const idle = new Promise<void>((resolve) => (this.whenIdle = resolve));
    const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
    await Promise.race([idle, grace]);
    const left = [...this.lanes.values()].reduce((sum, lane) => sum + lane.waiting.length - lane.next, 0);
    if (left > 0) this.logger.warn(`${left} job(s) had not started when the app stopped; they are dropped.`);
    for (const lane of this.lanes.values()) lane.waiting.length = lane.next = 0;
  }

  private start(queue: string, job: Job): void {
    let lane = this.lanes.get(queue);
    if (!lane) {
      lane = { running: 0, waiting: [], next: 0 };
      this.lanes.set(queue, lane);
    }
    lane.waiting.push(job);
    this.runNext(queue, lane);
  }

  private runNext(queue: string, lane: Lane): void {
    while (lane.running < this.concurrency && lane.next < lane.waiting.length) {
      const job = lane.waiting[lane.next++];
      if (lane.next === lane.waiting.length) lane.waiting.length = lane.next = 0;
      lane.running++;
      void this.attempt(queue, job).finally(() => {
        lane.running--;
        this.runNext(queue, lane);
        if (this.whenIdle && this.idle()) this.whenIdle();
      });
    }
  }

  private idle(): boolean {
    return [...this.lanes.values()].every((lane) => lane.running === 0 && lane.next === lane.waiting.length);
  }

  private async attempt(queue: string, job: Job): Promise<void> {
    try {
      await withLogFields(logFieldsOf(queue, job), () => this.processors.get(queue).process(job));
    } catch (error) {
      if (job.attempt >= this.retry.attempts || !this.accepting) {
        await withLogFields(logFieldsOf(queue, job), async () =>
          this.logger.error(
            `Job ${queue}:${job.id} failed for good after ${job.attempt} attempt(s): ${safeDescription(error)}`,
          ),
        );
        return;
      }
      const next = { ...job, attempt: job.attempt + 1 };
      const timer = setTimeout(
        () => {
          this.retryTimers.delete(timer);
          this.start(queue, next);
        },
        backoffBeforeAttempt(this.retry, next.attempt),
      );
      this.retryTimers.add(timer);
    }
  }
}
