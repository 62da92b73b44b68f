// Every request gets an id, answered in the X-Request-Id header and written on its log lines, into the
// metadata of the events it causes (as their correlationId), and into the jobs those events cause. An
// id a proxy or client already gave the request is kept when it looks like one: letters, digits and
// a few separators, at most 128 characters. Anything else is replaced, so a header cannot put text of
// its choice into the logs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:+=/-]{0,127}$/;

/** The id of this request: the one it arrived with if that is sane, otherwise a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER.toLowerCase()];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Gives the request its id (pino-http's genReqId) and answers it in the response's header. */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdFor(request);
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id assignRequestId gave this request (pino-http keeps it as `request.id`). */
export function requestIdOf(request: IncomingMessage & { id?: unknown }): string {
  return typeof request.id === 'string' ? request.id : requestIdFor(request);
}
