// A read for the signed-in person, written on node:http's own request and response so it can be served
// ahead of Express (served-ahead.ts) as well as mounted in it. Only for the hottest reads (the
// one-second poll), where the framework cost more than the read itself; the answer is the one a
// controller would give: 401 without a session, errors in the single shape, and an ETag so an unchanged
// answer is a 304 without a body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UnauthorizedException } from '@nestjs/common';
import { answerError } from './error-answer';
import { answerRead } from './json-answer';
import { SIGNED_OUT_MESSAGE } from './signed-out';

/** The session a request's cookie carries (its signature checked), or undefined: no database read. */
export type SessionOf = (request: IncomingMessage) => string | undefined;

/** The answer for a person: its body (null is sent as JSON null) and headers that go with it. */
export interface PersonalAnswer<Answer> {
  readonly body: Answer;
  /** Part of the answer: an unchanged body with a changed header is a 200, not a 304. */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The answer for whoever the session signs in, read in the same statement that checks the session
 * (signed_in_person), or undefined when it signs no one in.
 */
export type ReadForSession<Answer> = (sessionId: string) => Promise<PersonalAnswer<Answer> | undefined>;

export type PlainRoute = (request: IncomingMessage, response: ServerResponse) => void;

export function signedInReadRoute<Answer>(sessionOf: SessionOf, read: ReadForSession<Answer>): PlainRoute {
  return (request, response) => {
    const sessionId = sessionOf(request);
    (sessionId === undefined ? Promise.resolve(undefined) : read(sessionId))
      .then((answer) => {
        if (answer === undefined) throw new UnauthorizedException(SIGNED_OUT_MESSAGE);
        const { body, headers = {} } = answer;
        response.setHeader('Cache-Control', 'private, no-cache');
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        answerRead(request, response, body, Object.keys(headers));
      })
      .catch((error: unknown) => answerError(response, error));
  };
}
