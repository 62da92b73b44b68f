// Commands sent with an id of the device's own (a Start or Stop kept while offline, sent again until it
// is answered): each is applied at most once per person and id, and every repeat gets the first answer.
// A receipt (table command_receipts) says what the command was, as a fingerprint of its content (never
// the content: it may hold what the person typed), and how it was answered: what the answer is given
// again from (the handler decides; nothing a person typed), or the refusal. A success's receipt is
// written in the transaction of the events it caused (DeciderRunner's `alongside`), first, so a repeat
// sent at the same moment waits on the receipt's key and then answers as the first did; a refusal's is
// written on its own. Receipts are kept RECEIPTS_KEPT_DAYS and go with the person's account.
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import { Database } from '#src/shared/database/database';
import type { Sql } from '#src/shared/database/sql';
import { DomainError, type DomainErrorKind, type RefusalDetails } from '#src/shared/deciders/domain-error';
import { STREAM_BUSY } from './decider-runner';

/**
 * How long a receipt is kept: as long as a device stays signed in (30 days from sign-in), the longest
 * a press can wait in its queue and still be sent.
 */
export const RECEIPTS_KEPT_DAYS = 30;

/** A command as its device sent it: whose, its id, what kind, and what it says (compared, never stored). */
export interface SentCommand {
  readonly userId: string;
  readonly commandId: string;
  /** Its kind, e.g. `timer.start`: the same id sent for another kind of command is another command. */
  readonly command: string;
  /** What it says, as plain JSON: two sends of one id must say the same. */
  readonly content: unknown;
}

/** Keeps, in the transaction of the command's events, what its answer is given again from. */
export type KeepAnswer<Kept> = (transaction: Sql, kept: Kept) => Promise<void>;

interface KeptRefusal {
  readonly code: string;
  readonly kind: DomainErrorKind;
  readonly message: string;
  readonly details?: RefusalDetails;
}

type Outcome<Kept> = { readonly answer: Kept } | { readonly refusal: KeptRefusal };

interface ReceiptRow {
  readonly fingerprint: string;
  readonly outcome: Outcome<unknown>;
}

/** A repeat sent at the same moment kept its receipt first: this one is answered as that one was. */
class ReceiptTaken extends Error {
  constructor() {
    super('A receipt for this command was kept by a repeat sent at the same time.');
    this.name = 'ReceiptTaken';
  }
}

/** Refusals that say "try again", not "no": a repeat of the command is decided afresh. */
const WORTH_ANOTHER_TRY = new Set([STREAM_BUSY]);

@Injectable()
export class CommandReceipts {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `sent` once: `run` applies it and calls `keep` in the transaction of its events with what its
   * answer is given again from; `answerAgain` turns that back into the answer for a repeat. A refusal
   * (a DomainError) is kept and thrown again on every repeat. The id sent before with other content or
   * for another kind of command is refused (COMMAND.ID_REUSED, 422) and nothing is kept.
   */
  async once<Kept, Answer>(
    sent: SentCommand,
    run: (keep: KeepAnswer<Kept>) => Promise<Answer>,
    answerAgain: (kept: Kept) => Promise<Answer>,
  ): Promise<Answer> {
    const fingerprint = fingerprintOf(sent);
    // A second look always finds the receipt that made the first attempt give way.
    for (let attempt = 1; attempt <= 2; attempt++) {
      const receipt = await this.find(sent);
      if (receipt) return this.answerFrom(receipt, fingerprint, answerAgain);
      try {
        return await run((transaction, kept) => this.keep(transaction, sent, fingerprint, { answer: kept }));
      } catch (error) {
        if (error instanceof ReceiptTaken) continue;
        if (error instanceof DomainError && !WORTH_ANOTHER_TRY.has(error.code)) {
          const { code, kind, message, details } = error;
          const refusal: KeptRefusal = { code, kind, message, ...(details ? { details } : {}) };
          if (!(await this.keptFirst(this.database, sent, fingerprint, { refusal }))) continue;
        }
        throw error;
      }
    }
    throw new Error('A command receipt was neither found nor kept.');
  }

  private async find(sent: SentCommand): Promise<ReceiptRow | undefined> {
    const [row] = await this.database.query<ReceiptRow>(
      'select fingerprint, outcome from command_receipts where user_id = $1 and command_id = $2',
      [sent.userId, sent.commandId],
    );
    return row;
  }

  private async answerFrom<Kept, Answer>(
    receipt: ReceiptRow,
    fingerprint: string,
    answerAgain: (kept: Kept) => Promise<Answer>,
  ): Promise<Answer> {
    if (receipt.fingerprint !== fingerprint) throw idReused();
    const { outcome } = receipt;
    if ('refusal' in outcome) {
      const { code, kind, message, details } = outcome.refusal;
      throw new DomainError(code, kind, message, details);
    }
    return answerAgain(outcome.answer as Kept);
  }

  private async keep<Kept>(transaction: Sql, sent: SentCommand, fingerprint: string, outcome: Outcome<Kept>) {
    if (!(await this.keptFirst(transaction, sent, fingerprint, outcome))) throw new ReceiptTaken();
  }

  /** Keeps the receipt unless one with its key exists (waiting for a transaction writing one): whether it was kept. */
  private async keptFirst(
    sql: Sql,
    sent: SentCommand,
    fingerprint: string,
    outcome: Outcome<unknown>,
  ): Promise<boolean> {
    const kept = await sql.query(
      `insert into command_receipts (user_id, command_id, command, fingerprint, outcome, recorded_at)
       values ($1, $2, $3, $4, $5::jsonb, $6)
       on conflict (user_id, command_id) do nothing
       returning 1`,
      [sent.userId, sent.commandId, sent.command, fingerprint, JSON.stringify(outcome), this.clock.now()],
    );
    return kept.length === 1;
  }
}

/** Forgets a person's receipts: their account is being deleted. */
export async function forgetReceiptsOf(sql: Sql, userId: string): Promise<void> {
  await sql.query('delete from command_receipts where user_id = $1', [userId]);
}

/** Forgets the receipts kept longer than RECEIPTS_KEPT_DAYS by `now`: how many. */
export async function forgetReceiptsKeptPast(sql: Sql, now: Date): Promise<number> {
  const forgotten = await sql.query(
    'delete from command_receipts where recorded_at < $1::timestamptz - make_interval(days => $2) returning 1',
    [now, RECEIPTS_KEPT_DAYS],
  );
  return forgotten.length;
}

/** SHA-256 of the command's kind and content, its objects' keys sorted: equal exactly when they say the same. */
function fingerprintOf(sent: SentCommand): string {
  return createHash('sha256')
    .update(JSON.stringify(sorted({ command: sent.command, content: sent.content })))
    .digest('hex');
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => [key, sorted(field)]),
  );
}

function idReused(): DomainError {
  return new DomainError(
    'COMMAND.ID_REUSED',
    'unprocessable',
    'This command id was sent before with a different command, so this one was not applied. ' +
      'Send each press with an id of its own.',
  );
}
