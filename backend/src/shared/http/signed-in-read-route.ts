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

/** Who is signed in on this request: their id, or undefined. */
export type IdentifyPerson = (request: IncomingMessage) => Promise<string | undefined>;

/** The answer for a person: its body (null is sent as JSON null) and headers that go with it. */
export interface PersonalAnswer<Answer> {
  readonly body: Answer;
  /** Part of the answer: an unchanged body with a changed header is a 200, not a 304. */
  readonly headers?: Readonly<Record<string, string>>;
}

export type ReadForPerson<Answer> = (personId: string) => Promise<PersonalAnswer<Answer>>;

export type PlainRoute = (request: IncomingMessage, response: ServerResponse) => void;

export function signedInReadRoute<Answer>(identify: IdentifyPerson, read: ReadForPerson<Answer>): PlainRoute {
  return (request, response) => {
    identify(request)
      .then(async (personId) => {
        if (personId === undefined) throw new UnauthorizedException(SIGNED_OUT_MESSAGE);
        const { body, headers = {} } = await read(personId);
        response.setHeader('Cache-Control', 'private, no-cache');
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        answerRead(request, response, body, Object.keys(headers));
      })
      .catch((error: unknown) => answerError(response, error));
  };
}
