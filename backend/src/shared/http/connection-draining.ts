// Lets a stopping server end within seconds. Node's server.close() ends the connections idle at that
// moment and waits for the others to end; but a browser sends its next request on a connection it
// already holds, and an open dashboard sends one a second, so a connection busy at that moment can
// stay busy for ever, and the process with it (seen in CI: Pause never ended after SIGTERM while a
// dashboard with a running timer was open). Once draining starts, every answer says
// `Connection: close`, so each connection ends with the answer it is giving; any still open after the
// grace (a download that does not finish, say) is cut.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface ConnectionDraining {
  /** From now on every connection ends after its answer; whatever is open after the grace is cut. */
  start(): void;
}

/**
 * Call after every other request listener is in place (it goes in front of them), and `start()` when
 * the process is told to stop, before the application closes the server.
 */
export function drainConnectionsWhenStopping(server: Server, graceMs: number): ConnectionDraining {
  let draining = false;
  const answering = new Set<ServerResponse>();
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) return closeConnectionAfter(response);
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  return {
    start() {
      if (draining) return;
      draining = true;
      for (const response of answering) closeConnectionAfter(response);
      answering.clear();
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), graceMs).unref();
    },
  };
}

/** Says so in the answer's headers if they are not out yet, and ends the connection once it is given. */
function closeConnectionAfter(response: ServerResponse): void {
  if (!response.headersSent) {
    response.setHeader('Connection', 'close');
    return;
  }
  const socket = response.socket;
  response.once('finish', () => socket?.end());
}
