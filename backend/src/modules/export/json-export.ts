// The JSON export, written as it is read: the person, then each section as an array of row objects,
// produced a row at a time and handed on in pieces of about 64 KB, so neither the whole document nor
// a whole section is ever held in memory.
import type { PersonExport } from './person-export';

const PIECE_BYTES = 64 * 1024;

export async function* jsonExport(document: PersonExport): AsyncGenerator<string> {
  let piece = `{"exportedAt":${JSON.stringify(document.exportedAt.toISOString())},"person":${JSON.stringify(document.person)}`;
  for (const section of document.sections) {
    piece += `,${JSON.stringify(section.name)}:[`;
    let first = true;
    for await (const row of section.rowsOf(document.person.personId)) {
      piece += (first ? '' : ',') + JSON.stringify(row);
      first = false;
      if (piece.length >= PIECE_BYTES) {
        yield piece;
        piece = '';
      }
    }
    piece += ']';
  }
  yield `${piece}}\n`;
}
