// The signed-in person as every controller sees it. The session names the person (their id); the
// guard then loads their profile.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { EVENT_SCHEMA_VERSION, type EventMetadata } from '#src/shared/event-store/stored-event';
import { requestIdOf } from '#src/shared/logging/request-id';

export interface SignedInUser {
  readonly id: string;
  readonly email: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl: string | null;
  readonly timeZone: string | null;
  /** After how many hours a running timer asks "Still working?" (10 unless the person chose). */
  readonly forgottenTimerLimitHours: number;
}

/** Until the browser tells us the person's time zone, their days are UTC days. */
const DEFAULT_TIME_ZONE = 'UTC';

export function timeZoneOf(user: SignedInUser): string {
  return user.timeZone ?? DEFAULT_TIME_ZONE;
}

/** What the session alone says: who is signed in. */
export interface SignedInIdentity {
  readonly id: string;
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SignedInUser => {
  const request = context.switchToHttp().getRequest<Request>();
  return request.user as SignedInUser;
});

/** Where the guard leaves the id of the sign-in session that let the request in. */
export interface SignedInRequest {
  signedInSessionId?: string;
}

/**
 * The sign-in session the request came with: the device's, as a push subscription is (it is forgotten
 * when that session ends).
 */
export const CurrentSessionId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const request = context.switchToHttp().getRequest<Request & SignedInRequest>();
  if (request.signedInSessionId === undefined) throw new Error('No sign-in session on a request past the guard.');
  return request.signedInSessionId;
});

/**
 * Metadata for events caused by this request: its correlation id is the request's id, the one on its
 * log line and in its X-Request-Id answer (shared/logging/request-id.ts).
 */
export const RequestMetadata = createParamDecorator((_: unknown, context: ExecutionContext): EventMetadata => {
  const request = context.switchToHttp().getRequest<Request>();
  return {
    userId: (request.user as SignedInIdentity | undefined)?.id,
    correlationId: requestIdOf(request),
    schemaVersion: EVENT_SCHEMA_VERSION,
  };
});
