// Imports take turns: reading a received file and each of its appends run one slice at a time in the
// process, the imports of several people interleaving slice by slice, and between two slices the event
// loop serves whatever else waits (the one-second poll above all) before the next slice starts. (An
// upload is received before its import asks for a turn: a slow one holds up no one.) Three people
// importing at once otherwise kept the app's thread, and on the embedded database its one connection,
// busy for seconds at a stretch (docs/performance.md, "Imports never starve the poll"). A turn also
// gives way to the answers under way (the poll, a click; AnswersUnderWay): an import is background
// work.
import { Injectable } from '@nestjs/common';
import { AnswersUnderWay } from '#src/shared/http/answers-under-way';

/** Gives the turn to whoever waits for one, and resolves when it comes back. */
export type PassTurn = () => Promise<void>;

@Injectable()
export class ImportTurns {
  private last: Promise<void> = Promise.resolve();
  /** The last write an import sent (sending), ended or not; never rejects. */
  private lastWrite: Promise<void> = Promise.resolve();

  constructor(private readonly answers: AnswersUnderWay) {}

  /**
   * Runs `work` once the turns asked for before have ended, holding the turn until it settles; `work`
   * may call `pass` between two slices of its own to let the others have a turn first.
   */
  async take<T>(work: (pass: PassTurn) => Promise<T>): Promise<T> {
    let release = await this.queue();
    try {
      return await work(async () => {
        release();
        release = await this.queue();
      });
    } finally {
      release();
    }
  }

  /**
   * Resolves once the last write any import sent (sending) has ended, kept or not, and then no answer
   * is under way (for a bounded time: AnswersUnderWay): the process's imports write one at a time,
   * each deciding its next part meanwhile, so the database has at most one import's statement before
   * the poll's, and none is sent while the poll is being answered (docs/performance.md).
   */
  async mayWrite(): Promise<void> {
    await this.lastWrite;
    await this.answers.noneUnderWay();
  }

  /** Notes a write an import sent in its turn, for mayWrite; answers it as it is. */
  sending<T>(write: Promise<T>): Promise<T> {
    this.lastWrite = write.then(
      () => undefined,
      () => undefined,
    );
    return write;
  }

  /** A place at the end of the line; resolves with the way to leave it once it is this one's turn. */
  private queue(): Promise<() => void> {
    let end!: () => void;
    const turn = new Promise<void>((resolve) => (end = resolve));
    const before = this.last;
    this.last = before.then(() => turn);
    return before.then(async () => {
      await ioPolled();
      await this.answers.noneUnderWay();
      return end;
    });
  }
}

/**
 * Resolves once the event loop has polled for I/O since: two check phases apart, with a poll phase
 * between them whichever phase this was called in. So a request that arrived during the turn before
 * (a poll) is read, and counted as under way, before the next turn starts.
 */
function ioPolled(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}
