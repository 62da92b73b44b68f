// The worker side of BullMQ: one Worker per registered queue, each handing jobs to the queue's
// processor. Closing stops taking jobs and lets the active ones finish.
import { Logger } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobProcessors } from './job-processors';

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
        (job) =>
          processor.process({ id: String(job.id), name: job.name, data: job.data, attempt: job.attemptsMade + 1 }),
        {
          connection: this.connection,
          prefix: this.prefix,
          concurrency: 4,
          lockDuration: this.lockMs,
          // Look for jobs whose worker died as often as a lock could lapse.
          stalledInterval: this.lockMs,
        },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn(`Job ${queue}:${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`),
      );
      this.workers.push(worker);
    }
    this.logger.log(`Working on ${this.workers.length} queue(s): ${this.processors.queues().join(', ') || 'none yet'}.`);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
