// Reading a tracker's CSV export: the header row names the format, then each row becomes a session to
// import or a refusal a person can act on (its row number and why). The file arrives whole (at most
// 10 MB) and is parsed a chunk at a time by Papa Parse, with a turn for other work between two chunks;
// only what a session needs is kept of each row. Which sessions overlap is the decider's to say
// (timer.decider.ts, ImportSessions).
import { LONGEST_SESSION_HOURS, exceedsLongestSession } from '@pause/rules/longest-session';
import Papa from 'papaparse';
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
   * Awaited after every chunk of READ_CHUNK_CHARACTERS: the import gives other work a turn there
   * (import-turns.ts). Left out, the reader still lets the event loop serve what waits between chunks.
   */
  readonly passTurn?: () => Promise<void>;
}

/**
 * How much of the file is parsed between two turns: about 140 rows of a detailed report, parsed and
 * read in well under a millisecond, while nothing else runs on the app's thread.
 */
export const READ_CHUNK_CHARACTERS = 16 * 1024;

/** Reads a whole CSV export (its bytes, UTF-8, a byte-order mark or not). */
export async function readImportFile(bytes: Uint8Array, options: ReadOptions): Promise<ImportFile> {
  // TextDecoder drops a leading byte-order mark, as a spreadsheet does.
  const text = new TextDecoder().decode(bytes);
  const reading = new RowsReading(options);
  await inChunks(text, (records) => reading.take(records), options.passTurn ?? letOthersRun);
  return reading.end();
}

/**
 * The rows of a file as they are parsed, chunk by chunk: rows with slashed dates met before any date
 * tells their order wait, as the raw row, and are read at the end of the file in the order found;
 * every other row is read at once. Only these wait: a Clockify file shows its order at its first row
 * on a day above 12.
 */
class RowsReading {
  private columns: ImportColumns | undefined;
  private readonly rows: ImportedRow[] = [];
  private readonly refused: RowRefusal[] = [];
  private dates = NO_SLASHED_DATES;
  private readonly waiting: { record: string[]; rowNumber: number }[] = [];

  /** The options with each order of slashed dates, made once rather than for every row. */
  private readonly inOrder: Record<SlashedDateOrder, ReadOptions & { readonly slashedDates: SlashedDateOrder }>;

  constructor(private readonly options: ReadOptions) {
    this.inOrder = {
      'month-first': { ...options, slashedDates: 'month-first' },
      'day-first': { ...options, slashedDates: 'day-first' },
    };
  }

  take(records: readonly NumberedRecord[]): void {
    const { options, inOrder } = this;
    for (const { record, rowNumber } of records) {
      if (!this.columns) {
        this.columns = recogniseFormat(record);
        if (!this.columns) throw new UnreadableImportFile(UNKNOWN_FORMAT);
        continue;
      }
      const columns = this.columns;
      const dateCells = [record[columns.startDate] ?? '', record[columns.endDate] ?? ''].map((cell) => cell.trim());
      this.dates = dateCells.reduce(withDate, this.dates);
      const refusal =
        mixedOrders(this.dates) ?? (options.slashedDates && contradictedOrder(this.dates, options.slashedDates));
      if (refusal) throw new UnreadableImportFile(refusal);
      const order = options.slashedDates ?? knownOrder(this.dates);
      if (order !== undefined) this.keep(readRow(record, rowNumber, columns, inOrder[order]));
      else if (dateCells.some(isSlashedDate)) this.waiting.push({ record, rowNumber });
      // Without slashed dates, a row reads the same in either order.
      else this.keep(readRow(record, rowNumber, columns, inOrder[DEFAULT_SLASHED_DATE_ORDER]));
    }
  }

  end(): ImportFile {
    const { columns, options } = this;
    if (!columns)
      throw new UnreadableImportFile('This file is empty. Export the detailed report as CSV and try again.');
    if (this.waiting.length > 0) {
      const order = options.slashedDates ?? orderToRead(this.dates);
      for (const { record, rowNumber } of this.waiting)
        this.keep(readRow(record, rowNumber, columns, this.inOrder[order]));
      // Back in the file's order, as if none had waited.
      this.rows.sort((a, b) => a.rowNumber - b.rowNumber);
      this.refused.sort((a, b) => a.rowNumber - b.rowNumber);
    }
    return { format: columns.format, rows: this.rows, refused: this.refused, slashedDates: foundOrder(this.dates) };
  }

