// What LibreOffice Calc makes of a CSV file, opened as a person opens it: Debian's soffice converts it
// headless to a flat OpenDocument spreadsheet (.fods), whose XML says each cell's type (date, float,
// string) and any formula. The import options are pinned so the result does not depend on the
// machine's locale (docs/export.md#opened-in-libreoffice).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The CSV filter's options, token by token (LibreOffice's "CSV Filter Options"): comma-separated (44),
 * double quotes (34), UTF-8 (76), from line 1, no column formats, English (USA) (1033), quoted fields
 * not forced to text, special numbers detected (so dates and times become dates), then tokens 9 to 12
 * (export or unused here) left empty, and formulas evaluated (13): a cell starting with = would run, as
 * it does when a spreadsheet opens a CSV on a double-click.
 */
export const LIBREOFFICE_CSV_IMPORT = 'CSV:44,34,76,1,,1033,false,true,,,,,true';

const CONVERSION_TIMEOUT_MS = 60_000;

export interface SpreadsheetCell {
  /** `office:value-type`: `date`, `time`, `float`, `string`…; undefined for an empty cell. */
  readonly type: string | undefined;
  /** `office:date-value`, `office:time-value` or `office:value`, as LibreOffice stored it. */
  readonly value: string | undefined;
  readonly formula: string | undefined;
  /** What the cell shows. */
  readonly text: string;
}

export interface OpenedSpreadsheet {
  /** The flat OpenDocument XML, whole. */
  readonly fods: string;
  /** The sheet's rows, each cell as LibreOffice typed it; a blank row is an empty array. */
  readonly rows: readonly (readonly SpreadsheetCell[])[];
}

export interface SpreadsheetTable {
  readonly headers: readonly string[];
  readonly rows: readonly Record<string, SpreadsheetCell>[];
}

/** The sheet's tables by heading, as the CSV export lays them out: heading, header row, rows, a blank row. */
export function tablesOf({ rows }: OpenedSpreadsheet): Map<string, SpreadsheetTable> {
  const tables = new Map<string, SpreadsheetTable>();
  let current: { title: string; headers?: string[]; rows: Record<string, SpreadsheetCell>[] } | undefined;
  const close = () => {
    if (current) tables.set(current.title, { headers: current.headers ?? [], rows: current.rows });
    current = undefined;
  };
  for (const cells of rows) {
    if (cells.length === 0) close();
    else if (!current) current = { title: cells[0].text, rows: [] };
    else if (!current.headers) current.headers = cells.map((cell) => cell.text);
    else {
      const { headers } = current;
      current.rows.push(Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? EMPTY])));
    }
  }
  close();
  return tables;
}

const EMPTY: SpreadsheetCell = { type: undefined, value: undefined, formula: undefined, text: '' };

export function libreOfficeIsInstalled(): Promise<boolean> {
  return promisify(execFile)('soffice', ['--version']).then(
    () => true,
    () => false,
  );
}

/** Converts the CSV with soffice in a directory (and LibreOffice profile) of its own, then reads the sheet. */
export async function openInLibreOffice(csv: Buffer): Promise<OpenedSpreadsheet> {
  const directory = await mkdtemp(join(tmpdir(), 'pause-libreoffice-'));
  try {
    await writeFile(join(directory, 'export.csv'), csv);
    await promisify(execFile)(
      'soffice',
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=file://${join(directory, 'profile')}`,
        `--infilter=${LIBREOFFICE_CSV_IMPORT}`,
        '--convert-to',
        'fods',
        '--outdir',
        directory,
        join(directory, 'export.csv'),
      ],
      { timeout: CONVERSION_TIMEOUT_MS },
    );
    const fods = await readFile(join(directory, 'export.fods'), 'utf8');
    return { fods, rows: rowsOf(fods) };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

function rowsOf(fods: string): SpreadsheetCell[][] {
  const sheet = /<table:table [\s\S]*?<\/table:table>/.exec(fods)?.[0] ?? '';
  const rows = sheet.matchAll(/<table:table-row\b[^>]*?(?:\/>|>([\s\S]*?)<\/table:table-row>)/g);
  return [...rows].map(([, cells = '']) => {
    const found = [...cells.matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].map(
      ([, attributes, content = '']) => cellOf(attributesOf(attributes), content),
    );
    // Trailing empty cells (LibreOffice pads each row to the widest) are not part of the row.
    while (found.length > 0 && found[found.length - 1].type === undefined) found.pop();
    return found;
  });
}

function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, unescaped(value)]));
}

function cellOf(attributes: Map<string, string>, content: string): SpreadsheetCell {
  const paragraphs = [...content.matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)].map(([, paragraph]) =>
    unescaped(
      paragraph
        .replace(/<text:line-break\/>/g, '\n')
        .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_space, count?: string) => ' '.repeat(Number(count ?? 1)))
        .replace(/<[^>]+>/g, ''),
    ),
  );
  return {
    type: attributes.get('office:value-type'),
    value: attributes.get('office:date-value') ?? attributes.get('office:time-value') ?? attributes.get('office:value'),
    formula: attributes.get('table:formula'),
    text: paragraphs.join('\n'),
  };
}

function unescaped(xml: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return xml.replace(/&(amp|lt|gt|quot|apos);/g, (_entity, name: string) => entities[name]);
}
