import { Agent, type IncomingHttpHeaders, type Server, type ServerResponse, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { drainConnectionsWhenStopping } from './connection-draining';

/** A server whose answers wait until the test gives them, so a request can be in flight at close(). */
function serverWithHeldAnswers({ headersFirst = false } = {}) {
  const held: ServerResponse[] = [];
  const arrived: (() => void)[] = [];
  const server = createServer((_request, response) => {
    // As a download does: the headers and the first bytes go out, the rest later.
    if (headersFirst) response.writeHead(200).write('first part');
    held.push(response);
    arrived.shift()?.();
  });
  return {
    server,
    /** Resolves once a request is being held (at once if one already is). */
    requestHeld: () => new Promise<void>((resolve) => (held.length > 0 ? resolve() : arrived.push(resolve))),
    answerHeld: () => held.shift()!.end('ok'),
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Ends once the server has closed, i.e. once every connection has ended. */
function closed(server: Server): Promise<void> {
  return new Promise((resolve) => server.once('close', () => resolve()));
}

/** One GET through the agent: the answer's headers, or the error's code. */
function ask(port: number, agent: Agent): Promise<IncomingHttpHeaders | string> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.headers));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('draining connections when the process stops', () => {
  // As a browser does: one connection, kept alive, its next request sent as soon as an answer comes.
  let agent: Agent;
  beforeEach(() => (agent = new Agent({ keepAlive: true, maxSockets: 1 })));
  afterEach(() => agent.destroy());

  /** A request in flight through the agent when draining starts and the server is told to close. */
  async function closeWhileAnswering(options: { headersFirst?: boolean; graceMs?: number } = {}) {
    const { server, requestHeld, answerHeld } = serverWithHeldAnswers(options);
    const draining = drainConnectionsWhenStopping(server, options.graceMs ?? 60_000);
    const port = await listen(server);
    const serverClosed = closed(server);
    const inFlight = ask(port, agent);
    await requestHeld();
    draining.start();
    server.close();
    return { port, inFlight, answerHeld, serverClosed };
  }

  it('without it, a connection busy when the server closes goes on being used, and the server never closes', async () => {
    const { server, requestHeld, answerHeld } = serverWithHeldAnswers();
    const port = await listen(server);
    let serverClosed = false;
    void closed(server).then(() => (serverClosed = true));
    const inFlight = ask(port, agent);
    await requestHeld();
    server.close();

    answerHeld();
    expect(await inFlight).toMatchObject({ connection: 'keep-alive' });
    for (let round = 0; round < 20; round++) {
      const next = ask(port, agent);
      await requestHeld();
      answerHeld();
      expect(await next).toMatchObject({ connection: 'keep-alive' });
    }
    expect(serverClosed).toBe(false);
    server.closeAllConnections();
  });

  it('ends the busy connection with its answer, so the server closes', async () => {
    const { port, inFlight, answerHeld, serverClosed } = await closeWhileAnswering();

    answerHeld();
    expect(await inFlight).toMatchObject({ connection: 'close' });
    await serverClosed;
    expect(await ask(port, agent)).toBe('ECONNREFUSED');
  });

  it('ends a connection whose answer had begun when draining started once that answer is whole', async () => {
    const { inFlight, answerHeld, serverClosed } = await closeWhileAnswering({ headersFirst: true });

    answerHeld();
    expect(await inFlight).toMatchObject({ connection: 'keep-alive' });
    await serverClosed;
  });

  it('ends idle connections at once, and new answers close theirs while the server still listens', async () => {
    const { server, requestHeld, answerHeld } = serverWithHeldAnswers();
    const draining = drainConnectionsWhenStopping(server, 60_000);
    const port = await listen(server);
    const first = ask(port, agent);
    await requestHeld();
    answerHeld();
    expect(await first).toMatchObject({ connection: 'keep-alive' });

    const serverClosed = closed(server);
    const [idle] = Object.values(agent.freeSockets).flat();
    draining.start();
    await once(idle!, 'close');
    const second = ask(port, agent);
    await requestHeld();
    answerHeld();
    expect(await second).toMatchObject({ connection: 'close' });
    server.close();
    await serverClosed;
  });

  it('cuts a connection whose answer never comes once the grace is over', async () => {
    const { inFlight: neverAnswered, serverClosed } = await closeWhileAnswering({ graceMs: 50 });

    await serverClosed;
    expect(await neverAnswered).toBe('ECONNRESET');
  });
});
