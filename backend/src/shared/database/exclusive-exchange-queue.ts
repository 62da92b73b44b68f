// Puts every client connection's wire-protocol messages onto the one PGlite backend in turn.
// A connection keeps the backend from its first message until its exchange is complete (a Sync or
// a simple Query) and no transaction is open. pglite-socket's own queue keeps a connection only
// through transactions, so under load the Parse/Bind/Execute of two connections interleave and the
// unnamed prepared statement of one is lost ("unnamed prepared statement does not exist").
import type { PGlite } from '@electric-sql/pglite';

const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

interface PendingMessage {
  readonly handlerId: number;
  readonly message: Uint8Array;
  readonly onData: (data: Uint8Array) => void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
}

export class ExclusiveExchangeQueue {
  private readonly pending: PendingMessage[] = [];
  private owner: number | null = null;
  private draining = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push({ handlerId, message, onData, resolve, reject });
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

  /** The connection went away: undo its open transaction and hand the backend on. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (;;) {
        const index = this.owner === null ? 0 : this.pending.findIndex((item) => item.handlerId === this.owner);
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

/** Startup messages begin with their length (first byte 0); they stand alone like a Sync. */
function endsExchange(message: Uint8Array): boolean {
  const type = message[0];
  return type === SYNC || type === SIMPLE_QUERY || type === TERMINATE || type === 0;
}
