// A request body read as it arrives, for the routes that take a file (the import): the JSON parser
// mounted on /api leaves other content types unread, so the body is still the request stream. At most
// `maxBytes` pass: a larger declared Content-Length is refused before reading, and a body that turns
// out larger fails the stream with a 413, answered in the single error shape. A client that goes away
// before its body ends (a closed tab, a dropped network) fails the stream with UploadCutOff: the
// client's doing, which answerError logs at info, and never the database's ECONNRESET it resembles.
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { Request } from 'express';
import { Transform, type Readable } from 'node:stream';

/**
 * The client closed the connection before the body ended. Its 400 reaches nobody (the socket is gone);
 * the request's log line says 499, nginx's "client closed request" (app-logging.ts).
 */
export class UploadCutOff extends BadRequestException {
  constructor(what: string) {
    super(`The upload was cut off before it ended: the client closed the connection before the whole ${what} arrived.`);
  }
}

export function streamedBody(request: Request, maxBytes: number, what: string): Readable {
  const tooLarge = () =>
    new PayloadTooLargeException(
      `The ${what} is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Export a shorter period and send each part on its own.`,
    );
  if (request.body !== undefined || request.readableEnded) {
    throw new BadRequestException(`Send the ${what} itself as the request body, with Content-Type: text/csv.`);
  }
  if (Number(request.headers['content-length']) > maxBytes) throw tooLarge();
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > maxBytes) done(tooLarge());
      else done(null, chunk);
    },
  });
  // Node fails an unfinished request with ECONNRESET "aborted" when its client goes away.
  request.on('error', (error) => counted.destroy(request.readableAborted ? new UploadCutOff(what) : error));
  return request.pipe(counted);
}
