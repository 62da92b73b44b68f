// Read model `facts-version`: per person, a count of the changes to what Pause derives for them in the
// background (badges unlocked, moved or revoked; challenges settled or settled again). The one-second
// poll answers it in a header, so an open page refetches those facts as soon as they change, however
// they changed (its own correction, another device, a day that ended). Only its movement means anything.
// Its table `facts_versions`: created by shared/database/migrations/migration-20261127-facts-versions.ts.
import { Injectable } from '@nestjs/common';
import { pairStreamMembers } from '#src/shared/event-store/pair-stream-id';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import type { Projector } from '#src/shared/projections/projector';
import {
  ACHIEVEMENT_EVENTS,
  type AchievementEvent,
  achievementsStreamOwner,
} from '#src/modules/achievements/achievements.events';
import { type AccountDeleted, isAccountDeleted } from '#src/modules/auth/account.events';
import {
  CHALLENGES_STREAM_PREFIX,
  type ChallengeResettled,
  type ChallengeResolved,
} from '#src/modules/challenges/challenges.events';

type FactChanged = AchievementEvent | ChallengeResolved | ChallengeResettled;

@Injectable()
export class FactsVersionProjector implements Projector<FactChanged | AccountDeleted> {
  readonly readModel = 'facts-version';
  readonly version = 1;
  readonly handles = [...ACHIEVEMENT_EVENTS, 'ChallengeResolved', 'ChallengeResettled', 'AccountDeleted'] as const;
  readonly tables = ['facts_versions'] as const;

  async project(events: readonly RecordedEvent<FactChanged | AccountDeleted>[], sql: SqlWriter): Promise<void> {
    const bumps = new Map<string, number>();
    const flush = async () => {
      if (bumps.size > 0) await bumpAll(bumps, sql);
      bumps.clear();
    };
    for (const event of events) {
      if (isAccountDeleted(event)) {
        await flush();
        await sql.query('delete from facts_versions where user_id = $1', [event.data.userId]);
        continue;
      }
      for (const person of peopleConcerned(event)) bumps.set(person, (bumps.get(person) ?? 0) + 1);
    }
    await flush();
  }
}

function peopleConcerned(event: RecordedEvent<FactChanged>): readonly string[] {
  if (event.type === 'ChallengeResolved' || event.type === 'ChallengeResettled') {
    return pairStreamMembers(CHALLENGES_STREAM_PREFIX, event.streamId);
  }
  return [achievementsStreamOwner(event.streamId)];
}

/**
 * One statement for the batch: each person's version moves by the number of changes that concern them.
 * Only people with an account: a challenge settled again after one of its two deleted theirs concerns
 * the other alone. Locking the account row (key share) makes a deletion running at the same moment
 * wait for this, or this for it, so a deleted person never gets a row back.
 */
async function bumpAll(bumps: ReadonlyMap<string, number>, sql: SqlWriter): Promise<void> {
  await sql.query(
    `insert into facts_versions (user_id, version)
     select bump.user_id, bump.version from unnest($1::uuid[], $2::bigint[]) as bump(user_id, version)
     where exists (select 1 from users where users.id = bump.user_id for key share)
     on conflict (user_id) do update set version = facts_versions.version + excluded.version`,
    [[...bumps.keys()], [...bumps.values()]],
  );
}
