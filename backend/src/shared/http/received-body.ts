// A request body received whole as it arrives, for the routes that take a file (the import): the JSON
// parser mounted on /api leaves other content types unread, so the body is still the request stream.
// At most `maxBytes` are taken: a larger declared Content-Length is refused before reading, and a body
// that turns out larger is refused with a 413 once it passes the limit, in the single error shape. A
// client that goes away before its body ends (a closed tab, a dropped network) is refused with
// UploadCutOff: the client's doing, which answerError logs at info, and never the database's
// ECONNRESET it resembles.
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The client closed the connection before the body ended. Its 400 reaches nobody (the socket is gone);
 * the request's log line says 499, nginx's "client closed request" (app-logging.ts).
 */
export class UploadCutOff extends BadRequestException {
  constructor(what: string) {
    super(`The upload was cut off before it ended: the client closed the connection before the whole ${what} arrived.`);
  }
}

/** The whole body, its pieces joined once when it has all arrived. */
export async function receivedBody(request: Request, maxBytes: number, what: string): Promise<Buffer> {
  const tooLarge = () =>
    new PayloadTooLargeException(
      `The ${what} is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Export a shorter period and send each part on its own.`,
    );
  if (request.body !== undefined || request.readableEnded) {
    throw new BadRequestException(`Send the ${what} itself as the request body, with Content-Type: text/csv.`);
  }
  if (Number(request.headers['content-length']) > maxBytes) throw tooLarge();
  const pieces: Buffer[] = [];
  let received = 0;
  return new Promise((resolve, reject) => {
    const stop = (error: Error) => {
      request.off('data', take).off('end', end).off('error', failed);
      // Left unread, the rest of the body is Node's to dump once the refusal is answered.
      request.pause();
      reject(error);
    };
    const take = (piece: Buffer) => {
      received += piece.length;
      if (received > maxBytes) stop(tooLarge());
      else pieces.push(piece);
    };
    const end = () => resolve(Buffer.concat(pieces, received));
    // Node fails an unfinished request with ECONNRESET "aborted" when its client goes away.
    const failed = (error: Error) => stop(request.readableAborted ? new UploadCutOff(what) : error);
    request.on('data', take).on('end', end).on('error', failed);
  });
}
