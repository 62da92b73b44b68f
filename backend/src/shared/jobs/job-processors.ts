// Which processor handles which queue. Features register theirs when their module starts.
import { Injectable } from '@nestjs/common';
import type { JobProcessor } from './job';

@Injectable()
export class JobProcessors {
  private readonly byQueue = new Map<string, JobProcessor>();

  register(processor: JobProcessor): void {
    if (this.byQueue.has(processor.queue)) throw new Error(`Queue ${processor.queue} already has a processor.`);
    this.byQueue.set(processor.queue, processor);
  }

  get(queue: string): JobProcessor {
    const processor = this.byQueue.get(queue);
    if (!processor) throw new Error(`No processor is registered for queue ${queue}.`);
    return processor;
  }

  queues(): string[] {
    return [...this.byQueue.keys()];
  }
}
