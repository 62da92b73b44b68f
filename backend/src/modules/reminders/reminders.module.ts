// Reminders by push (issue 28): a device's subscription, the person's reminder settings, and a sweep
// every minute that pushes the reminders due for running timers (reactions/send-due-reminders.processor.ts).
import { Feature } from '#src/shared/features/feature';
import { PushSender } from './push-sender';
import { PushSubscriptions } from './push-subscriptions';
import {
  REMINDER_SWEEP_EVERY_MS,
  REMINDERS_QUEUE,
  SEND_DUE_REMINDERS,
  SendDueRemindersProcessor,
} from './reactions/send-due-reminders.processor';
import { RemindersController } from './reminders.controller';
import { ReminderSettings } from './reminder-settings';
import { VapidKeys } from './vapid-keys';

@Feature({
  contributes: {
    processors: [SendDueRemindersProcessor],
    schedules: [{ queue: REMINDERS_QUEUE, name: SEND_DUE_REMINDERS, everyMs: REMINDER_SWEEP_EVERY_MS }],
  },
  controllers: [RemindersController],
  providers: [VapidKeys, PushSubscriptions, PushSender, ReminderSettings],
})
export class RemindersModule {}
