// ImportSessions: saves the sessions of a Toggl Track or Clockify export. The file is read as it
// streams in (domain/import-file.ts); the decider then adds, row by row, the sessions that overlap
// nothing and were not imported before (planImport), one append per IMPORT_APPEND_ROWS rows in the
// order they start: a 10 MB file (90,000 rows) needs no gigabyte of memory for a single statement and
// its inline projections (docs/decisions.md), and no append holds the database for long while others
// wait, the one-second poll among them; imports take turns at reading and appending (import-turns.ts).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { importedLabels } from '@pause/rules/session-labels';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Clock } from '#src/shared/clock/clock';
import { Database } from '#src/shared/database/database';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
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
import { timerStreamId } from '#src/modules/timer/timer.events';
import { ImportTurns } from './import-turns';
import { SavedAroundImport } from './saved-around-import';

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
    readonly file: Readable,
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
    private readonly database: Database,
  ) {}

  async execute(command: ImportSessions): Promise<ImportResult> {
    const now = this.clock.now();
    // The upload is received first, taking no turn (a slow one must hold up no one else's import); then
    // it is read, and each part appended, in turns with other imports (import-turns.ts).
    const upload = await received(command.file);
    const [file, rows] = await this.turns.take(async (passTurn) => {
      const read = await readImportFileOrRefuse(Readable.from(slicesOf(upload)), {
        timeZone: command.timeZone,
        now,
        slashedDates: command.slashedDates,
        passTurn,
      });
      return [read, [...read.rows].sort(byStartThenRow)] as const;
    });
    // Each part is appended in turns with other imports (import-turns.ts). The timer's state and the
    // saved sessions around the file are read once and carried from part to part; another writer of
    // the person's timer in between makes them read again (saved-around-import.ts).
    const result = { format: file.format, imported: 0, alreadyImported: 0, labelled: 0, refused: [...file.refused] };
    const saved = new SavedAroundImport(this.sessions, command.userId, rows);
    let timer: StreamSnapshot<TimerState> | undefined;
    const appendRows = importAppendRows(this.database);
    for (let from = 0; from < rows.length; from += appendRows) {
      const part = { ...file, rows: rows.slice(from, from + appendRows) };
      let plan: ImportPlan | undefined;
      await this.turns.take(async () => {
        const { after } = await this.runner.runReadingFrom(
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
        timer = after;
        saved.added(plan!, after.streamVersion);
      });
      result.imported += plan!.added.length;
      result.alreadyImported += plan!.alreadyImported;
      result.labelled += plan!.labelled.length;
      result.refused.push(...plan!.refused);
    }
    result.refused.sort((a, b) => a.rowNumber - b.rowNumber);
    return result;
  }
}

/**
 * How much of a received file the parser gets at once: it parses a whole piece (about 70 rows at 8 kB)
 * before yielding a row, and nothing else runs on the app's thread meanwhile.
 */
const READ_PIECE_BYTES = 8 * 1024;

/**
 * The whole upload, its pieces joined once at the end. (Not `buffer` of node:stream/consumers: in Node
 * 20 it goes through a Blob whose reading back held the app's thread about 160 ms for a 4.4 MB file,
 * the longest stall the poll met while three people imported; docs/performance.md.)
 */
async function received(file: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of file) pieces.push(Buffer.isBuffer(piece) ? piece : Buffer.from(piece as string));
  return Buffer.concat(pieces);
}

/** The file in pieces of READ_PIECE_BYTES (views, not copies), as the network would have brought it. */
function* slicesOf(bytes: Buffer): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += READ_PIECE_BYTES) {
    yield bytes.subarray(start, start + READ_PIECE_BYTES);
  }
}

/**
 * How many rows one append takes at most: one transaction, with every inline projection (their
 * statements built before it begins). On a server other connections go on beside it. On the embedded
 * database it holds the whole engine, so the one-second poll may wait for it: about 25 ms at 250 rows,
 * 11 at 100 (docs/performance.md, "Imports never starve the poll").
 */
export const IMPORT_APPEND_ROWS = { onServer: 250, embedded: 100 } as const;

export function importAppendRows(database: Pick<Database, 'embedded'>): number {
  return database.embedded ? IMPORT_APPEND_ROWS.embedded : IMPORT_APPEND_ROWS.onServer;
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
