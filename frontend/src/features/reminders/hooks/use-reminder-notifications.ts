// Sends the browser notification a reminder calls for, and offers to ask for
// permission (from a click only, never on page load).
import type { ReminderKind } from '@pause/rules/reminders';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notifier } from '@/features/reminders/browser-notifier';
import { reminderMessage } from '@/features/reminders/reminder-messages';
import { canAskForNotifications, notificationToSend } from '@/features/reminders/reminder-notifications';

export function useReminderNotifications(
  reminder: ReminderKind | null,
  timerStartTime: string | null,
  notifier: Notifier,
) {
  const [permission, setPermission] = useState(() => notifier.permission());
  const sent = useRef(new Set<string>());

  useEffect(() => {
    const key = notificationToSend({ reminder, timerStartTime, permission, alreadySent: sent.current });
    if (key === null || reminder === null) return;
    sent.current.add(key);
    const { title, text } = reminderMessage(reminder);
    notifier.show({ title, body: text, tag: key });
  }, [reminder, timerStartTime, permission, notifier]);

  const askPermission = useCallback(async () => {
    setPermission(await notifier.requestPermission());
  }, [notifier]);

  return { canAsk: canAskForNotifications(permission), askPermission };
}
