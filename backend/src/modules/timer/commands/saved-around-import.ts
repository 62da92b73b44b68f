// What an import's parts check their rows against: the person's saved sessions over the file's whole
// span and every import key their sessions carry, read once per file and then kept up to date with the
// sessions the import adds and labels itself. They stay true for as long as the timer stream has moved by the
// import's own appends alone (every session change is an event of that stream): told a version it did
// not reach itself, it reads them again. Parts are asked for in the order they start, so a session that
// ends before a part starts is forgotten there: no later part can overlap it, and the import's memory
// and each part's filtering stay the size of a part, not of the file.
import type { ImportPlan, ImportedBefore, KnownSession } from '#src/modules/timer/timer.decider';
import type { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';

/** The rows of a part, or of a file: what the facts are read around. */
export type Times = readonly { readonly start: Date; readonly end: Date }[];

/** The earliest start and the latest end of some times, in milliseconds (spanOf). */
export type Span = readonly [first: number, last: number];

/** A session with its start and stop read once: every part filters them all. */
interface Timed {
  readonly session: KnownSession;
  readonly startMs: number;
  readonly stopMs: number;
}

const timed = (session: KnownSession): Timed => ({
  session,
  startMs: Date.parse(session.startedAt),
  stopMs: Date.parse(session.stoppedAt),
});

export class SavedAroundImport {
  private nearby: Timed[] = [];
  private importedKeys = new Map<string, ImportedBefore>();
  /** The timer stream's version these facts are true at; undefined until first read. */
  private trueAt: number | undefined;
  /** The start of the last part asked for: the sessions that ended by then are forgotten. */
  private forgottenBefore = -Infinity;

  constructor(
    private readonly sessions: SavedSessions,
    private readonly userId: string,
    /** The whole file's span (spanOf its rows). */
    private readonly file: Span,
  ) {}

  /**
   * The saved sessions that could overlap the part's rows, and the keys imported before, at
   * `streamVersion`. Parts come in the order they start; one that starts before the last did has the
   * sessions read again.
   */
  async at(
    streamVersion: number,
    part: Times,
  ): Promise<{ nearby: KnownSession[]; importedKeys: ReadonlyMap<string, ImportedBefore> }> {
    if (part.length === 0) return { nearby: [], importedKeys: new Map() };
    const [first, last] = spanOf(part);
    if (this.trueAt !== streamVersion || first < this.forgottenBefore) {
      const [fileFirst, fileLast] = this.file;
      const [saved, importedKeys] = await Promise.all([
        this.sessions.overlapping(this.userId, new Date(fileFirst), new Date(fileLast)),
        this.sessions.importedKeysOf(this.userId),
      ]);
      [this.nearby, this.importedKeys] = [saved.map(timed), importedKeys];
      this.trueAt = streamVersion;
    }
    // What ends by this part's start can overlap neither it nor any part after it.
    this.nearby = this.nearby.filter(({ stopMs }) => stopMs > first);
    this.forgottenBefore = first;
    return {
      nearby: this.nearby.filter(({ startMs }) => startMs < last).map(({ session }) => session),
      importedKeys: this.importedKeys,
    };
  }

  /** The sessions a part added and labelled, its append having taken the stream to `streamVersion`. */
  added(plan: Pick<ImportPlan, 'added' | 'labelled'>, streamVersion: number): void {
    for (const { data } of plan.added) {
      const { sessionId, sessionType, startedAt, stoppedAt, durationSeconds, timeZone } = data;
      this.nearby.push(timed({ sessionId, sessionType, startedAt, stoppedAt, durationSeconds, timeZone }));
      if (data.importKey) this.importedKeys.set(data.importKey, { sessionId, labelled: data.labels != null });
    }
    const labelledNow = new Set(plan.labelled.map((event) => event.data.sessionId));
    if (labelledNow.size > 0)
      for (const [key, before] of this.importedKeys)
        if (labelledNow.has(before.sessionId)) this.importedKeys.set(key, { ...before, labelled: true });
    this.trueAt = streamVersion;
  }
}

/** The earliest start and the latest end of these times, in milliseconds. */
export function spanOf(times: Times): Span {
  // Not Math.min(...): tens of thousands of arguments would overflow the stack.
  let [first, last] = [Infinity, -Infinity];
  for (const { start, end } of times) {
    first = Math.min(first, start.getTime());
    last = Math.max(last, end.getTime());
  }
  return [first, last];
}
