// What a benchmark opened (databases, processes, connections), closed in reverse order when it ends,
// and also when the run is interrupted, so no pause_bench_* database or child process outlives it.
// Each thing is closed once: a second request to close it waits for the first.
type Closer = () => Promise<void>;

interface Entry {
  readonly label: string;
  readonly close: Closer;
  closing?: Promise<void>;
}

const open: Entry[] = [];

function closeEntry(entry: Entry): Promise<void> {
  entry.closing ??= entry.close().finally(() => {
    const index = open.indexOf(entry);
    if (index >= 0) open.splice(index, 1);
  });
  return entry.closing;
}

/** Registers something to close; returns its closer. */
export function track(label: string, close: Closer): Closer {
  const entry: Entry = { label, close };
  open.push(entry);
  return () => closeEntry(entry);
}

/** Closes everything still open, newest first, waiting also for closings already under way. */
export async function closeAll(): Promise<void> {
  for (const entry of [...open].reverse()) {
    try {
      await closeEntry(entry);
    } catch (error) {
      process.stderr.write(
        `Could not close ${entry.label}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
}

let interrupted = false;

/** Whether a signal asked the run to stop (the failures that follow it are expected). */
export function wasInterrupted(): boolean {
  return interrupted;
}

export function closeAllOnInterrupt(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      process.stderr.write(`\n${signal}: cleaning up before exit…\n`);
      void closeAll().finally(() => process.exit(130));
    });
  }
}
