// What each motivational reminder says: a title and one gentle sentence.
import type { ReminderKind } from './reminder-rules';

type ReminderMessage = { title: string; text: string };

const messages: Record<ReminderKind, ReminderMessage> = {
  'long-session': {
    title: 'Time to come up for air',
    text: "You've been at it for a good two hours. Stand up, stretch and rest your eyes; the work will keep while you do.",
  },
  'take-a-break': {
    title: 'A short pause would do you good',
    text: "You've been focused for an hour and a half. A glass of water or a few steps outside is a kind thing to give yourself.",
  },
  evening: {
    title: 'The evening is yours too',
    text: "It's past six and you're still working. Finish what you can, and let the rest wait for tomorrow.",
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

export function reminderMessage(kind: ReminderKind): ReminderMessage {
  return messages[kind];
}
