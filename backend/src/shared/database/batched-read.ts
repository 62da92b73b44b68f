// Reads coalesced per turn of the event loop. Every key asked for while Node handles one round of
// I/O (all the requests that arrived together) is read by one statement, started after all of them
// arrived: each answer is as fresh as a read of its own, at a fraction of the database's work.
// Nothing is remembered between turns, so there is nothing to invalidate.
import DataLoader from 'dataloader';

/** The most keys one statement reads; more wait for the next statement in the same turn. */
const MOST_KEYS_PER_STATEMENT = 500;

/** Reads the given keys at once; keys with nothing stored are absent from the answer. */
export type ReadMany<Key, Value> = (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Value>>;

export type ReadOne<Key, Value> = (key: Key) => Promise<Value | undefined>;

export function batchedRead<Key, Value>(readMany: ReadMany<Key, Value>): ReadOne<Key, Value> {
  const loader = new DataLoader<Key, Value | undefined>(
    async (keys) => {
      const found = await readMany(keys);
      return keys.map((key) => found.get(key));
    },
    { cache: false, maxBatchSize: MOST_KEYS_PER_STATEMENT, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return (key) => loader.load(key);
}
