// The one-off re-encryption of personal fields written before they were sealed: run by the migration
// that brought the keys (migration-20261126-personal-data-keys.ts) and by restoring a backup of format
// 1, whose events are from before it. The fields are listed here as they were then, not read from the
// modules' declarations of today: what was written in clear does not change. Each event's fields are
// sealed in place with its owner's key (metadata.userId, else the person its stream is named after),
// the one time the append-only trigger is lifted, inside the caller's transaction.
import type { Sql } from '#src/shared/database/sql';
import { seal } from './personal-data-cipher';
import { PersonalDataKeys } from './personal-data-keys';

const FIELDS_WRITTEN_IN_CLEAR: readonly { readonly type: string; readonly field: string }[] = [
  { type: 'ReflectionRecorded', field: 'content' },
];

const PAGE_SIZE = 1_000;

interface ClearRow {
  readonly position: string;
  readonly owner: string;
  readonly value: unknown;
}

/** Seals every personal field still in clear; answers how many it sealed. */
export async function sealFieldsWrittenInClear(transaction: Sql, now: Date): Promise<number> {
  const keys = new PersonalDataKeys();
  let sealed = 0;
  await transaction.query('alter table events disable trigger events_are_append_only');
  for (const { type, field } of FIELDS_WRITTEN_IN_CLEAR) {
    for (;;) {
      // Sealed values are objects naming their owner; anything else present is still in clear.
      const page = await transaction.query<ClearRow>(
        `select position::text as position, data -> $1::text as value,
                coalesce(metadata ->> 'userId', substring(stream_id from position('-' in stream_id) + 1)) as owner
           from events
          where type = $2 and jsonb_typeof(data -> $3::text) not in ('null', 'object')
          order by position limit $4`,
        [field, type, field, PAGE_SIZE],
      );
      for (const row of page) {
        const key = await keys.forSealing(transaction, row.owner, now);
        await transaction.query(
          'update events set data = jsonb_set(data, array[$1::text], $2::jsonb) where position = $3',
          [field, JSON.stringify(seal(key, row.owner, row.value)), row.position],
        );
      }
      sealed += page.length;
      if (page.length < PAGE_SIZE) break;
    }
  }
  await transaction.query('alter table events enable trigger events_are_append_only');
  return sealed;
}