  private keep(read: ImportedRow | RowRefusal): void {
    if ('reason' in read) this.refused.push(read);
    else this.rows.push(read);
  }
}

/** A record of the file with its row number: the line it ends on, as a spreadsheet numbers it. */
interface NumberedRecord {
  readonly record: string[];
  readonly rowNumber: number;
}

/**
 * Parses `text` as RFC 4180 CSV a chunk at a time, handing each chunk's records, blank lines left out,
 * to `take` and awaiting `passTurn` before the next. A quote left open or closed amiss makes the file
 * unreadable (UnreadableImportFile), as does anything `take` throws; nothing is parsed after it.
 */
function inChunks(
  text: string,
  take: (records: NumberedRecord[]) => void,
  passTurn: () => Promise<void>,
): Promise<void> {
  const lines = new LineCount();
  return new Promise((resolve, reject) => {
    // Rejected first: aborting completes the parse at once.
    const fail = (parser: Papa.Parser, error: unknown) => {
      reject(error);
      parser.abort();
    };
    const config: ChunkedParse = {
      delimiter: ',',
      chunkSize: READ_CHUNK_CHARACTERS,
      chunk: ({ data, errors, meta }, parser) => {
        try {
          const linesBefore = lines.count;
          const records = data.map((record) => ({ record, rowNumber: lines.after(record, meta.linebreak) }));
          if (errors.length > 0) throw unreadableCsv(errors[0], records, linesBefore);
          const tooLong = records.find(({ record }) => charactersOf(record) > MOST_RECORD_CHARACTERS);
          if (tooLong) throw recordTooLong(tooLong);
          take(records.filter(({ record }) => !isBlankLine(record)));
        } catch (error) {
          fail(parser, error);
          return;
        }
        parser.pause();
        passTurn().then(
          () => parser.resume(),
          (error: unknown) => fail(parser, error),
        );
      },
      complete: () => resolve(),
    };
    Papa.parse(text, config);
  });
}

/** A string parsed in chunks: Papa Parse takes `chunkSize` and `chunk` for one, its types for files only. */
type ChunkedParse = Papa.ParseConfig<string[]> & {
  readonly chunkSize: number;
  chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser): void;
};

/**
 * The lines of the file so far: each record ends on the line after the one before, plus its cells'
 * line breaks.
 */
class LineCount {
  count = 0;

  /** The line `record` ends on, it being the next record of the file. */
  after(record: readonly string[], linebreak: string): number {
    const lineEnd = linebreak.at(-1) ?? '\n';
    this.count += 1;
    for (const cell of record) {
      for (let at = cell.indexOf(lineEnd); at >= 0; at = cell.indexOf(lineEnd, at + 1)) this.count += 1;
    }
    return this.count;
  }
}

/** The longest record read: no row of a detailed report comes near it; a file with one is not one. */
const MOST_RECORD_CHARACTERS = 64 * 1024;

function charactersOf(record: readonly string[]): number {
  let characters = record.length - 1;
  for (const cell of record) characters += cell.length;
  return characters;
}

function recordTooLong({ rowNumber }: NumberedRecord): UnreadableImportFile {
  return notCsv(`row ${rowNumber} is longer than 64 kB`);
}

/** An empty line between rows (and the end of a file whose last line ends with a line break). */
function isBlankLine(record: readonly string[]): boolean {
  return record.length === 1 && record[0] === '';
}

/** The file refused for the first error of a chunk, naming the row the faulty record starts on. */
function unreadableCsv(
  error: Papa.ParseError,
  records: readonly NumberedRecord[],
  linesBefore: number,
): UnreadableImportFile {
  const before =
    error.row === undefined ? undefined : error.row === 0 ? linesBefore : records[error.row - 1]?.rowNumber;
  const where = before === undefined ? '' : ` in row ${before + 1}`;
  return notCsv(`${error.message.replace(/\.$/, '').toLowerCase()}${where}`);
}

/** A file refused as CSV, for the reason given. */
function notCsv(reason: string): UnreadableImportFile {
  return new UnreadableImportFile(
    `This file could not be read as CSV (${reason}). Export the detailed report again and send the file unchanged.`,
  );
}

/** Lets the event loop serve what arrived meanwhile (I/O included) before the next chunk is parsed. */
function letOthersRun(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
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
