// How long a request may wait on the database before it is answered 503 instead of hanging: for a
// connection from the pool, for a lock another transaction holds, for one statement, and how long a
// transaction may sit idle. Only the web app's connections have them; the worker, replays and other
// tools run long statements on purpose (a rebuild reads millions of rows in one).
export const REQUEST_TIMEOUTS = {
  /** Waiting for a pooled connection when all are in use. */
  acquireConnectionMs: 5_000,
  /** Waiting for a row or table lock (a migration, a long report, a forgotten psql session). */
  lockMs: 3_000,
  /** One statement: far beyond any the app sends (each reads indexed rows or one page). */
  statementMs: 15_000,
  /** A transaction left open without a statement: only a bug or a dead client does that. */
  idleInTransactionMs: 60_000,
} as const;

/** The pg connection settings that apply them, sent when each connection starts. */
export const REQUEST_TIMEOUT_SETTINGS = {
  lock_timeout: REQUEST_TIMEOUTS.lockMs,
  statement_timeout: REQUEST_TIMEOUTS.statementMs,
  idle_in_transaction_session_timeout: REQUEST_TIMEOUTS.idleInTransactionMs,
} as const;

/** The web app's pool: bounded waits for a connection, a lock and a statement (Database's WaitLimits). */
export const WEB_WAIT_LIMITS = {
  acquireConnectionMs: REQUEST_TIMEOUTS.acquireConnectionMs,
  settings: REQUEST_TIMEOUT_SETTINGS,
} as const;
