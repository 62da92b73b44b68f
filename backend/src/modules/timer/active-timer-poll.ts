// GET /api/timer/active: spec §7's one-second poll, which every open dashboard sends. It is answered on
// node:http ahead of Express and Nest (signedInReadRoute, served-ahead.ts): their routers, middleware,
// guard and interceptors cost more per poll than the read itself (docs/performance.md, "The one-second
// poll").
// Being outside Nest, it is described to the OpenAPI document here, beside the route.
import type { QueryBus } from '@nestjs/cqrs';
import { type OperationObject, getSchemaPath } from '@nestjs/swagger';
import { type PlainRoute, type SessionOf, signedInReadRoute } from '#src/shared/http/signed-in-read-route';
import { GetTimerPoll, type TimerPollView } from './read-models/active-timer/get-timer-poll.handler';
import { ActiveTimerAnswer } from './timer.dto';

/** Under the API's prefix, as the timer controller's routes are. */
export const ACTIVE_TIMER_POLL_PATH = 'timer/active';

/**
 * The header that carries the person's facts version (read model `facts-version`): when it moves, a
 * badge or a challenge outcome changed, and the web app refetches them.
 */
export const FACTS_VERSION_HEADER = 'Pause-Facts-Version';

/**
 * Answers the running session ({startTime, type, confirmedAt}), or JSON null when none runs, with the
 * facts version in FACTS_VERSION_HEADER.
 */
export function activeTimerPoll(queries: QueryBus, sessionOf: SessionOf): PlainRoute {
  return signedInReadRoute(sessionOf, async (sessionId) => {
    const poll = await queries.execute<GetTimerPoll, TimerPollView | undefined>(new GetTimerPoll(sessionId));
    return poll && { body: poll.timer, headers: { [FACTS_VERSION_HEADER]: poll.factsVersion } };
  });
}

const factsVersionHeader = {
  description:
    'Moves whenever one of your badges or challenge outcomes changes (a correction, an import, a day that ended): refetch them when it does. Only its movement means anything.',
  schema: { type: 'string' as const, pattern: '^[0-9]+$' },
};

/** The poll in the OpenAPI document (the answers every signed-in route shares are added there). */
export const activeTimerPollDocumentation = {
  answerModel: ActiveTimerAnswer,
  operation: (): OperationObject => ({
    summary: 'The running session, if any',
    description:
      'Polled once a second by every open dashboard. Send the ETag of the last answer in If-None-Match: an unchanged answer is a 304 without a body.',
    responses: {
      200: {
        description: 'The running session, or null when none runs.',
        headers: { [FACTS_VERSION_HEADER]: factsVersionHeader },
        content: {
          'application/json': { schema: { nullable: true, allOf: [{ $ref: getSchemaPath(ActiveTimerAnswer) }] } },
        },
      },
      304: {
        description: 'Nothing changed since the answer whose ETag came in If-None-Match.',
        headers: { [FACTS_VERSION_HEADER]: factsVersionHeader },
      },
    },
  }),
};
