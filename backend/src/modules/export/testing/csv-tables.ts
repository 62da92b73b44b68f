// Reads the CSV export back as a person sees it in a spreadsheet: its tables by heading, each with its
// header row and its rows as objects, parsed by a real CSV parser (csv-parse).
import { parse } from 'csv-parse/sync';

export interface CsvTable {
  readonly headers: readonly string[];
  readonly rows: readonly Record<string, string>[];
}

/** Every record of the file, blank lines included (a blank line is one empty field). */
export function csvRecords(file: Buffer | string): string[][] {
  return parse(file, { bom: true, relax_column_count: true, record_delimiter: '\r\n' });
}

/** The file's tables in order, by heading: `Sessions` → its header row and rows. */
export function csvTables(file: Buffer | string): Map<string, CsvTable> {
  const tables = new Map<string, CsvTable>();
  let current: { title: string; headers?: string[]; rows: Record<string, string>[] } | undefined;
  const close = () => {
    if (current) tables.set(current.title, { headers: current.headers ?? [], rows: current.rows });
    current = undefined;
  };
  for (const record of csvRecords(file)) {
    if (record.every((field) => field === '')) close();
    else if (!current) current = { title: record[0], rows: [] };
    else if (!current.headers) current.headers = record;
    else {
      const { headers } = current;
      current.rows.push(Object.fromEntries(headers.map((header, index) => [header, record[index]])));
    }
  }
  close();
  return tables;
}
