// ImportSessions: saves the sessions of a Toggl Track or Clockify export. The file, received whole,
// is read a chunk at a time (domain/import-file.ts); the decider then adds, row by row, the sessions
// that overlap nothing and were not imported before (planImport), one append per IMPORT_APPEND_ROWS
// rows in the order they start: a 10 MB file (90,000 rows) needs no gigabyte of memory for a single
// statement and its inline projections (docs/decisions.md), and no append holds the database for long
// while others wait, the one-second poll among them; imports take turns at reading and appending
// (import-turns.ts). Each part is decided while the database writes the one before (docs/import.md).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { importedLabels } from '@pause/rules/session-labels';
import { randomUUID } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import {
  type DecidedCommand,
  DeciderRunner,
  LostRace,
  MAX_ATTEMPTS,
  streamBusy,
} from '#src/shared/event-store/decider-runner';
import type { StreamSnapshot } from '#src/shared/event-store/stream-snapshots';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import {
  type CommutePicks,
  type ImportFile,
  type ImportedRow,
  type RowRefusal,
  sessionTypeOf,
} from '#src/modules/timer/domain/import-file';
import type { ImportFormat } from '#src/modules/timer/domain/import-formats';
import { readImportFileOrRefuse } from '#src/modules/timer/domain/import-refusals';
import type { SlashedDateOrder } from '#src/modules/timer/domain/slashed-dates';
import { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import {
  type ImportPlan,
  type ImportSessionsData,
  type TimerState,
  planImport,
  timerDecider,
} from '#src/modules/timer/timer.decider';
import { type TimerEvent, timerStreamId } from '#src/modules/timer/timer.events';
import { ImportTurns } from './import-turns';
import { SavedAroundImport, type Span, spanOf } from './saved-around-import';

export interface ImportResult {
  readonly format: ImportFormat;
  readonly imported: number;
  readonly alreadyImported: number;
  /** Of those imported before, how many were given the labels they lacked (a file imported before labels were kept). */
  readonly labelled: number;
  readonly refused: RowRefusal[];
}

export class ImportSessions extends Command<ImportResult> {
  constructor(
    readonly userId: string,
    /** The CSV file as received. */
    readonly file: Buffer,
    readonly timeZone: string,
    readonly commute: CommutePicks,
    /** How to read slashed dates, as the preview found or the person chose; the file's own when undefined. */
    readonly slashedDates: SlashedDateOrder | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ImportSessions)
export class ImportSessionsHandler implements ICommandHandler<ImportSessions> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly sessions: SavedSessions,
    private readonly clock: Clock,
    private readonly turns: ImportTurns,
  ) {}

  async execute(command: ImportSessions): Promise<ImportResult> {
    const now = this.clock.now();
    const file = await this.readInParts(command, now);
    const kept = await this.appendParts(file.parts, file.span, command, now);
    return resultOf(file, kept);
  }

  /**
   * The file read and cut into parts in the order they start; nothing else of it is kept. It was
   * received before the command, taking no turn (a slow upload holds up no one else's import); it is
   * read in turns with other imports (import-turns.ts).
   */
  private async readInParts(command: ImportSessions, now: Date): Promise<FileInParts> {
    return this.turns.take(async (passTurn) => {
      const read = await readImportFileOrRefuse(command.file, {
        timeZone: command.timeZone,
        now,
        slashedDates: command.slashedDates,
        passTurn,
      });
      const rows = [...read.rows].sort(byStartThenRow);
      return {
        format: read.format,
        refused: read.refused,
        parts: partsOf(read, rows, IMPORT_APPEND_ROWS),
        span: spanOf(rows),
      };
    });
  }

  /**
   * Appends each part in turns with other imports (import-turns.ts), deciding it while the part before
   * it is still being sent: the app builds one part's rows while the database writes the other's. The
   * timer's state and the saved sessions around the file are read once and carried from part to part
   * (saved-around-import.ts). Another writer of the person's timer in between makes a part lose its
   * race: it and the part decided after it are decided again on fresh facts. Answers what the parts
   * kept come to, and lets go of each part once kept (its place in `parts` emptied): the import holds
   * its rows only until they are kept, and of their events only what the person is told.
   */
  private async appendParts(
    parts: (ImportFile | undefined)[],
    span: Span,
    command: ImportSessions,
    now: Date,
  ): Promise<KeptParts> {
    const kept = new KeptParts();
    let saved = new SavedAroundImport(this.sessions, command.userId, span);
    let timer: StreamSnapshot<TimerState> | undefined;
    let sending: PartOnItsWay | undefined;
    let lostInARow = 0;
    try {
      for (let next = 0; next < parts.length || sending;) {
        await this.turns.take(async () => {
          const decided =
            next < parts.length ? await this.decide(partAt(parts, next), timer, saved, command, now) : undefined;
          // What the next part is decided on, as if this one is kept: told before the part on its way
          // answers, so that the time between its answer and this part's sending is as short as can be.
          // Should it not be kept, nor this one, both are decided again on fresh facts.
          if (decided) saved.added(decided.plan, decided.after.streamVersion);
          // The part before this one, on its way: kept, lost its race (then it and this one are decided
          // again), or failed (then so does the import, the parts before it kept).
          const before = sending;
          sending = undefined;
          const outcome = await before?.outcome;
          if (outcome?.failed) throw outcome.failed.error;
          if (before && outcome?.lost) {
            if (++lostInARow === MAX_ATTEMPTS) throw streamBusy();
            [next, timer, saved] = [
              before.index,
              undefined,
              new SavedAroundImport(this.sessions, command.userId, span),
            ];
            return;
          }
          if (before) {
            lostInARow = 0;
            kept.add(before.plan);
            parts[before.index] = undefined;
          }
          if (!decided) return;
          timer = decided.after;
          await this.turns.mayWrite();
          sending = { index: next, plan: decided.plan, outcome: outcomeOf(this.turns.sending(decided.send())) };
          next += 1;
        });
      }
    } finally {
      // A part still on its way when something failed ends before the command does.
      await sending?.outcome;
    }
    return kept;
  }

  /** A part decided on the timer's state it is told, or read now, with the plan the decider made of it. */
  private async decide(
    part: ImportFile,
    timer: StreamSnapshot<TimerState> | undefined,
    saved: SavedAroundImport,
    command: ImportSessions,
    now: Date,
  ): Promise<DecidedCommand<TimerEvent, TimerState> & { readonly plan: ImportPlan }> {
    let plan: ImportPlan | undefined;
    const decided = await this.runner.decideFrom(
      timerDecider,
      timerStreamId(command.userId),
      timer,
      async (state, streamVersion) => {
        const around = await saved.at(streamVersion, part.rows);
        const data = importData(part, command.commute, now, around);
        plan = planImport(data, state);
        return { type: 'ImportSessions' as const, data };
      },
      { metadata: command.metadata, occurredAt: now },
    );
    return { ...decided, plan: plan! };
  }
}

