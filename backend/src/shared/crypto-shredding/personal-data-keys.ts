// Each person's key for their personal fields, in `personal_data_keys`, apart from the events they
// seal (migration-20261126-personal-data-keys.ts). Deleting an account destroys the key and keeps a
// tombstone (the row, its key null), so nothing can seal new data for that person again.
import { Injectable } from '@nestjs/common';
import { DomainError } from '#src/shared/deciders/domain-error';
import type { Sql } from '#src/shared/database/sql';
import { newPersonalDataKey } from './personal-data-cipher';

/** A person's key, or null once their account was deleted. */
export type PersonalDataKey = Buffer | null;

/** The driver hands bytea over as a Buffer, both ways. */
interface KeyRow {
  readonly user_id: string;
  readonly key: Buffer | null;
}

function keyOf(row: KeyRow | undefined): PersonalDataKey {
  return row?.key ?? null;
}

/** The refusal a write for a deleted account gets. */
function accountDeleted(): DomainError {
  return new DomainError('ACCOUNT.DELETED', 'not-found', 'This account has been deleted.');
}

@Injectable()
export class PersonalDataKeys {
  /**
   * The owner's key for sealing, created on first use. Read before the writing transaction begins (the
   * sealing is done by then); the transaction then holds the key with holdForWriting.
   */
  async forSealing(executor: Sql, owner: string, now: Date): Promise<Buffer> {
    await executor.query(
      `insert into personal_data_keys (user_id, key, created_at) values ($1, $2, $3)
       on conflict (user_id) do nothing`,
      [owner, newPersonalDataKey(), now],
    );
    const [row] = await executor.query<KeyRow>('select user_id, key from personal_data_keys where user_id = $1', [
      owner,
    ]);
    const key = keyOf(row);
    if (!key) throw accountDeleted();
    return key;
  }

  /**
   * Inside the transaction that writes what forSealing's key sealed: the key's row stays share-locked
   * until that transaction ends, so a deletion waits for a write already under way and then finds (and
   * removes) what it wrote; a write after the deletion is refused. A key is never replaced (created
   * once, then only destroyed), so the one read before still stands when this finds it kept.
   */
  async holdForWriting(transaction: Sql, owner: string): Promise<void> {
    const [row] = await transaction.query<{ kept: boolean }>(
      'select key is not null as kept from personal_data_keys where user_id = $1 for share',
      [owner],
    );
    if (!row?.kept) throw accountDeleted();
  }

  /** The keys of these people for opening their fields; a deleted person's is null, an unknown one absent. */
  async forOpening(executor: Sql, owners: readonly string[]): Promise<Map<string, PersonalDataKey>> {
    if (owners.length === 0) return new Map();
    const rows = await executor.query<KeyRow>(
      'select user_id, key from personal_data_keys where user_id = any($1::text[])',
      [owners],
    );
    return new Map(rows.map((row) => [row.user_id, keyOf(row)]));
  }

  /** Destroys the person's key for good (a tombstone is kept); waits for writes sealing with it. */
  async destroy(transaction: Sql, owner: string, now: Date): Promise<void> {
    await transaction.query(
      `insert into personal_data_keys (user_id, key, created_at, destroyed_at) values ($1, null, $2, $3)
       on conflict (user_id) do update set key = null, destroyed_at = excluded.destroyed_at`,
      [owner, now, now],
    );
  }
}
