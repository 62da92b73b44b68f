// What a refused statement means, read from the SQLSTATE code PostgreSQL sends with it (the pg driver
// puts it on the error as `code`).

/** The SQLSTATE of an error from PostgreSQL, if it is one. */
function sqlState(error: unknown): string | undefined {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** A row whose unique key another row already holds (23505). */
function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** A row whose key in the unique constraint named `constraint` another row already holds. */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  return isUniqueViolation(error) && (error as { constraint?: unknown }).constraint === constraint;
}

/** An error raised with this SQLSTATE (by PostgreSQL, or by a function of ours: `raise … using errcode`). */
export function hasSqlState(error: unknown, code: string): boolean {
  return sqlState(error) === code;
}

/** Any integrity constraint broken: unique, foreign key, not null, check, exclusion (class 23). */
export function isConstraintViolation(error: unknown): boolean {
  return sqlState(error)?.startsWith('23') ?? false;
}

/** PostgreSQL ended this transaction to break a deadlock with another one (40P01). */
export function isDeadlock(error: unknown): boolean {
  return sqlState(error) === '40P01';
}
