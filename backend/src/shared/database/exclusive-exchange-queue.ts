// Puts every client connection's wire-protocol messages onto the one PGlite backend in turn.
// A connection keeps the backend from its first message until its exchange is complete (a Sync or
// a simple Query) and no transaction is open. pglite-socket's own queue keeps a connection only
// through transactions, so under load the Parse/Bind/Execute of two connections interleave and the
// unnamed prepared statement of one is lost ("unnamed prepared statement does not exist").
//
// When the backend comes free, a connection about to run a statement on its own goes before one about
// to begin a transaction: the one-second poll's read then waits for the transaction already running,
// never for an import's next one queued ahead of it (docs/performance.md). A transaction is passed over
// at most MOST_PASSES_OVER times, so a stream of reads never keeps it waiting for long.
//
// A statement a connection prepares under a name (statement-names.ts) lives in the one backend, which
// outlives the connection: when the connection goes away, its statements are closed in their turn, so
// the engine keeps a connection's prepared statements no longer than a server would.
import type { PGlite } from '@electric-sql/pglite';

const PARSE = 0x50; // 'P'
const CLOSE = 0x43; // 'C'
const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const MOST_PASSES_OVER = 8;
const UTF8 = new TextDecoder();
const UTF8_ENCODER = new TextEncoder();

interface PendingMessage {
  readonly handlerId: number;
  readonly message: Uint8Array;
  readonly onData: (data: Uint8Array) => void;
  /** How often a connection was given the backend before this one, which begins a transaction. */
  passedOver: number;
  resolve(bytes: number): void;
  reject(error: unknown): void;
}

export class ExclusiveExchangeQueue {
  private readonly pending: PendingMessage[] = [];
  private owner: number | null = null;
  private draining = false;
  /** The names each connection has prepared statements under. */
  private readonly preparedNames = new Map<number, Set<string>>();

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const name = preparedName(message);
    if (name) this.namesOf(handlerId).add(name);
    return new Promise((resolve, reject) => {
      this.pending.push({ handlerId, message, onData, passedOver: 0, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.pending.length;
  }

  /** The connection went away: drop what it still had queued. */
  clearQueueForHandler(handlerId: number): void {
    for (let index = this.pending.length - 1; index >= 0; index--) {
      if (this.pending[index].handlerId !== handlerId) continue;
      const [dropped] = this.pending.splice(index, 1);
      dropped.reject(new Error('The connection closed.'));
    }
  }

  /**
   * The connection went away: undo its open transaction and hand the backend on, then close the
   * statements it prepared, in their turn.
   */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner === handlerId) {
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
      this.owner = null;
    }
    const names = this.preparedNames.get(handlerId);
    this.preparedNames.delete(handlerId);
    if (!names?.size) return void this.drain();
    // The protocol's own Close of each statement, then a Sync that ends the exchange: no SQL text, and
    // closing a name whose Parse had failed is no error.
    const messages = [...[...names].map(closeStatement), SYNC_MESSAGE];
    const closed = messages.map((message) => this.enqueue(handlerId, message, () => undefined).catch(() => undefined));
    void this.drain();
    await Promise.all(closed);
  }

  private namesOf(handlerId: number): Set<string> {
    let names = this.preparedNames.get(handlerId);
    if (!names) {
      names = new Set();
      this.preparedNames.set(handlerId, names);
    }
    return names;
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (;;) {
        const index =
          this.owner === null ? this.nextExchange() : this.pending.findIndex((item) => item.handlerId === this.owner);
        if (index === -1 || this.pending.length === 0) return;
        const [next] = this.pending.splice(index, 1);
        this.owner = next.handlerId;
        await this.execute(next);
        if (endsExchange(next.message) && !this.db.isInTransaction()) this.owner = null;
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * Which pending message gets the free backend: the first that does not begin a transaction, unless
   * the first one does and was passed over MOST_PASSES_OVER times already.
   */
  private nextExchange(): number {
    const first = this.pending[0];
    if (first === undefined || !beginsTransaction(first.message) || first.passedOver >= MOST_PASSES_OVER) return 0;
    const index = this.pending.findIndex((item) => !beginsTransaction(item.message));
    if (index === -1) return 0;
    for (const item of this.pending.slice(0, index)) item.passedOver += 1;
    return index;
  }

  private async execute(item: PendingMessage): Promise<void> {
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(item.message, {
          onRawData: (data: Uint8Array) => {
            bytes += data.length;
            item.onData(data);
          },
        }),
      );
      item.resolve(bytes);
    } catch (error) {
      item.reject(error);
    }
  }
}

/** The statement name of a Parse message (after its type byte and length), when it names one. */
function preparedName(message: Uint8Array): string | undefined {
  if (message[0] !== PARSE) return undefined;
  const end = message.indexOf(0, 5);
  return end > 5 ? UTF8.decode(message.subarray(5, end)) : undefined;
}

/** A Close message of a prepared statement ('C', its length, 'S' and the name with its NUL). */
function closeStatement(name: string): Uint8Array {
  const body = UTF8_ENCODER.encode(`S${name}\0`);
  const message = new Uint8Array(5 + body.length);
  message[0] = CLOSE;
  new DataView(message.buffer).setInt32(1, 4 + body.length);
  message.set(body, 5);
  return message;
}

/** A Sync message: its type byte and its length, nothing else. */
const SYNC_MESSAGE = Uint8Array.of(SYNC, 0, 0, 0, 4);

/** A simple Query whose text begins with BEGIN (after its type byte and four bytes of length). */
function beginsTransaction(message: Uint8Array): boolean {
  if (message[0] !== SIMPLE_QUERY) return false;
  const start = UTF8.decode(message.subarray(5, 5 + 16))
    .trimStart()
    .slice(0, 5);
  return start.toLowerCase() === 'begin';
}

/** Startup messages begin with their length (first byte 0); they stand alone like a Sync. */
function endsExchange(message: Uint8Array): boolean {
  const type = message[0];
  return type === SYNC || type === SIMPLE_QUERY || type === TERMINATE || type === 0;
}
