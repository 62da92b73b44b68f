// The motivational reminder (spec §2 item 6): a gentle nudge that appears only
// when one of the rules in rules/src/reminders.ts matches, rechecked every minute.
// The dashboard hands in the running timer and this week's life share.
import type { ReminderKind } from '@pause/rules/reminders';
import clsx from 'clsx';
import { BellRing, Coffee, Footprints, Sofa, Sparkles, Sunset, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { browserNotifier, type Notifier } from '@/features/reminders/browser-notifier';
import { useNow } from '@/features/reminders/hooks/use-now';
import { usePushOnThisDevice } from '@/features/reminders/hooks/use-push-on-this-device';
import { useReminderNotifications } from '@/features/reminders/hooks/use-reminder-notifications';
import { browserPushDevice, type PushDevice } from '@/features/reminders/push-device';
import { reminderMessage } from '@/features/reminders/reminder-messages';
import { reminderFor, type RunningTimer } from '@/features/reminders/reminder-rules';

const REMINDER_RECHECK_MS = 60_000;

const looks: Record<ReminderKind, { Icon: LucideIcon; box: string; icon: string }> = {
  'long-session': { Icon: Footprints, box: 'bg-rose-soft', icon: 'text-rose-strong' },
  'take-a-break': { Icon: Coffee, box: 'bg-sand-soft', icon: 'text-sand-strong' },
  evening: { Icon: Sunset, box: 'bg-accent-soft', icon: 'text-accent-strong' },
  'end-of-day': { Icon: Sofa, box: 'bg-mist-soft', icon: 'text-ink-muted' },
  balanced: { Icon: Sparkles, box: 'bg-sage-soft', icon: 'text-sage-strong' },
};

type MotivationalReminderCardProps = {
  /** The running session, null when none runs, undefined until the timer has answered. */
  activeTimer: RunningTimer | null | undefined;
  /** This week's life share in percent, or null while it is unknown. */
  weeklyLifePercentage: number | null;
  /** Whether this week has any work or commute yet; an empty week's balanced reminder invites instead. */
  weekHasTrackedTime?: boolean;
  className?: string;
  /** Tests pass a stand-in for the browser's Notification API... */
  notifier?: Notifier;
  /** ...and for its Push API. */
  pushDevice?: PushDevice;
};

export function MotivationalReminderCard({
  activeTimer,
  weeklyLifePercentage,
  weekHasTrackedTime = true,
  className,
  notifier = browserNotifier,
  pushDevice = browserPushDevice,
}: MotivationalReminderCardProps) {
  const now = useNow(REMINDER_RECHECK_MS);

  // Until the first answer about the timer, no rule can be judged fairly.
  const reminder = activeTimer === undefined ? null : reminderFor({ activeTimer, now, weeklyLifePercentage });
  const push = usePushOnThisDevice(pushDevice);
  const pageNotifications = useReminderNotifications(
    reminder,
    activeTimer?.startTime ?? null,
    notifier,
    push.on || !push.known,
  );
  // Where the browser can take pushes, the offer turns reminders by push on for this device.
  const offerPush = push.supported && !push.on;
  const notifications = {
    canAsk: offerPush ? pageNotifications.permission !== 'denied' && !push.turn.isPending : pageNotifications.canAsk,
    askPermission: offerPush ? async () => void push.turn.mutate(true) : pageNotifications.askPermission,
    // What the offer gives: pushes reach a closed tab; the page's own notifications need it open.
    hint: offerPush
      ? 'After 90 and 120 minutes of work, in the evening and for a forgotten timer, even with Pause closed.'
      : 'After long work sessions, while Pause is open.',
  };

  const message = reminder === null ? null : reminderMessage(reminder, { emptyWeek: !weekHasTrackedTime });
  return (
    <>
      {/* Always in the page, so each new reminder is read out once, politely, when it appears. */}
      <p role="status" aria-live="polite" className="sr-only">
        {message ? `${message.title}. ${message.text}` : ''}
      </p>
      {reminder && message ? (
        <ReminderCard reminder={reminder} message={message} className={className} notifications={notifications} />
      ) : null}
    </>
  );
}

type ReminderCardProps = {
  reminder: ReminderKind;
  message: { title: string; text: string };
  className?: string;
  notifications: { canAsk: boolean; askPermission: () => Promise<void>; hint: string };
};

function ReminderCard({ reminder, message: { title, text }, className, notifications }: ReminderCardProps) {
  const { Icon, box, icon } = looks[reminder];
  return (
    <Card
      aria-labelledby="motivational-reminder-title"
      data-testid="motivational-reminder"
      data-reminder={reminder}
      className={clsx('flex flex-col gap-4 sm:flex-row sm:items-center', className)}
    >
      <div className="flex flex-1 items-start gap-4">
        <span
          aria-hidden="true"
          className={clsx('inline-flex size-12 shrink-0 items-center justify-center rounded-2xl', box)}
        >
          <Icon className={clsx('size-6', icon)} />
        </span>
        <div className="min-w-0">
          <CardTitle id="motivational-reminder-title">{title}</CardTitle>
          <p className="mt-1 text-ink-muted">{text}</p>
        </div>
      </div>
      {notifications.canAsk ? (
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Button variant="outline" size="sm" onClick={() => void notifications.askPermission()}>
            <BellRing aria-hidden="true" className="size-4" />
            Remind me with notifications
          </Button>
          <p className="text-xs text-ink-muted">{notifications.hint}</p>
        </div>
      ) : null}
    </Card>
  );
}
