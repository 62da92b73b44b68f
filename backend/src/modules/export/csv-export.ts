// The CSV export: one table, a row per item, its kind in the first column (`record`), the other columns
// being every section's fields (a row fills its own). RFC 4180 as spreadsheets read it: a header row,
// CRLF line ends, a UTF-8 byte-order mark, fields with commas, quotes or any line break quoted and
// quotes doubled. Text beginning with =, +, -, @, a tab or a carriage return is prefixed with ' so a
// spreadsheet shows it rather than running it as a formula (OWASP's advice on CSV injection).
import { stringify } from 'csv-stringify';
import { Readable, type Transform, pipeline } from 'node:stream';
import type { ExportValue } from '#src/shared/export/personal-data';
import type { PersonExport } from './person-export';

const EXPORT_RECORD = 'export';

/** `record`, the export's own fields, then each section's fields in order, each column once. */
function csvColumns(document: PersonExport): string[] {
  const fields = [
    'exportedAt',
    ...Object.keys(document.person),
    ...document.sections.flatMap((section) => section.fields),
  ];
  return ['record', ...new Set(fields)];
}

export function csvExport(document: PersonExport): Transform {
  const table = stringify({
    header: true,
    columns: csvColumns(document),
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    escape_formulas: true,
  });
  // pipeline, not pipe: destroying the table (the person went away) stops the rows being read.
  return pipeline(Readable.from(rows(document)), table, () => undefined);
}

async function* rows(document: PersonExport): AsyncGenerator<Record<string, ExportValue>> {
  yield { record: EXPORT_RECORD, exportedAt: document.exportedAt.toISOString(), ...document.person };
  for (const section of document.sections) {
    for await (const row of section.rowsOf(document.person.personId)) yield { record: section.record, ...row };
  }
}
