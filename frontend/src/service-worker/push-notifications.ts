// What the service worker does with a reminder pushed by the server (backend/src/modules/reminders:
// its payload is kind, title, body, tag and url): the notification it shows, and where tapping it
// leads. Plain functions, so they are tested without a worker; sw.ts wires them to `push` and
// `notificationclick`.

export interface PushedReminder {
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  readonly tag: string;
  readonly url: string;
}

export interface NotificationToShow {
  readonly title: string;
  readonly options: NotificationOptions & { data: { url: string; kind: string } };
}

const ICON = '/icons/icon-192.png';

/**
 * The notification for a push. A push that is not one of ours still shows one (a browser that allowed
 * pushes expects each to be seen), saying only that Pause has something, and opening the dashboard.
 */
export function notificationFor(data: unknown): NotificationToShow {
  const reminder = asPushedReminder(data);
  const { title, body, tag, url, kind } = reminder ?? {
    kind: 'unknown',
    title: 'Pause',
    body: 'Pause has a reminder for you.',
    tag: 'pause-reminder',
    url: '/',
  };
  return { title, options: { body, tag, icon: ICON, badge: ICON, data: { url, kind } } };
}

function asPushedReminder(data: unknown): PushedReminder | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const texts = ['kind', 'title', 'body', 'tag', 'url'].every((field) => typeof fields[field] === 'string');
  if (!texts || !isOwnPath(fields.url as string)) return null;
  return fields as unknown as PushedReminder;
}

/** Only a path of the app itself is ever opened from a notification. */
function isOwnPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** A window of the app, as clients.matchAll gives it. */
export interface OpenWindow {
  readonly url: string;
  readonly focused: boolean;
}

export type ClickAction = { readonly focus: number; readonly navigateTo?: string } | { readonly open: string };

/**
 * Where a tap leads: an open window of the app is brought forward (the focused one, else the first);
 * for "Still working?" it also goes to the question's address, a new visit, where the dashboard asks
 * it even if "Ask me later" hid it there. With no window open, a new one opens at the address.
 */
export function clickAction(data: unknown, windows: readonly OpenWindow[], origin: string): ClickAction {
  const { url, kind } = (typeof data === 'object' && data !== null ? data : {}) as { url?: unknown; kind?: unknown };
  const path = typeof url === 'string' && isOwnPath(url) ? url : '/';
  const ours = windows
    .map((window, index) => ({ window, index }))
    .filter(({ window }) => window.url.startsWith(`${origin}/`));
  const chosen = ours.find(({ window }) => window.focused) ?? ours[0];
  if (!chosen) return { open: path };
  return kind === 'forgotten-timer' ? { focus: chosen.index, navigateTo: path } : { focus: chosen.index };
}
