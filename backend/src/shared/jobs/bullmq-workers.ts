// The worker side of BullMQ: one Worker per registered queue, each handing jobs to the queue's
// processor. Closing stops taking jobs and lets the active ones finish.
import { Logger } from '@nestjs/common';
import { Worker, isNotConnectionError } from 'bullmq';
import type { Redis } from 'ioredis';
import { unwrapJobData } from './bullmq-job-queue';
import { type Job, JOB_CONCURRENCY, logFieldsOf } from './job';
import type { JobProcessors } from './job-processors';
import { withLogFields } from '#src/shared/logging/app-logging';
import { settledWithin } from './settled-within';
import { safeDescription } from '#src/shared/logging/safe-description';

const SHUTDOWN_GRACE_MS = 10_000;
/** After the grace, how long a forced close may wait for Redis before the connections are dropped. */
const FORCED_CLOSE_MS = 2_000;

export class BullmqWorkers {
  private readonly logger = new Logger('Worker');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly processors: JobProcessors,
    private readonly connection: Redis,
    private readonly prefix?: string,
    private readonly lockMs = 30_000,
  ) {}

  start(): void {
    for (const queue of this.processors.queues()) {
      const processor = this.processors.get(queue);
      const worker = new Worker(
        queue,
        (bullJob) => {
          const job: Job = {
            id: String(bullJob.id),
            name: bullJob.name,
            ...unwrapJobData(bullJob.data),
            attempt: bullJob.attemptsMade + 1,
          };
          return withLogFields(logFieldsOf(queue, job), () => processor.process(job));
        },
        {
          connection: this.connection,
          prefix: this.prefix,
          concurrency: JOB_CONCURRENCY,
          lockDuration: this.lockMs,
          // Look for jobs whose worker died as often as a lock could lapse.
          stalledInterval: this.lockMs,
        },
      );
      // Redis away is said by the health checks and ends when it is back; anything else is worth a line.
      worker.on('error', (error) => {
        if (isNotConnectionError(error)) this.logger.warn(`Worker on ${queue}: ${safeDescription(error)}`);
      });
      worker.on('failed', (job, error) => {
        const correlationId = job ? unwrapJobData(job.data).correlationId : undefined;
        void withLogFields(
          { job: `${queue}:${job?.id}`, ...(correlationId ? { requestId: correlationId } : {}) },
          async () =>
            this.logger.warn(
              `Job ${queue}:${job?.id} failed (attempt ${job?.attemptsMade}): ${safeDescription(error)}`,
            ),
        );
      });
      this.workers.push(worker);
    }
    this.logger.log(
      `Working on ${this.workers.length} queue(s): ${this.processors.queues().join(', ') || 'none yet'}.`,
    );
  }

  /**
   * Stops taking jobs and waits for the active ones, at most SHUTDOWN_GRACE_MS before forcing; a
   * forced close that Redis does not answer (it is away) drops the workers' connections.
   */
  async close(): Promise<void> {
    const closing = () => Promise.all(this.workers.map((worker) => worker.close()));
    // With Redis away no job can be acknowledged: waiting for the active ones would only delay the stop.
    if (this.connection.status !== 'ready') {
      this.logger.warn('Redis is away: stopping at once; jobs left active will be retried by another worker.');
    } else if (await settledWithin(closing(), SHUTDOWN_GRACE_MS)) {
      return;
    } else {
      this.logger.warn(
        'Active jobs did not finish in time; their locks will lapse and another worker will retry them.',
      );
    }
    if (await settledWithin(Promise.all(this.workers.map((worker) => worker.close(true))), FORCED_CLOSE_MS)) return;
    await settledWithin(Promise.all(this.workers.map((worker) => worker.disconnect())), FORCED_CLOSE_MS);
  }
}
