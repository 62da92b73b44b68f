// A statement with its `?` parameters written in, as MikroORM's Platform.formatQuery writes them, but
// strings escaped with two replaceAll calls instead of pg's escapeLiteral, which builds the literal a
// character at a time: for an append of thousands of events (megabytes of JSON) and the projectors'
// array literals, that loop and its garbage were a large share of an import's time (docs/performance.md).
import type { Platform } from '@mikro-orm/core';

export function formatStatement(platform: Platform, sql: string, params: readonly unknown[]): string {
  if (params.length === 0) return sql;
  let written = '';
  let from = 0;
  let next = 0;
  for (let at = sql.indexOf('?'); at !== -1; at = sql.indexOf('?', from)) {
    if (at > 0 && sql[at - 1] === '\\') {
      // `\?` is a question mark of the statement's own.
      written += `${sql.slice(from, at - 1)}?`;
      from = at + 1;
    } else if (sql[at + 1] === '?') {
      written += sql.slice(from, at) + platform.quoteIdentifier(params[next++] as string);
      from = at + 2;
    } else {
      const value = params[next++];
      written += sql.slice(from, at) + (typeof value === 'string' ? escapeLiteral(value) : platform.quoteValue(value));
      from = at + 1;
    }
  }
  return written + sql.slice(from);
}

/** What pg's escapeLiteral returns: quotes doubled, and backslashes doubled in an E'' literal. */
export function escapeLiteral(text: string): string {
  const quoted = text.replaceAll("'", "''");
  if (!text.includes('\\')) return `'${quoted}'`;
  return ` E'${quoted.replaceAll('\\', '\\\\')}'`;
}
