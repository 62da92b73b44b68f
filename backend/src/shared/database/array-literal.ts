// PostgreSQL array literals, for projectors that send a batch as one parameter per column and turn
// the arrays back into rows with unnest(): one statement per batch instead of one per row.

/**
 * `{…}` holding the values in order. Every string is double-quoted with its quotes and backslashes
 * escaped, so a value holding a comma, a brace, a space or the word NULL (a time zone, a description's
 * import key, whatever a later column holds) stays that value; null is SQL NULL; numbers go as written.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  return `{${values.map(element).join(',')}}`;
}

function element(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} has no place in an array literal of numbers.`);
    return String(value);
  }
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}
