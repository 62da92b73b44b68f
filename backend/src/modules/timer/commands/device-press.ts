// A Start or Stop as a device may send it (issue 28): with an id of the device's own, so a repeat is
// answered as the first and never applied twice (CommandReceipts), and with the moment it was pressed,
// for a press kept while offline (rules/src/pressed-moments.ts). Also what a running timer's start is
// judged against, read the same way for a pressed Start and a moved start.
import { DomainError } from '#src/shared/deciders/domain-error';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import type { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import type { RunningStartFacts } from '#src/modules/timer/timer.decider';

export interface DevicePress {
  /** The id the device gave the command (a UUID): its receipt's key, and in its events' metadata. */
  readonly commandId?: string;
  /** When it was pressed, by the device's clock; the press counts from now when absent. */
  readonly pressedAt?: Date;
}

/** A pressed Start, with the person's forgotten-timer limit its moment is judged against. */
export interface DeviceStart extends DevicePress {
  readonly limitHours: number;
}

/** The metadata of the events a press causes: the request's, with the press's command id. */
export function pressMetadata(metadata: EventMetadata, press: DevicePress): EventMetadata {
  return press.commandId === undefined ? metadata : { ...metadata, commandId: press.commandId };
}

/**
 * What a running timer's start is judged against, read after the stream (DeciderRunner.runReading): the
 * person's limit, and their latest saved session ending by now.
 */
export async function runningStartFacts(
  sessions: SavedSessions,
  userId: string,
  now: Date,
  limitHours: number,
): Promise<RunningStartFacts> {
  return { limitHours, previous: await sessions.latestEndedBy(userId, now) };
}

/** Whether the press came from a device saying how it sent it (its id or its moment), not a plain online press. */
export function isDevicePress(press: DevicePress | undefined): boolean {
  return press?.commandId !== undefined || press?.pressedAt !== undefined;
}

/**
 * A plain online press is answered as before offline presses existed: its refusal without the facts a
 * device needs (the timer its Start lost to), which the web app online already polls.
 */
export async function answeredAsOnline<Answer>(answer: Promise<Answer>): Promise<Answer> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof DomainError && error.details) throw new DomainError(error.code, error.kind, error.message);
    throw error;
  }
}
