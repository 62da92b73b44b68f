// Reading a tracker's CSV export as it streams in: the header row names the format, then each row
// becomes a session to import or a refusal a person can act on (its row number and why). Nothing holds
// the file as a whole: csv-parse hands over one record at a time, and only what a session needs is
// kept of it. Which sessions overlap is the decider's to say (timer.decider.ts, ImportSessions).
import { LONGEST_SESSION_HOURS, exceedsLongestSession } from '@pause/rules/longest-session';
import { CsvError, parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import type { SessionType } from '#src/modules/timer/timer.events';
import { type ImportColumns, type ImportFormat, UNKNOWN_FORMAT, recogniseFormat } from './import-formats';
import { importKeyOf } from './import-key';
import {
  DEFAULT_SLASHED_DATE_ORDER,
  NO_SLASHED_DATES,
  type SlashedDateOrder,
  type SlashedDatesFound,
  contradictedOrder,
  foundOrder,
  isSlashedDate,
  knownOrder,
  mixedOrders,
  orderToRead,
  withDate,
} from './slashed-dates';
import { type WallClock, instantOf, readDate, readTime, wallClockText } from './wall-clock';
import type { DateInMessage } from '#src/shared/deciders/dated-message';

/** A row read as a session, before the person says what counts as commute. */
export interface ImportedRow {
  /** The row's line in the file as a spreadsheet numbers it: the header is row 1. */
  readonly rowNumber: number;
  readonly start: Date;
  readonly end: Date;
  readonly timeZone: string;
  readonly importKey: string;
  readonly description: string;
  readonly project: string;
  readonly client: string;
  readonly tags: readonly string[];
}

export interface RowRefusal {
  readonly rowNumber: number;
  readonly reason: string;
  /** When the reason names moments: the reason with `{0}`… where they go, and those moments as data. */
  readonly template?: string;
  readonly dates?: readonly DateInMessage[];
}

export interface ImportFile {
  readonly format: ImportFormat;
  readonly rows: ImportedRow[];
  readonly refused: RowRefusal[];
  /** The order the file's own slashed dates show (what the preview tells the person). */
  readonly slashedDates: SlashedDatesFound;
}

/** A file that cannot be read at all: answered 400 with its sentence. */
export class UnreadableImportFile extends Error {}

export interface ReadOptions {
  /** The person's IANA time zone, for files that carry none. */
  readonly timeZone: string;
  readonly now: Date;
  /**
   * The order the person chose for slashed dates (after a preview); left out, the file's own dates
   * decide, month first when none tells.
   */
  readonly slashedDates?: SlashedDateOrder;
  /**
   * Awaited after every READ_ROWS_PER_TURN records: the import gives other work a turn there
   * (import-turns.ts), as csv-parse hands over all the records of a chunk without yielding.
   */
  readonly passTurn?: () => Promise<void>;
}

/** How many records are read between two calls of `passTurn`. */
export const READ_ROWS_PER_TURN = 100;

export async function readImportFile(input: Readable, options: ReadOptions): Promise<ImportFile> {
  const parser = input.pipe(
    parse({
      info: true,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
    }),
  );
  input.on('error', (error) => parser.destroy(error));
  let columns: ImportColumns | undefined;
  const rows: ImportedRow[] = [];
  const refused: RowRefusal[] = [];
  const take = (read: ImportedRow | RowRefusal) => ('reason' in read ? refused.push(read) : rows.push(read));
  let dates = NO_SLASHED_DATES;
  // Rows with slashed dates met before any date tells their order: read at the end of the file. Only
  // these wait: a Clockify file shows its order at its first row on a day above 12.
  const waiting: { record: string[]; rowNumber: number }[] = [];
  let read = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (options.passTurn && ++read % READ_ROWS_PER_TURN === 0) await options.passTurn();
      const rowNumber = info.lines;
      if (!columns) {
        columns = recogniseFormat(record);
        if (!columns) throw new UnreadableImportFile(UNKNOWN_FORMAT);
        continue;
      }
      const dateCells = [record[columns.startDate] ?? '', record[columns.endDate] ?? ''];
      dates = dateCells.reduce(withDate, dates);
      const refusal = mixedOrders(dates) ?? (options.slashedDates && contradictedOrder(dates, options.slashedDates));
      if (refusal) throw new UnreadableImportFile(refusal);
      const order = options.slashedDates ?? knownOrder(dates);
      if (order !== undefined) take(readRow(record, rowNumber, columns, { ...options, slashedDates: order }));
      else if (dateCells.some(isSlashedDate)) waiting.push({ record, rowNumber });
      // Without slashed dates, a row reads the same in either order.
      else take(readRow(record, rowNumber, columns, { ...options, slashedDates: DEFAULT_SLASHED_DATE_ORDER }));
    }
  } catch (error) {
    if (error instanceof UnreadableImportFile || !(error instanceof CsvError)) throw error;
    throw new UnreadableImportFile(
      `This file could not be read as CSV (${error.message.replace(/^Invalid Record Length: |\.$/g, '')}). Export the detailed report again and send the file unchanged.`,
    );
  }
  if (!columns) throw new UnreadableImportFile('This file is empty. Export the detailed report as CSV and try again.');
  if (waiting.length > 0) {
    const slashedDates = options.slashedDates ?? orderToRead(dates);
    for (const { record, rowNumber } of waiting)
      take(readRow(record, rowNumber, columns, { ...options, slashedDates }));
    // Back in the file's order, as if none had waited.
    rows.sort((a, b) => a.rowNumber - b.rowNumber);
    refused.sort((a, b) => a.rowNumber - b.rowNumber);
  }
  return { format: columns.format, rows, refused, slashedDates: foundOrder(dates) };
}

