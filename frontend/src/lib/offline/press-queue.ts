// The presses of Start and Stop kept on this device (IndexedDB) until the server has them, in the order
// they were pressed, each under the person who pressed it. Raw IndexedDB: one store, a handful of calls
// (docs/dependencies.md). What is sent when, and how a refusal is resolved: features/timer/offline/.

/** One press as first kept: sent again exactly like this until the server answers it. */
export interface KeptPress {
  /** The press's own id, the server's idempotency key (crypto.randomUUID()). */
  readonly commandId: string;
  readonly kind: 'start' | 'stop';
  /** The request body as sent, `commandId` and `pressedAt` included. */
  readonly body: Record<string, unknown>;
  /** The moment pressed, ISO 8601. */
  readonly pressedAt: string;
  readonly personId: string;
  /** The server's refusal (status and JSON body), once it refused the press; the person resolves it. */
  readonly refusal?: { readonly status: number; readonly body: string };
}

/** Where presses are kept: IndexedDB in the browser, a plain array in unit tests. */
export interface PressStore {
  /** The person's presses, in press order. */
  list(personId: string): Promise<KeptPress[]>;
  add(press: KeptPress): Promise<void>;
  /** Replaces the kept press with the same commandId (to note a refusal). */
  put(press: KeptPress): Promise<void>;
  remove(commandId: string): Promise<void>;
  /** Every press of every person on this device (signing out, deleting the account). */
  clear(): Promise<void>;
}

const DATABASE = 'pause-offline';
const PRESSES = 'presses';

function request<T>(asked: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    asked.onsuccess = () => resolve(asked.result);
    asked.onerror = () => reject(asked.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const asked = factory.open(DATABASE, 1);
  asked.onupgradeneeded = () => {
    // `order` is given by the store as each press is added, so listing by key is listing in press order.
    const store = asked.result.createObjectStore(PRESSES, { keyPath: 'order', autoIncrement: true });
    store.createIndex('commandId', 'commandId', { unique: true });
  };
  return request(asked);
}

type Row = KeptPress & { order?: number };

/** The presses kept in IndexedDB (`factory`: the browser's indexedDB, or a fake one in tests). */
export function indexedDbPressStore(factory: IDBFactory = indexedDB): PressStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () =>
    (opened ??= openDatabase(factory).catch((error: unknown) => {
      opened = undefined;
      throw error;
    }));
  async function inTransaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
    const transaction = (await database()).transaction(PRESSES, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    // Both awaited together, so a refused request and the transaction's abort that follows are one failure.
    const [result] = await Promise.all([work(transaction.objectStore(PRESSES)), done]);
    return result;
  }
  const keyOf = async (store: IDBObjectStore, commandId: string) => request(store.index('commandId').getKey(commandId));
  return {
    list: (personId) =>
      inTransaction('readonly', async (store) => {
        const rows = (await request(store.getAll())) as Row[];
        return rows.filter((row) => row.personId === personId).map(({ order: _order, ...press }) => press);
      }),
    add: (press) => inTransaction('readwrite', async (store) => void (await request(store.add({ ...press })))),
    put: (press) =>
      inTransaction('readwrite', async (store) => {
        const order = await keyOf(store, press.commandId);
        if (order !== undefined) await request(store.put({ ...press, order }));
      }),
    remove: (commandId) =>
      inTransaction('readwrite', async (store) => {
        const order = await keyOf(store, commandId);
        if (order !== undefined) await request(store.delete(order));
      }),
    clear: () => inTransaction('readwrite', async (store) => void (await request(store.clear()))),
  };
}

let browserStore: PressStore | undefined;

/** This browser's presses; undefined where IndexedDB is missing (then presses are not kept offline). */
export function pressStore(): PressStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return (browserStore ??= indexedDbPressStore());
}

/** Forgets every kept press on this device: signing out, deleting the account. */
export async function forgetPresses(): Promise<void> {
  try {
    await pressStore()?.clear();
  } catch {
    // Storage refused (a private window): nothing was kept either.
  }
}
