// The reminder settings' choices as the popover shows them: each pushed reminder by name, and turning
// a kind on or off, or quiet hours on, off or moved, into the settings the server keeps.
import { PUSH_REMINDER_KINDS, type PushReminderKind, type QuietHours } from '@pause/rules/push-reminders';
import { EVENING_STARTS_AT_HOUR } from '@pause/rules/evening';
import { LONG_SESSION_AFTER_MINUTES, TAKE_A_BREAK_AFTER_MINUTES } from '@pause/rules/reminders';

const ORDER_IN_A_DAY: readonly PushReminderKind[] = ['take-a-break', 'long-session', 'evening', 'forgotten-timer'];

export type Settings = { off: PushReminderKind[]; quietHours: QuietHours | null };

const LABELS: Record<PushReminderKind, string> = {
  'take-a-break': `After ${TAKE_A_BREAK_AFTER_MINUTES} minutes of work`,
  'long-session': `After ${LONG_SESSION_AFTER_MINUTES / 60} hours of work`,
  evening: `Work still running at ${EVENING_STARTS_AT_HOUR}:00`,
  'forgotten-timer': 'A timer left running (“Still working?”)',
};

/** Every kind the rule pushes, in the order they come in a day (not the rule's order of precedence). */
export const PUSHED_REMINDERS: readonly { kind: PushReminderKind; label: string }[] = [...PUSH_REMINDER_KINDS]
  .sort((a, b) => ORDER_IN_A_DAY.indexOf(a) - ORDER_IN_A_DAY.indexOf(b))
  .map((kind) => ({ kind, label: LABELS[kind] }));

/** Quiet hours a person turns on start at 22:00 and end at 07:00 until they move them. */
export const FIRST_QUIET_HOURS: QuietHours = { fromHour: 22, untilHour: 7 };

export function withKind(settings: Settings, kind: PushReminderKind, on: boolean): Settings {
  const off = settings.off.filter((other) => other !== kind);
  return { ...settings, off: on ? off : [...off, kind] };
}

/** Moving one end onto the other would leave no quiet hours: the other end moves on by an hour. */
export function withQuietHours(settings: Settings, quietHours: QuietHours | null): Settings {
  if (quietHours && quietHours.fromHour === quietHours.untilHour) {
    return { ...settings, quietHours: { ...quietHours, untilHour: (quietHours.untilHour + 1) % 24 } };
  }
  return { ...settings, quietHours };
}
