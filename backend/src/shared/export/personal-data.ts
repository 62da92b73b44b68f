// What each feature contributes to a person's data export: a section of rows about that person, read
// a page at a time, with its fields in a fixed order and, where a spreadsheet should see them otherwise,
// its CSV columns. Features register their sections when they start, as they register projectors; the
// export module writes them out as JSON or CSV without knowing any feature's tables.
import { Global, Injectable, Module } from '@nestjs/common';

/** A field's value; a list (a session's tags) is an array in JSON and one cell of its items in CSV. */
export type ExportValue = string | number | null | readonly string[];

/** One row of a section as programs read it (the JSON export): instants as ISO 8601 text. */
export type ExportRow = Readonly<Record<string, ExportValue>>;

/** What a CSV cell may need beyond its row: the zone the person reads their times in. */
export interface CsvReader {
  readonly timeZone: string;
}

/**
 * A column of the section's CSV table: a field written as it is, or a header and how its cell is
 * worked out from the row (an instant as local time, for one).
 */
export type CsvColumn<Row extends ExportRow> =
  (keyof Row & string) | { readonly header: string; cell(row: Row, reader: CsvReader): ExportValue };

export interface PersonalDataSection<Row extends ExportRow = ExportRow> {
  /** The section's key in the JSON export (`sessions`). */
  readonly name: string;
  /** The heading above the section's table in the CSV export (`Sessions`). */
  readonly title: string;
  /** The fields of a row, in order: the JSON object's keys. */
  readonly fields: readonly (keyof Row & string)[];
  /** The section's CSV table, column by column; without it, the fields as they are. */
  readonly csv?: readonly CsvColumn<Row>[];
  /** The person's rows, in a stable order, fetched a page at a time as they are consumed. */
  rowsOf(personId: string): AsyncIterable<Row>;
}

@Injectable()
export class PersonalData {
  private readonly registered: PersonalDataSection[] = [];

  register(...sections: PersonalDataSection[]): void {
    for (const section of sections) {
      if (this.registered.some((known) => known.name === section.name))
        throw new Error(`Export section ${section.name} is registered twice.`);
      this.registered.push(section);
    }
  }

  /** Those named in `order` first, in that order, then any other by name: never the order modules happened to start in. */
  sections(order: readonly string[] = []): readonly PersonalDataSection[] {
    const rank = (section: PersonalDataSection) => {
      const index = order.indexOf(section.name);
      return index === -1 ? order.length : index;
    };
    return [...this.registered].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  }
}

@Global()
@Module({ providers: [PersonalData], exports: [PersonalData] })
export class PersonalDataModule {}
