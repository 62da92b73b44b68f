// The `timer` queue's processor. `forget-old-command-receipts`, run on a schedule, deletes the receipts
// of presses sent with a device's id once they are RECEIPTS_KEPT_DAYS old (shared/event-store/
// command-receipts.ts): by then no device still signed in can send the press again. The timer feature
// schedules it as the one whose commands devices send with their own ids.
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '#src/shared/clock/clock';
import { Database } from '#src/shared/database/database';
import { forgetReceiptsKeptPast } from '#src/shared/event-store/command-receipts';
import type { Job, JobProcessor } from '#src/shared/jobs/job';

export const TIMER_QUEUE = 'timer';
export const FORGET_OLD_COMMAND_RECEIPTS = 'forget-old-command-receipts';

@Injectable()
export class ForgetOldCommandReceiptsProcessor implements JobProcessor {
  readonly queue = TIMER_QUEUE;
  private readonly logger = new Logger(ForgetOldCommandReceiptsProcessor.name);

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async process(job: Job): Promise<void> {
    if (job.name !== FORGET_OLD_COMMAND_RECEIPTS) throw new Error(`The timer queue has no job named ${job.name}.`);
    const forgotten = await forgetReceiptsKeptPast(this.database, this.clock.now());
    if (forgotten > 0) this.logger.log(`Forgot ${forgotten} command receipts past their keeping.`);
  }
}
