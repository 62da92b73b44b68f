// Each person's key for their personal fields, in `personal_data_keys`, apart from the events they
// seal (migration-20261126-personal-data-keys.ts). Deleting an account destroys the key and keeps a
// tombstone (the row, its key null), so nothing can seal new data for that person again.
import { Injectable } from '@nestjs/common';
import { DomainError } from '../deciders/domain-error';
import type { SqlExecutor } from '../event-store/sql-executor';
import { newPersonalDataKey } from './personal-data-cipher';

/** A person's key, or null once their account was deleted. */
export type PersonalDataKey = Buffer | null;

/** Keys travel as hex text: the same through the driver and through MikroORM's own parameter quoting. */
interface KeyRow {
  readonly user_id: string;
  readonly key: string | null;
}

function keyOf(row: KeyRow | undefined): PersonalDataKey {
  return row?.key ? Buffer.from(row.key, 'hex') : null;
}

@Injectable()
export class PersonalDataKeys {
  /**
   * The owner's key for sealing, created on first use, inside the writing transaction. The row stays
   * share-locked until that transaction ends, so a deletion waits for a write already under way and
   * then finds (and removes) what it wrote; a write after the deletion is refused.
   */
  async forSealing(transaction: SqlExecutor, owner: string, now: Date): Promise<Buffer> {
    await transaction.execute(
      `insert into personal_data_keys (user_id, key, created_at) values (?, decode(?, 'hex'), ?)
       on conflict (user_id) do nothing`,
      [owner, newPersonalDataKey().toString('hex'), now],
    );
    const [row] = await transaction.execute<KeyRow[]>(
      `select user_id, encode(key, 'hex') as key from personal_data_keys where user_id = ? for share`,
      [owner],
    );
    const key = keyOf(row);
    if (!key) throw new DomainError('ACCOUNT.DELETED', 'not-found', 'This account has been deleted.');
    return key;
  }

  /** The keys of these people for opening their fields; a deleted person's is null, an unknown one absent. */
  async forOpening(executor: SqlExecutor, owners: readonly string[]): Promise<Map<string, PersonalDataKey>> {
    if (owners.length === 0) return new Map();
    const rows = await executor.execute<KeyRow[]>(
      `select user_id, encode(key, 'hex') as key from personal_data_keys
        where user_id in (${owners.map(() => '?').join(', ')})`,
      [...owners],
    );
    return new Map(rows.map((row) => [row.user_id, keyOf(row)]));
  }

  /** Destroys the person's key for good (a tombstone is kept); waits for writes sealing with it. */
  async destroy(transaction: SqlExecutor, owner: string, now: Date): Promise<void> {
    await transaction.execute(
      `insert into personal_data_keys (user_id, key, created_at, destroyed_at) values (?, null, ?, ?)
       on conflict (user_id) do update set key = null, destroyed_at = excluded.destroyed_at`,
      [owner, now, now],
    );
  }
}
