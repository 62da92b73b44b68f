// Statements written now and sent later, in their order, inside a transaction: a command's inline
// projections (and its snapshot) are built before its transaction begins, so the transaction holds its
// connection, and on the embedded engine the whole database, only while its statements run and not
// while the app builds their rows (docs/performance.md, "Imports never starve the poll").
// They may also travel as the leading clauses of the command's append (aheadOf): one statement, one
// round trip, which the database runs while the app goes on with something else.
import type { Sql, SqlWriter } from './sql';

export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/** The table a statement writes, when it is one write (insert, update or delete) of one table. */
const WRITTEN_TABLE = /^\s*(?:insert\s+into|update|delete\s+from)\s+([a-z_][a-z0-9_]*)\b/i;
/** A value's place in a statement: $1…$n. */
const PLACEHOLDER = /\$(\d+)/g;
/** A quoted literal or name, or a dollar-quoted string: text in which a `$1` is not a placeholder. */
const QUOTED = /'(?:[^']|'')*'|"(?:[^"]|"")*"|\$[a-z_]*\$/gi;

export class PreparedStatements implements SqlWriter {
  private readonly statements: Statement[] = [];

  /** Keeps the statement for sendIn; nothing is sent yet. */
  async query(text: string, values: readonly unknown[] = []): Promise<void> {
    this.statements.push({ text, values });
  }

  /** Sends every statement kept, in the order they were written, one after the other. */
  async sendIn(transaction: Sql): Promise<void> {
    for (const { text, values } of this.statements) await transaction.query(text, values);
  }

  /**
   * Every statement kept, as a data-modifying WITH clause of `last` (an insert that returns rows):
   * one statement, its values still bound, their places renumbered after `last`'s own. PostgreSQL
   * runs each clause exactly once, all of them on the snapshot the statement began with, so they are
   * joined only when that changes nothing: each writes a table of its own that no other statement
   * names (none reads what another wrote: namingOf), and no quoted text holds a `$`. Otherwise undefined, and
   * they are sent one by one (sendIn).
   */
  aheadOf(last: Statement): Statement | undefined {
    if (this.statements.length === 0) return last;
    const all = [...this.statements, last];
    const text = joinedText(all);
    if (text === undefined) return undefined;
    const values = [...last.values];
    for (const statement of this.statements) values.push(...statement.values);
    return { text, values };
  }
}

/**
 * The statements' joined text (their last one led by the others), or undefined when they cannot be
 * joined: worked out once per set of texts and value counts, which every command of a kind repeats
 * (an import's parts all write the same statements), and kept for the next.
 */
function joinedText(statements: readonly Statement[]): string | undefined {
  const key = statements.map(({ text, values }) => `${values.length}:${text}`).join('\u0000');
  const known = joinedTexts.get(key);
  if (known !== undefined) return known ?? undefined;
  const joined = canJoin(statements) ? withClauses(statements) : null;
  if (joinedTexts.size >= JOINED_TEXTS_KEPT) joinedTexts.clear();
  joinedTexts.set(key, joined);
  return joined ?? undefined;
}

/** How many sets of texts joinedText keeps: far more than the kinds of command there are. */
const JOINED_TEXTS_KEPT = 500;
/** The joined text of each set of texts met, or null for a set that cannot be joined. */
const joinedTexts = new Map<string, string | null>();

/** The last statement led by the others as WITH clauses, their places renumbered after its own values. */
function withClauses(statements: readonly Statement[]): string {
  const last = statements[statements.length - 1];
  let shift = last.values.length;
  const clauses = statements.slice(0, -1).map((statement, index) => {
    const offset = shift;
    shift += statement.values.length;
    const text = statement.text.replace(PLACEHOLDER, (_, place: string) => `$${Number(place) + offset}`);
    return `written_${index + 1} as (${text})`;
  });
  return `with ${clauses.join(',\n')}\n${last.text}`;
}

/**
 * How a statement may name `table` as a table: any mention of the name counts, but for a column of
 * that name qualified as `t.name` or set as `name =` (and one in an insert's column list, which
 * withoutColumnList takes away). Wrong only towards caution, which costs a round trip and nothing else.
 */
function namingOf(table: string): RegExp {
  return new RegExp(`(?<![.\\w])${table}\\b(?!\\s*=)`, 'i');
}

/** The statement without an insert's column list, whose names are columns and never tables. */
function withoutColumnList(text: string): string {
  return text.replace(/^(\s*insert\s+into\s+[a-z0-9_]+\s*)\([^)]*\)/i, '$1');
}

function canJoin(statements: readonly Statement[]): boolean {
  const tables = statements.map(({ text }) => WRITTEN_TABLE.exec(text)?.[1]?.toLowerCase());
  if (tables.some((table) => table === undefined) || new Set(tables).size !== tables.length) return false;
  const namings = tables.map((table) => namingOf(table!));
  return statements.every(({ text }, index) => {
    if (/\$/.test((text.match(QUOTED) ?? []).join(''))) return false;
    if (text.includes(';')) return false;
    const named = withoutColumnList(text);
    return namings.every((naming, other) => other === index || !naming.test(named));
  });
}
