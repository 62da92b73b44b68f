// Pause ends when told to (SIGTERM, Ctrl-C) even while a page is open on it. A browser sends its next
// request on a connection it already holds, and an open dashboard sends one every second, so a
// connection that was answering when the server closed could be kept busy for ever: seen in CI, where
// Pause never ended after SIGTERM while a dashboard with a running timer was open. Here a request is
// in flight (its body half sent) through the moment the server stops listening; then the client goes on
// as a dashboard does, one request after another on the same connection.
import { once } from 'node:events';
import { Agent, type ClientRequest, type IncomingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { eventually } from '#src/shared/testing/eventually';
import { createTestDatabase } from '#src/shared/testing/test-database';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/** Whether a new connection to the port is refused: the server has stopped listening. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** The answer's headers once it is whole, or the error's code. */
function answerTo(outgoing: ClientRequest): Promise<IncomingHttpHeaders | string> {
  return new Promise((resolve) => {
    outgoing.on('response', (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.headers));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

onServer('stopping Pause while a page is open on it', () => {
  let database: DatabaseEndpoint;
  let pause: AppProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    pause = await startAppProcess({
      command: ['node', 'backend/dist/main.js'],
      env: { DATABASE_URL: database.url, REDIS_URL: undefined, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined },
    });
  });

  afterAll(async () => {
    await pause?.kill();
    await database?.close();
  });

  it('ends once the answer in flight is given, though the page goes on asking on the same connection', async () => {
    const { port, url } = pause!;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ type: 'work' });
    let stopped = false;

    // A request whose body is half sent when Pause is told to stop, and whole only once Pause no longer
    // listens. The server's 100 Continue says the request has reached it.
    const inFlight = request({
      host: '127.0.0.1',
      port,
      agent,
      method: 'POST',
      path: '/api/timer/start',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': body.length,
        Origin: url,
        Expect: '100-continue',
      },
    });
    const answer = answerTo(inFlight);
    inFlight.flushHeaders();
    await once(inFlight, 'continue');
    inFlight.write(body.slice(0, 5));

    // What went wrong if Pause had to be killed, else nothing.
    const stopping = pause!.stop().then(
      () => undefined,
      (error: Error) => error.message,
    );
    void stopping.finally(() => (stopped = true));
    await eventually(
      () => pause!.output(),
      (output) => /SIGTERM received/.test(output),
      'Pause is stopping',
    );
    await eventually(() => refused(port), Boolean, 'Pause no longer listens');
    inFlight.end(body.slice(5));

    expect(await answer).toMatchObject({ connection: 'close' });
    // The page polls on: each request as soon as the last is answered, until nothing answers.
    let answered = 0;
    const poll = () => answerTo(request({ host: '127.0.0.1', port, agent, path: '/api/timer/active' }).end());
    while (!stopped && typeof (await poll()) !== 'string') {
      answered++;
    }
    expect(await stopping).toBeUndefined();
    expect(answered).toBe(0);
    expect(pause!.exitCode()).toBe(0);
    agent.destroy();
  });
});
