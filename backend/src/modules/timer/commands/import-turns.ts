// Imports take turns: reading a received file and each of its appends run one slice at a time in the
// process, the imports of several people interleaving slice by slice, and between two slices the event
// loop serves whatever else waits (the one-second poll above all) before the next slice starts. (An
// upload is received before its import asks for a turn: a slow one holds up no one.) Three people
// importing at once otherwise kept the app's thread, and on the embedded database its one connection,
// busy for seconds at a stretch (docs/performance.md, "Imports never starve the poll").
import { Injectable } from '@nestjs/common';

/** Gives the turn to whoever waits for one, and resolves when it comes back. */
export type PassTurn = () => Promise<void>;

@Injectable()
export class ImportTurns {
  private last: Promise<void> = Promise.resolve();

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

  /** A place at the end of the line; resolves with the way to leave it once it is this one's turn. */
  private queue(): Promise<() => void> {
    let end!: () => void;
    const turn = new Promise<void>((resolve) => (end = resolve));
    const before = this.last;
    this.last = before.then(() => turn);
    // Handed on through setImmediate, so the event loop polls for I/O between any two turns.
    return before.then(() => () => setImmediate(end));
  }
}
