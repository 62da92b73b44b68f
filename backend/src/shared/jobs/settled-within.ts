// Waiting on Redis with a bound: a process told to stop while Redis is away must still stop, and
// Redis commands (a QUIT, a worker's last acknowledgement) wait for it for ever.

/** Waits for `work` at most `ms` milliseconds; true if it settled (either way) in time. */
export async function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}
