// A transaction a test keeps open across its steps (to see what others read meanwhile), committed when
// the test says so: Database.transaction with work that waits for the word.
import type { Database } from '#src/shared/database/database';
import type { Transaction } from '#src/shared/database/sql';

export interface HeldTransaction {
  readonly sql: Transaction;
  commit(): Promise<void>;
}

export async function holdTransaction(database: Database): Promise<HeldTransaction> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let lend!: (transaction: Transaction) => void;
  const lent = new Promise<Transaction>((resolve) => (lend = resolve));
  const done = database.transaction(async (transaction) => {
    lend(transaction);
    await released;
  });
  const sql = await Promise.race([lent, done.then(() => Promise.reject(new Error('The transaction ended at once.')))]);
  return {
    sql,
    async commit() {
      letGo();
      await done;
    },
  };
}
