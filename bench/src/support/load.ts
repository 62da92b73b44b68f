// Sequential HTTP requests to the app on 127.0.0.1 with autocannon (one connection, so a request is
// sent only once the previous answer is in), keeping every response time exactly as autocannon
// measured it (its own histogram rounds to whole milliseconds, too coarse for 2 ms calls).
import autocannon, { type Request as CannonRequest } from 'autocannon';

export interface Response {
  readonly statusCode: number;
  /** From writing the request to the end of the response, in milliseconds. */
  readonly ms: number;
}

export interface SequenceOptions {
  readonly origin: string;
  /** The `Cookie` header for every request, unless a request brings its own. */
  readonly cookie?: string;
  /** Sent in order, round and round, one at a time. */
  readonly requests: readonly CannonRequest[];
  /** Requests in all: the loop's bound. */
  readonly amount: number;
  /** A second bound: stop after this long even if requests remain. */
  readonly maxSeconds: number;
}

export async function sendSequence(options: SequenceOptions): Promise<Response[]> {
  const responses: Response[] = [];
  const errors: string[] = [];
  let finished!: (error: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    finished = (error: unknown) => (error ? reject(error) : resolve());
  });
  const instance = autocannon(
    {
      url: options.origin,
      connections: 1,
      pipelining: 1,
      // autocannon notices the end of a run at its next sample tick (1 s by default).
      sampleInt: 20,
      amount: options.amount,
      timeout: 10,
      headers: options.cookie ? { cookie: options.cookie } : {},
      requests: options.requests as CannonRequest[],
    },
    (error) => finished(error),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) =>
    responses.push({ statusCode, ms: responseTime }),
  );
  instance.on('reqError', (error: Error) => errors.push(error.message));
  const watchdog = setTimeout(() => instance.stop(), options.maxSeconds * 1000);
  try {
    await done;
  } finally {
    clearTimeout(watchdog);
  }
  if (errors.length > 0) throw new Error(`${errors.length} request(s) failed, first: ${errors[0]}`);
  if (responses.length < options.amount) {
    throw new Error(
      `Only ${responses.length} of ${options.amount} requests were answered within ${options.maxSeconds} s.`,
    );
  }
  return responses;
}

/** Throws unless each response in turn has the status expected at its place in the sequence. */
export function expectStatuses(responses: readonly Response[], expected: readonly number[], what: string): void {
  responses.forEach((response, index) => {
    const want = expected[index % expected.length];
    if (response.statusCode !== want) {
      throw new Error(`${what}: response ${index + 1} had status ${response.statusCode}, expected ${want}.`);
    }
  });
}
