// Runs jobs inside the app process when there is no Redis, through the same processors the BullMQ
// worker runs, with the same retry policy. Job ids are remembered for the life of the process.
import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { type Job, JobQueue, type RetryPolicy, backoffBeforeAttempt } from './job';
import type { JobProcessors } from './job-processors';

const SHUTDOWN_GRACE_MS = 10_000;

export class InProcessJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly seenJobIds = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private accepting = true;

  constructor(
    private readonly processors: JobProcessors,
    private readonly retry: RetryPolicy,
    private readonly scheduler?: SchedulerRegistry,
  ) {
    super();
  }

  async enqueue<Data>(queue: string, name: string, data: Data, jobId: string): Promise<void> {
    const key = `${queue}:${jobId}`;
    if (!this.accepting || this.seenJobIds.has(key)) return;
    this.seenJobIds.add(key);
    this.start(queue, { id: jobId, name, data, attempt: 1 });
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

  /** Stops taking jobs, drops pending retries and waits up to 10 s for running ones. */
  async close(): Promise<void> {
    this.accepting = false;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
    await Promise.race([Promise.allSettled([...this.running]), grace]);
  }

  private start(queue: string, job: Job): void {
    const run = this.attempt(queue, job).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async attempt(queue: string, job: Job): Promise<void> {
    try {
      await this.processors.get(queue).process(job);
    } catch (error) {
      if (job.attempt >= this.retry.attempts || !this.accepting) {
        this.logger.error(`Job ${queue}:${job.id} failed for good after ${job.attempt} attempt(s): ${String(error)}`);
        return;
      }
      const next = { ...job, attempt: job.attempt + 1 };
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        this.start(queue, next);
      }, backoffBeforeAttempt(this.retry, next.attempt));
      this.retryTimers.add(timer);
    }
  }
}
