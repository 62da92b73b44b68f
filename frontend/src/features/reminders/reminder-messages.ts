// What each motivational reminder says: a title and one gentle sentence, stating the rule's own figures.
import { EVENING_STARTS_AT_HOUR } from '@pause/rules/evening';
import { LONG_SESSION_AFTER_MINUTES, type ReminderKind, TAKE_A_BREAK_AFTER_MINUTES } from '@pause/rules/reminders';
import { minutesInWords, numberInWords, twelveHourClock } from '@/lib/spoken-numbers';

type ReminderMessage = { title: string; text: string };

const messages: Record<ReminderKind, ReminderMessage> = {
  'long-session': {
    title: 'Time to come up for air',
    text: `You've been at it for a good ${minutesInWords(LONG_SESSION_AFTER_MINUTES)}. Stand up, stretch and rest your eyes; the work will keep while you do.`,
  },
  'take-a-break': {
    title: 'A short pause would do you good',
    text: `You've been focused for ${minutesInWords(TAKE_A_BREAK_AFTER_MINUTES)}. A glass of water or a few steps outside is a kind thing to give yourself.`,
  },
  evening: {
    title: 'The evening is yours too',
    text: `It's past ${numberInWords(twelveHourClock(EVENING_STARTS_AT_HOUR).hour)} and you're still working. Finish what you can, and let the rest wait for tomorrow.`,
  },
  'end-of-day': {
    title: 'Time to let the day go',
    text: 'The day is winding down. Enjoy a slow dinner, a walk, or a moment with someone you love.',
  },
  balanced: {
    title: 'Your week is in lovely balance',
    text: "You're keeping plenty of time for the life you love. Whatever you're doing, keep doing it.",
  },
};

/**
 * The balanced-week reminder (rules/src/reminders.ts) also comes for a week with nothing tracked yet,
 * which is all life: then it invites the first session rather than praising a balance nobody has kept.
 */
const emptyWeekBalanced: ReminderMessage = {
  title: 'Your week is wide open',
  text: 'Nothing is tracked yet, so every hour is still yours. When work or a commute begins, one tap starts your first session.',
};

export function reminderMessage(kind: ReminderKind, { emptyWeek = false } = {}): ReminderMessage {
  return kind === 'balanced' && emptyWeek ? emptyWeekBalanced : messages[kind];
}
