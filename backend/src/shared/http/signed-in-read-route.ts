// A read for the signed-in person served as a plain Express route, ahead of Nest's middleware, guards,
// interceptors and pipes. Only for the hottest reads (the one-second poll), where that machinery cost
// more than the read itself; the answer is the one a controller would give: 401 without a session,
// errors in the single shape, and an ETag so an unchanged answer is a 304 without a body.
import type { Request, RequestHandler, Response } from 'express';
import { UnauthorizedException } from '@nestjs/common';
import { answerError } from './error-answer';
import { SIGNED_OUT_MESSAGE } from './signed-out';

/** Who is signed in on this request: their id, or undefined. */
export type IdentifyPerson = (request: Request) => Promise<string | undefined>;

/** The answer for this person; null is sent as JSON null. */
export type ReadForPerson<Answer> = (personId: string) => Promise<Answer>;

export function signedInReadRoute<Answer>(identify: IdentifyPerson, read: ReadForPerson<Answer>): RequestHandler {
  return (request: Request, response: Response) => {
    identify(request)
      .then(async (personId) => {
        if (personId === undefined) throw new UnauthorizedException(SIGNED_OUT_MESSAGE);
        const answer = await read(personId);
        // Express adds a weak ETag of the body and answers a matching If-None-Match with 304.
        response.setHeader('Cache-Control', 'private, no-cache');
        response.json(answer);
      })
      .catch((error: unknown) => answerError(response, error));
  };
}
