// When a reminder should also reach the person as a browser notification:
// only with their permission, only for the two "step away" reminders, and only
// once per reminder kind per work session (the card itself rechecks every minute).
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
};

/** The key of the notification to send now, or null when none is due. */
export function notificationToSend({
  reminder,
  timerStartTime,
  permission,
  alreadySent,
}: NotificationInput): string | null {
  if (permission !== 'granted' || reminder === null || timerStartTime === null) return null;
  if (!NOTIFYING_REMINDERS.has(reminder)) return null;
  const key = `${reminder}@${timerStartTime}`;
  return alreadySent.has(key) ? null : key;
}
