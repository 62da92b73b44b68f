// Writers appending one event at a time, each to a stream of its own, all at once: how long each
// append took, and how long the whole block took until the last writer finished.

/** Appends the event at `version` (1 for a new stream) to writer `writer`'s stream. */
export type AppendOne = (writer: number, version: number) => Promise<void>;

export interface Block {
  readonly events: number;
  readonly seconds: number;
  /** Milliseconds, one per append, from the call to its answer (waiting for a connection included). */
  readonly latencies: readonly number[];
}

/**
 * `writers` writers at once, each appending `count` events in turn to its own stream, from
 * `firstVersion` on. A writer never has two appends in flight, as one person's commands never do.
 */
export async function writeConcurrently(
  append: AppendOne,
  writers: number,
  firstVersion: number,
  count: number,
): Promise<Block> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let version = firstVersion; version < firstVersion + count; version++) {
        const before = performance.now();
        await append(writer, version);
        latencies.push(performance.now() - before);
      }
    }),
  );
  return { events: writers * count, seconds: (performance.now() - started) / 1000, latencies };
}