/** One row as a session, or why it cannot be one: slashed dates read in the order given. */
export function readRow(
  record: readonly string[],
  rowNumber: number,
  columns: ImportColumns,
  options: ReadOptions & { readonly slashedDates: SlashedDateOrder },
): ImportedRow | RowRefusal {
  const cell = (index: number | undefined) => (index === undefined ? '' : (record[index] ?? '').trim());
  const refuse = (reason: string): RowRefusal => ({ rowNumber, reason });
  const start = wallClockOf(cell(columns.startDate), cell(columns.startTime), options.slashedDates);
  if (typeof start === 'string') return refuse(`Its start ${start}`);
  const end = wallClockOf(cell(columns.endDate), cell(columns.endTime), options.slashedDates);
  if (typeof end === 'string') return refuse(`Its end ${end}`);
  const zoneCell = cell(columns.timeZone);
  if (zoneCell && !isTimeZone(zoneCell)) return refuse(`Its time zone '${zoneCell}' is not one we know.`);
  const timeZone = zoneCell || options.timeZone;
  const [startMs, endMs] = [instantOf(start, timeZone), instantOf(end, timeZone)];
  if (endMs <= startMs) return refuse('It ends before it starts.');
  if (exceedsLongestSession(startMs, endMs))
    return refuse(`It lasts more than ${LONGEST_SESSION_HOURS} hours; split it in the tracker first.`);
  if (endMs > options.now.getTime()) return refuse('It ends in the future.');
  const description = cell(columns.description);
  return {
    rowNumber,
    start: new Date(startMs),
    end: new Date(endMs),
    timeZone,
    importKey: importKeyOf({ startText: wallClockText(start), endText: wallClockText(end), description }),
    description,
    project: cell(columns.project),
    client: cell(columns.client),
    tags: cell(columns.tags)
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  };
}

/** The wall-clock time of a date and a time cell, or the end of a sentence saying what is wrong. */
function wallClockOf(dateText: string, timeText: string, slashed: SlashedDateOrder): WallClock | string {
  if (!dateText || !timeText) return 'date or time is missing.';
  const date = readDate(dateText, slashed);
  if (date === undefined) return `date '${dateText}' is not a date we can read (such as 2026-11-16 or 11/16/2026).`;
  const time = readTime(timeText);
  if (time === undefined) return `time '${timeText}' is not a time we can read (such as 09:05:00 or 9:05 AM).`;
  return { wallMs: date + time.ms, offsetMs: time.offsetMs };
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** What the person picks as commute: rows whose project, client or any tag is among these. */
export interface CommutePicks {
  readonly projects: readonly string[];
  readonly clients: readonly string[];
  readonly tags: readonly string[];
}

export function sessionTypeOf(row: ImportedRow, commute: CommutePicks): SessionType {
  const picked =
    (row.project !== '' && commute.projects.includes(row.project)) ||
    (row.client !== '' && commute.clients.includes(row.client)) ||
    row.tags.some((tag) => commute.tags.includes(tag));
  return picked ? 'commute' : 'work';
}

/** The projects, clients and tags the rows name, sorted: what the person picks commute from. */
export function labelsOf(rows: readonly ImportedRow[]): CommutePicks {
  const sorted = (values: Iterable<string>) => [...new Set(values)].filter((v) => v !== '').sort();
  return {
    projects: sorted(rows.map((row) => row.project)),
    clients: sorted(rows.map((row) => row.client)),
    tags: sorted(rows.flatMap((row) => row.tags)),
  };
}
