// GET /api/timer/active: spec §7's one-second poll, which every open dashboard sends. It is served as a
// plain Express route ahead of Nest's pipeline (signedInReadRoute): Nest's router, middleware, guard
// and interceptors cost more per poll than the read itself (docs/performance.md, "The one-second poll").
import type { QueryBus } from '@nestjs/cqrs';
import type { RequestHandler } from 'express';
import { type IdentifyPerson, signedInReadRoute } from '../../shared/http/signed-in-read-route';
import { GetActiveTimer } from './read-models/active-timer/get-active-timer.handler';

/** Under the API's prefix, as the timer controller's routes are. */
export const ACTIVE_TIMER_POLL_PATH = 'timer/active';

/** Answers the running session ({startTime, type}), or JSON null when none runs. */
export function activeTimerPoll(queries: QueryBus, identify: IdentifyPerson): RequestHandler {
  return signedInReadRoute(identify, (personId) => queries.execute(new GetActiveTimer(personId)));
}
