// What each pushed reminder says, and where tapping it leads. Written on the server because a push
// must stand on its own: it reaches a device with no Pause page open, whose service worker may be a
// deploy behind. The figures come from the rules; the dashboard's card keeps its own, longer words.
import { EVENING_STARTS_AT_HOUR } from '@pause/rules/evening';
import { PUSH_REMINDER_LATE_AFTER_MINUTES, type PushReminderKind } from '@pause/rules/push-reminders';
import { LONG_SESSION_AFTER_MINUTES, TAKE_A_BREAK_AFTER_MINUTES } from '@pause/rules/reminders';

/** What the service worker shows (frontend/src/service-worker/push-notifications.ts reads it). */
export interface PushReminderPayload {
  readonly kind: PushReminderKind;
  readonly title: string;
  readonly body: string;
  /** One notification per kind on a device: a newer one of the same kind replaces it. */
  readonly tag: string;
  /** The dashboard; for a forgotten timer, where "Still working?" is asked. */
  readonly url: string;
}

/** The dashboard asks "Still working?" on every visit once the limit has passed; this opens it there. */
export const STILL_WORKING_URL = '/?still-working';

export function pushReminderPayload(kind: PushReminderKind, forgottenTimerLimitHours: number): PushReminderPayload {
  const tag = `pause-${kind}`;
  switch (kind) {
    case 'take-a-break':
      return {
        kind,
        tag,
        url: '/',
        title: 'A short pause would do you good',
        body: `You've been working for ${TAKE_A_BREAK_AFTER_MINUTES} minutes. A glass of water or a few steps outside?`,
      };
    case 'long-session':
      return {
        kind,
        tag,
        url: '/',
        title: 'Time to come up for air',
        body: `You've been working for ${LONG_SESSION_AFTER_MINUTES / 60} hours. Stand up, stretch and rest your eyes.`,
      };
    case 'evening':
      return {
        kind,
        tag,
        url: '/',
        title: 'The evening is yours too',
        body: `It's past ${EVENING_STARTS_AT_HOUR}:00 and your work timer is still running. Let the rest wait for tomorrow.`,
      };
    case 'forgotten-timer':
      return {
        kind,
        tag,
        url: STILL_WORKING_URL,
        title: 'Still working?',
        body: `Your timer has been running for ${forgottenTimerLimitHours} ${forgottenTimerLimitHours === 1 ? 'hour' : 'hours'}. Keep it running, stop it, or discard it.`,
      };
    default: {
      const unknown: never = kind;
      throw new Error(`No words for the reminder ${String(unknown)}.`);
    }
  }
}

/** A timed reminder is worth nothing once it would be dropped as late; "Still working?" keeps for hours. */
export function pushTtlSeconds(kind: PushReminderKind): number {
  return kind === 'forgotten-timer' ? 6 * 60 * 60 : PUSH_REMINDER_LATE_AFTER_MINUTES * 60;
}
