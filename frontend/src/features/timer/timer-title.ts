// The browser tab title: the running session at a glance, or just the name.
import { sessionLabel, type SessionType } from '@/lib/session-type';
import { formatElapsed } from './elapsed';

export const APP_TITLE = 'Pause';

export function timerDocumentTitle(session: { type: SessionType; elapsedSeconds: number } | null): string {
  if (!session) return APP_TITLE;
  return `${formatElapsed(session.elapsedSeconds)} · ${sessionLabel(session.type)} · ${APP_TITLE}`;
}
