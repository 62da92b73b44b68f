// GET /api/timer/active: spec §7's one-second poll, which every open dashboard sends. It is answered on
// node:http ahead of Express and Nest (signedInReadRoute, served-ahead.ts): their routers, middleware,
// guard and interceptors cost more per poll than the read itself (docs/performance.md, "The one-second
// poll").
// Being outside Nest, it is described to the OpenAPI document here, beside the route.
import type { QueryBus } from '@nestjs/cqrs';
import { type OperationObject, getSchemaPath } from '@nestjs/swagger';
import { type IdentifyPerson, type PlainRoute, signedInReadRoute } from '../../shared/http/signed-in-read-route';
import { GetActiveTimer } from './read-models/active-timer/get-active-timer.handler';
import { ActiveTimerAnswer } from './timer.dto';

/** Under the API's prefix, as the timer controller's routes are. */
export const ACTIVE_TIMER_POLL_PATH = 'timer/active';

/** Answers the running session ({startTime, type, confirmedAt}), or JSON null when none runs. */
export function activeTimerPoll(queries: QueryBus, identify: IdentifyPerson): PlainRoute {
  return signedInReadRoute(identify, (personId) => queries.execute(new GetActiveTimer(personId)));
}

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
        content: {
          'application/json': { schema: { nullable: true, allOf: [{ $ref: getSchemaPath(ActiveTimerAnswer) }] } },
        },
      },
      304: { description: 'Nothing changed since the answer whose ETag came in If-None-Match.' },
    },
  }),
};
