// Runs now what the schedule runs every ten minutes: settles every challenge whose week has ended.
import type { INestApplicationContext } from '@nestjs/common';
import {
  RESOLVE_ENDED_CHALLENGES,
  ResolveEndedChallengesProcessor,
} from '#src/modules/challenges/reactions/resolve-ended-challenges.processor';

let runs = 0;

export function settleEndedChallenges(app: INestApplicationContext): Promise<unknown> {
  return app
    .get(ResolveEndedChallengesProcessor)
    .process({ id: `settle-${++runs}`, name: RESOLVE_ENDED_CHALLENGES, data: {}, attempt: 1 });
}
