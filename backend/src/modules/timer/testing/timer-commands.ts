// Starting and stopping a person's timer, and correcting their saved sessions, through the command bus
// as the controllers do, for tests that need many people's sessions quickly (no sign-in, no HTTP).
import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '#src/shared/deciders/domain-error';
import { metadataFor } from '#src/shared/testing/event-metadata';
import { AddSession } from '#src/modules/timer/commands/add-session.handler';
import { CorrectSession, type SessionChanges } from '#src/modules/timer/commands/correct-session.handler';
import { DeleteSession } from '#src/modules/timer/commands/delete-session.handler';
import { StartTimer } from '#src/modules/timer/commands/start-timer.handler';
import { StopTimer } from '#src/modules/timer/commands/stop-timer.handler';
import type { SessionView } from '#src/modules/timer/read-models/sessions/session-view';
import type { SessionType } from '#src/modules/timer/timer.events';

export function startTimer(commands: CommandBus, userId: string, type: SessionType, timeZone: string) {
  return commands.execute(new StartTimer(userId, type, timeZone, metadataFor(userId)));
}

/** Stops the running timer now, or at `endedAt` (the person's choice, as for a forgotten timer). */
export function stopTimer(commands: CommandBus, userId: string, endedAt?: Date) {
  return commands.execute(new StopTimer(userId, metadataFor(userId), endedAt));
}

export function addSession(
  commands: CommandBus,
  userId: string,
  session: { type: SessionType; start: Date; end: Date; timeZone: string },
): Promise<SessionView> {
  return commands.execute(
    new AddSession(userId, session.type, session.start, session.end, session.timeZone, metadataFor(userId)),
  );
}

export function correctSession(
  commands: CommandBus,
  userId: string,
  sessionId: string,
  changes: SessionChanges,
): Promise<SessionView> {
  return commands.execute(new CorrectSession(userId, sessionId, changes, metadataFor(userId)));
}

export function deleteSession(commands: CommandBus, userId: string, sessionId: string): Promise<SessionView> {
  return commands.execute(new DeleteSession(userId, sessionId, metadataFor(userId)));
}

/** Runs a command that may be refused (an overlap, a span too long): a refusal gives undefined, anything else throws. */
export async function refusedOrDone<T>(attempt: Promise<T>): Promise<T | undefined> {
  try {
    return await attempt;
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}