/**
 * How many rows one append takes at most: one statement, with every inline projection. It bounds the
 * app's work per turn (about 5 ms of deciding and sealing, while the poll may wait) and, on the
 * embedded database, which runs one statement at a time, how long the poll may wait for the engine
 * (about 11 ms). On a server, 250 rows gave the import no more speed than 100, and the poll longer
 * waits (docs/performance.md, "Imports never starve the poll").
 */
export const IMPORT_APPEND_ROWS = 100;

/** How a part's transaction ended: kept, lost its race to another writer (nothing kept), or failed. */
interface Outcome {
  readonly lost: boolean;
  readonly failed?: { readonly error: unknown };
}

/** A part whose transaction runs while the next part is decided. */
interface PartOnItsWay {
  readonly index: number;
  readonly plan: ImportPlan;
  /** Never rejects: a failure is kept until the next turn reads it, not left unheard meanwhile. */
  readonly outcome: Promise<Outcome>;
}

function outcomeOf(sent: Promise<unknown>): Promise<Outcome> {
  return sent.then(
    () => ({ lost: false }),
    (error: unknown) => (error instanceof LostRace ? { lost: true } : { lost: false, failed: { error } }),
  );
}

/** A file as the import keeps it once read: its parts, their span, and what it tells the person. */
interface FileInParts extends Pick<ImportFile, 'format' | 'refused'> {
  /** Emptied as they are kept (appendParts). */
  readonly parts: (ImportFile | undefined)[];
  readonly span: Span;
}

/** The part at `index`, which is not kept yet: a kept part is never decided again. */
function partAt(parts: readonly (ImportFile | undefined)[], index: number): ImportFile {
  const part = parts[index];
  if (!part) throw new Error(`Part ${index} of the import was kept already; it cannot be decided again.`);
  return part;
}

/** The file's rows, in the order they start, as parts of at most `size` rows. */
function partsOf(file: ImportFile, rows: readonly ImportedRow[], size: number): ImportFile[] {
  const parts: ImportFile[] = [];
  for (let from = 0; from < rows.length; from += size) parts.push({ ...file, rows: rows.slice(from, from + size) });
  return parts;
}

/** What the kept parts of an import come to, as the person is told it. */
class KeptParts {
  imported = 0;
  alreadyImported = 0;
  labelled = 0;
  readonly refused: RowRefusal[] = [];

  add(plan: ImportPlan): void {
    this.imported += plan.added.length;
    this.alreadyImported += plan.alreadyImported;
    this.labelled += plan.labelled.length;
    this.refused.push(...plan.refused);
  }
}

/** What the person is told of a file whose parts came to `kept`. */
function resultOf(file: Pick<ImportFile, 'format' | 'refused'>, kept: KeptParts): ImportResult {
  return {
    format: file.format,
    imported: kept.imported,
    alreadyImported: kept.alreadyImported,
    labelled: kept.labelled,
    refused: [...file.refused, ...kept.refused].sort((a, b) => a.rowNumber - b.rowNumber),
  };
}

function byStartThenRow(a: ImportedRow, b: ImportedRow): number {
  return a.start.getTime() - b.start.getTime() || a.rowNumber - b.rowNumber;
}

/** The decider's facts for a file: its rows as candidates, and what is saved around and among them. */
export function importData(
  file: ImportFile,
  commute: CommutePicks,
  now: Date,
  saved: Pick<ImportSessionsData, 'nearby' | 'importedKeys'>,
): ImportSessionsData {
  const candidates = file.rows.map((row) => ({
    rowNumber: row.rowNumber,
    sessionId: randomUUID(),
    sessionType: sessionTypeOf(row, commute),
    start: row.start,
    end: row.end,
    timeZone: row.timeZone,
    importKey: row.importKey,
    labels: importedLabels(row),
  }));
  return { candidates, now, nearby: saved.nearby, importedKeys: saved.importedKeys };
}
