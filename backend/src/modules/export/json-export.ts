// The JSON export, written as it is read and indented by two spaces: the person, then each section as
// an array of row objects with the section's fields in order, produced a row at a time and handed on
// in pieces of about 64 KB, so neither the whole document nor a whole section is ever held in memory.
import type { ExportRow, PersonalDataSection } from '#src/shared/export/personal-data';
import type { PersonExport } from './person-export';

const PIECE_BYTES = 64 * 1024;
const INDENT = '  ';

export async function* jsonExport(document: PersonExport): AsyncGenerator<string> {
  let piece =
    `{\n${INDENT}"exportedAt": ${JSON.stringify(document.exportedAt.toISOString())},\n` +
    `${INDENT}"person": ${indented(document.person, 1)}`;
  for (const section of document.sections) {
    piece += `,\n${INDENT}${JSON.stringify(section.name)}: [`;
    let first = true;
    for await (const row of section.rowsOf(document.person.personId)) {
      piece += `${first ? '' : ','}\n${INDENT.repeat(2)}${indented(inFieldOrder(section, row), 2)}`;
      first = false;
      if (piece.length >= PIECE_BYTES) {
        yield piece;
        piece = '';
      }
    }
    piece += first ? ']' : `\n${INDENT}]`;
  }
  yield `${piece}\n}\n`;
}

/** The value as JSON.stringify indents it, each line after the first moved in to sit at `depth`. */
function indented(value: unknown, depth: number): string {
  return JSON.stringify(value, null, INDENT).replaceAll('\n', `\n${INDENT.repeat(depth)}`);
}

/** The row's fields in the section's order, whatever order the row object was built in. */
function inFieldOrder(section: PersonalDataSection, row: ExportRow): ExportRow {
  return Object.fromEntries(section.fields.map((field) => [field, row[field]]));
}
