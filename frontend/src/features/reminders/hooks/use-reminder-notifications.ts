// Sends the browser notification a reminder calls for, and offers to ask for
// permission (from a click only, never on page load); the answer is confirmed in a toast.
import type { ReminderKind } from '@pause/rules/reminders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import type { Notifier } from '@/features/reminders/browser-notifier';
import { reminderMessage } from '@/features/reminders/reminder-messages';
import { canAskForNotifications, notificationToSend } from '@/features/reminders/reminder-notifications';

export function useReminderNotifications(
  reminder: ReminderKind | null,
  timerStartTime: string | null,
  notifier: Notifier,
  pushOnThisDevice = false,
) {
  const [permission, setPermission] = useState(() => notifier.permission());
  const sent = useRef(new Set<string>());

  useEffect(() => {
    const key = notificationToSend({
      reminder,
      timerStartTime,
      permission,
      alreadySent: sent.current,
      pushOnThisDevice,
    });
    if (key === null || reminder === null) return;
    sent.current.add(key);
    const { title, text } = reminderMessage(reminder);
    notifier.show({ title, body: text, tag: key });
  }, [reminder, timerStartTime, permission, notifier, pushOnThisDevice]);

  const askPermission = useCallback(async () => {
    const answer = await notifier.requestPermission();
    setPermission(answer);
    if (answer === 'granted') {
      toast({ title: 'Notifications on', description: 'Pause will remind you after long work sessions.' });
    } else if (answer === 'denied') {
      toast({
        title: 'Notifications off',
        description: "Your browser blocks Pause's notifications; its site settings can allow them.",
      });
    }
  }, [notifier]);

  return { permission, canAsk: canAskForNotifications(permission), askPermission };
}
