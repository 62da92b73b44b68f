import type { PGlite } from '@electric-sql/pglite';
import { ExclusiveExchangeQueue } from './exclusive-exchange-queue';

/** A simple Query message ('Q', its length, the text and a NUL), as pg sends `begin` or `commit`. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message[0] = 0x51;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

describe('the embedded engine, one exchange at a time', () => {
  it("lets a lone statement go before a transaction's begin that was waiting ahead of it", async () => {
    const engine = orderedEngine();
    await engine.send('import A', 'begin');
    const waiting = [engine.send('import B', 'begin'), engine.send('poll', 'select 1')];
    await commitBothImports(engine, waiting);

    expect(engine.ran).toEqual([
      'import A: begin',
      'import A: commit',
      'poll: select 1',
      'import B: begin',
      'import B: commit',
    ]);
  });

  it('keeps a connection inside its transaction until it ends, whatever waits', async () => {
    const engine = orderedEngine();
    await engine.send('import A', 'begin');
    const poll = engine.send('poll', 'select 1');
    await engine.send('import A', 'insert');
    await engine.send('import A', 'commit');
    await poll;

    expect(engine.ran).toEqual(['import A: begin', 'import A: insert', 'import A: commit', 'poll: select 1']);
  });

  it('passes a waiting transaction over eight times at most', async () => {
    const engine = orderedEngine();
    await engine.send('import A', 'begin');
    const waiting = [engine.send('import B', 'begin')];
    for (let reader = 1; reader <= 10; reader++) waiting.push(engine.send(`reader ${reader}`, 'select 1'));
    await commitBothImports(engine, waiting);

    expect(engine.ran).toEqual([
      'import A: begin',
      'import A: commit',
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((reader) => `reader ${reader}: select 1`),
      'import B: begin',
      'import B: commit',
      'reader 9: select 1',
      'reader 10: select 1',
    ]);
  });
});

/**
 * Import A, which holds the engine, commits; import B, whose `begin` waits first in `waiting`, commits
 * once it has begun; then everything that waited has run.
 */
async function commitBothImports(engine: ReturnType<typeof orderedEngine>, waiting: Promise<void>[]): Promise<void> {
  await engine.send('import A', 'commit');
  await waiting[0];
  await engine.send('import B', 'commit');
  await Promise.all(waiting);
}

/** The queue over an engine that notes, for each message it runs, which connection sent it. */
function orderedEngine() {
  const ran: string[] = [];
  let inTransaction = false;
  const sender = new Map<Uint8Array, string>();
  const engine = {
    isInTransaction: () => inTransaction,
    exec: async () => undefined,
    runExclusive: <T>(work: () => Promise<T>) => work(),
    execProtocolRawStream: async (message: Uint8Array) => {
      const text = Buffer.from(message.subarray(5, message.length - 1)).toString('utf8');
      ran.push(`${sender.get(message)}: ${text}`);
      if (text === 'begin') inTransaction = true;
      if (text === 'commit') inTransaction = false;
    },
  };
  const queue = new ExclusiveExchangeQueue(engine as unknown as PGlite);
  const ids = new Map<string, number>();
  const send = async (connection: string, text: string): Promise<void> => {
    if (!ids.has(connection)) ids.set(connection, ids.size + 1);
    const message = simpleQuery(text);
    sender.set(message, connection);
    await queue.enqueue(ids.get(connection)!, message, () => undefined);
  };
  return { ran, send };
}
