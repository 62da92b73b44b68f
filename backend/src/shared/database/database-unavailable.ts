// Which failures mean "the database is not answering right now" (a dropped or refused connection, a
// server shutting down or restarting, a pool with no connection to lend in time) rather than a fault in
// the request or the code. They are answered 503, to be tried again; everything else stays a 500.
import { ConnectionException } from '@mikro-orm/core';

/** SQLSTATE classes: 08 connection exception, 57P operator intervention (shutdown, terminated backend). */
const UNAVAILABLE_SQLSTATE = /^(08|57P)/;
/**
 * Too many connections, out of memory or disk on the server; a lock not granted or a statement
 * cancelled within the web app's timeouts (shared/database/request-timeouts.ts): it will answer again.
 */
const OVERLOADED_SQLSTATES = new Set(['53000', '53100', '53200', '53300', '55P03', '57014']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/**
 * What the pg driver and knex's pool say when a connection is gone or none comes in time (knex puts
 * the failed statement before the driver's words).
 */
const DRIVER_MESSAGES = [
  /Connection terminated/,
  /Client has encountered a connection error/,
  /Client was closed and is not queryable/,
  /timeout exceeded when trying to connect/,
  /Knex: Timeout acquiring a connection/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause instanceof ConnectionException) return true;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || OVERLOADED_SQLSTATES.has(code))) return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    const { name, message } = cause;
    if (name === 'KnexTimeoutError' || DRIVER_MESSAGES.some((known) => known.test(message))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
