// The CSV export: one file of several tables, each under a heading row and its own header row, a blank
// line between them: the export itself (who, when, in which zone), then each section (Sessions first).
// RFC 4180 as spreadsheets read it: CRLF line ends, a UTF-8 byte-order mark, fields with commas, quotes
// or any line break quoted and quotes doubled. Text beginning with =, +, -, @, a tab or a carriage
// return is prefixed with ' so a spreadsheet shows it rather than running it as a formula (OWASP's
// advice on CSV injection). Times are local and to the minute, so spreadsheets take them as dates.
import { stringify } from 'csv-stringify';
import { Readable, type Transform, pipeline } from 'node:stream';
import type { CsvReader, ExportRow, ExportValue, PersonalDataSection } from '#src/shared/export/personal-data';
import { spreadsheetDateTime } from '#src/shared/export/spreadsheet-cells';
import type { PersonExport } from './person-export';

type CsvRecord = readonly ExportValue[];

interface CsvTable {
  readonly title: string;
  readonly headers: readonly string[];
  readonly rows: AsyncIterable<CsvRecord>;
}

export function csvExport(document: PersonExport): Transform {
  const file = stringify({
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    escape_formulas: true,
  });
  // pipeline, not pipe: destroying the file (the person went away) stops the rows being read.
  return pipeline(Readable.from(records(document)), file, () => undefined);
}

async function* records(document: PersonExport): AsyncGenerator<CsvRecord> {
  const reader: CsvReader = { timeZone: document.readersTimeZone };
  const tables = [
    exportTable(document),
    ...document.sections.map((section) => sectionTable(section, document, reader)),
  ];
  for (const [index, table] of tables.entries()) {
    if (index > 0) yield [];
    yield [table.title];
    yield table.headers;
    yield* table.rows;
  }
}

/** Who the export is of and when it was made, in the zone every time outside Sessions is written in. */
function exportTable(document: PersonExport): CsvTable {
  const { person, exportedAt, readersTimeZone } = document;
  return {
    title: 'Export',
    headers: ['exportedAt', 'personId', 'email', 'firstName', 'lastName', 'timeZone'],
    rows: (async function* () {
      yield [
        spreadsheetDateTime(readersTimeZone, exportedAt.toISOString()),
        person.personId,
        person.email,
        person.firstName,
        person.lastName,
        readersTimeZone,
      ];
    })(),
  };
}

function sectionTable(section: PersonalDataSection, document: PersonExport, reader: CsvReader): CsvTable {
  const columns = (section.csv ?? section.fields).map((column) =>
    typeof column === 'string' ? { header: column, cell: (row: ExportRow) => row[column] } : column,
  );
  return {
    title: section.title,
    headers: columns.map((column) => column.header),
    rows: (async function* () {
      for await (const row of section.rowsOf(document.person.personId)) {
        yield columns.map((column) => column.cell(row, reader));
      }
    })(),
  };
}
