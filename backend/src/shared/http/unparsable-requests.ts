// Requests Node refuses before any handler sees them (an address and headers over its 16 kB limit,
// bytes that are not HTTP, a request that took too long to arrive) get the single error shape too,
// instead of Node's bare status line.
import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './error-body';

const REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: "The request's address and headers are too large: keep them under 16 kB together.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Send it again.' },
};
const NOT_HTTP = { status: 400, message: 'The request could not be read as HTTP.' };

export function answerUnparsableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection the client already closed, or one with an answer under way, has nothing to read it.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = REFUSALS[error.code ?? ''] ?? NOT_HTTP;
    const body = JSON.stringify(errorBody(status, message));
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
