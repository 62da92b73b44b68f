// Waits for something that happens in the background (a job, a subscription) by asking again until
// the answer is the expected one, within a bounded number of tries.
export async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
  { tries = 400, pauseMs = 50 } = {},
): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  throw new Error(`Gave up waiting until ${what}.`);
}
