// Each person's key for their personal fields, in `personal_data_keys`, apart from the events they
// seal (migration-20261126-personal-data-keys.ts). Deleting an account destroys the key and keeps a
// tombstone (the row, its key null), so nothing can seal new data for that person again.
import { Injectable } from '@nestjs/common';
import { DomainError } from '#src/shared/deciders/domain-error';
import type { Sql } from '#src/shared/database/sql';
import { hasSqlState } from '#src/shared/database/sql-errors';
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

/** How long, and for how many people at most, a key read for sealing is used again (forSealing). */
const SEALING_KEY_KEPT = { ms: 10_000, owners: 1_000 } as const;

/** What personal_data_key_held raises when the key is gone (migration-20261203-personal-data-key-held.ts). */
const KEY_DESTROYED = 'PK001';

/**
 * A condition for the statement that writes what forSealing's key sealed, the owner bound at
 * `ownerPlace`: it share-locks the key's row until the statement's transaction ends, so a deletion
 * waits for a write already under way and then finds (and removes) what it wrote, and it fails the
 * statement when the key was destroyed (refusalOf). A key is never replaced (created once, then only
 * destroyed), so the one read before still stands when this finds it kept. A subquery of its own, it
 * runs once, before any row is written.
 */
export function keyHeld(ownerPlace: number): string {
  return `(select personal_data_key_held($${ownerPlace}))`;
}

/** The refusal a statement that found the key destroyed (keyHeld) stands for; any other error as it is. */
export function refusalOf(error: unknown): unknown {
  return hasSqlState(error, KEY_DESTROYED) ? accountDeleted() : error;
}

@Injectable()
export class PersonalDataKeys {
  /** Keys read for sealing lately, by owner, oldest first (forSealing). */
  private readonly sealingKeys = new Map<string, { readonly key: Buffer; readonly until: number }>();

  /**
   * The owner's key for sealing, created on first use: one statement, which answers the key it created
   * or the one already kept. Read before the writing statement (the sealing is done by then), which
   * then holds the key (keyHeld). A key is never replaced, only destroyed, and a write with a destroyed
   * one is refused by keyHeld: so one read is used again for SEALING_KEY_KEPT.ms, sparing an import's
   * parts a read each (docs/decisions.md); destroy forgets it at once.
   */
  async forSealing(executor: Sql, owner: string, now: Date): Promise<Buffer> {
    this.forgetOutdatedSealingKeys();
    const kept = this.sealingKeys.get(owner);
    if (kept) return kept.key;
    const [row] = await executor.query<KeyRow>(
      `with created as (
         insert into personal_data_keys (user_id, key, created_at) values ($1, $2, $3)
         on conflict (user_id) do nothing
         returning user_id, key)
       select user_id, key from created
       union all
       select user_id, key from personal_data_keys where user_id = $1`,
      [owner, newPersonalDataKey(), now],
    );
    // Empty only when another transaction created it after this statement began: it is kept now.
    const key = row ? keyOf(row) : ((await this.forOpening(executor, [owner])).get(owner) ?? null);
    if (!key) throw accountDeleted();
    this.keepForSealing(owner, key);
    return key;
  }

  /** Drops the keys read for sealing more than SEALING_KEY_KEPT.ms ago (the oldest come first). */
  private forgetOutdatedSealingKeys(): void {
    const now = performance.now();
    for (const [owner, { until }] of this.sealingKeys) {
      if (until > now) return;
      this.sealingKeys.delete(owner);
    }
  }

  private keepForSealing(owner: string, key: Buffer): void {
    this.sealingKeys.set(owner, { key, until: performance.now() + SEALING_KEY_KEPT.ms });
    if (this.sealingKeys.size > SEALING_KEY_KEPT.owners) {
      this.sealingKeys.delete(this.sealingKeys.keys().next().value as string);
    }
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
    this.sealingKeys.delete(owner);
    await transaction.query(
      `insert into personal_data_keys (user_id, key, created_at, destroyed_at) values ($1, null, $2, $3)
       on conflict (user_id) do update set key = null, destroyed_at = excluded.destroyed_at`,
      [owner, now, now],
    );
  }
}
