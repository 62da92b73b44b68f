// Stopped sessions as stored timer events, for the balance read models' own tests.
import type { StoredEvent } from '#src/shared/event-store/stored-event';
import { storedEvents } from '#src/shared/testing/projection-test';
import { sessionEvents } from '#src/modules/timer/testing/timer-sessions';
import { timerStreamId } from '#src/modules/timer/timer.events';

export function stoppedSessions(
  userId: string,
  sessions: readonly { type: 'work' | 'commute'; start: string; end: string; timeZone: string }[],
): StoredEvent[] {
  const events = sessions.flatMap(({ type, start, end, timeZone }) =>
    sessionEvents({ type, start: new Date(start), end: new Date(end), timeZone }),
  );
  return storedEvents(timerStreamId(userId), events, { userId });
}
