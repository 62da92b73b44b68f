// The names a command's committing statement is prepared under (Transaction.queryAndCommit: an
// append led by its projections and snapshot). A connection then parses and plans each kind of command
// once, and every later one of that kind (an import's hundreds of parts, every timer start) only binds
// its values: about a tenth of an import's time on PostgreSQL (docs/performance.md, "One SQL path",
// step 9). The values stay bound as ever; only the text is sent once per connection.
//
// A name is its connection's and its text's: the embedded engine serves every connection, the app's and
// the tools', from one backend, so two connections must never share a name there, and what a
// connection prepared ends with it (exclusive-exchange-queue.ts), as on a server.
import { randomBytes } from 'node:crypto';

/**
 * How many texts get a name in a process: far more than the kinds of command there are (each of which
 * joins its own projections: PreparedStatements.aheadOf), and few enough that a connection's prepared
 * statements stay small. A text met after these is sent unnamed, as every other statement is.
 */
export const NAMED_TEXTS_KEPT = 64;

/** The shape pg's `query` takes for a statement: with a name, it parses the text once per connection. */
export interface StatementToSend {
  readonly name?: string;
  readonly text: string;
  readonly values: unknown[];
}

export class StatementNames {
  private readonly textIds = new Map<string, number>();
  private readonly connectionTags = new WeakMap<object, string>();

  /** The statement as `connection` sends it: named when its text is one of the first NAMED_TEXTS_KEPT. */
  forConnection(connection: object, text: string, values: readonly unknown[]): StatementToSend {
    const statement = { text, values: values as unknown[] };
    const textId = this.textIdOf(text);
    return textId === undefined ? statement : { name: `pause_${this.tagOf(connection)}_${textId}`, ...statement };
  }

  private textIdOf(text: string): number | undefined {
    const known = this.textIds.get(text);
    if (known !== undefined || this.textIds.size >= NAMED_TEXTS_KEPT) return known;
    const id = this.textIds.size + 1;
    this.textIds.set(text, id);
    return id;
  }

  /** Drawn at random: connections of other processes (the tools') may share the embedded backend. */
  private tagOf(connection: object): string {
    let tag = this.connectionTags.get(connection);
    if (tag === undefined) {
      tag = randomBytes(6).toString('hex');
      this.connectionTags.set(connection, tag);
    }
    return tag;
  }
}
