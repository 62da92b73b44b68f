// When a reminder should also reach the person as a browser notification from the page:
// only with their permission, only for the two "step away" reminders, only once per
// reminder kind per work session (the card itself rechecks every minute), and never
// while this device gets reminders by push, which brings the same ones tab or no tab.
import type { ReminderKind } from '@pause/rules/reminders';

/** The browser's answer, or 'unsupported' where there is no Notification API. */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

const NOTIFYING_REMINDERS: ReadonlySet<ReminderKind> = new Set<ReminderKind>(['long-session', 'take-a-break']);

/** The permission prompt is offered only while the person has not decided yet. */
export function canAskForNotifications(permission: NotificationPermissionState): boolean {
  return permission === 'default';
}

type NotificationInput = {
  reminder: ReminderKind | null;
  /** Identifies the running work session. */
  timerStartTime: string | null;
  permission: NotificationPermissionState;
  /** Keys of the notifications already sent on this page. */
  alreadySent: ReadonlySet<string>;
  /** This device is subscribed to reminders by push. */
  pushOnThisDevice?: boolean;
};

/** The key of the notification to send now, or null when none is due. */
export function notificationToSend({
  reminder,
  timerStartTime,
  permission,
  alreadySent,
  pushOnThisDevice = false,
}: NotificationInput): string | null {
  if (pushOnThisDevice) return null;
  if (permission !== 'granted' || reminder === null || timerStartTime === null) return null;
  if (!NOTIFYING_REMINDERS.has(reminder)) return null;
  const key = `${reminder}@${timerStartTime}`;
  return alreadySent.has(key) ? null : key;
}
