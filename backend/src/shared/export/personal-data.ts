// What each feature contributes to a person's data export: a section of rows about that person, read
// a page at a time, with its fields in a fixed order. Features register their sections when they start,
// as they register projectors; the export module writes them out as JSON or CSV without knowing any
// feature's tables.
import { Global, Injectable, Module } from '@nestjs/common';

export type ExportValue = string | number | null;

export interface PersonalDataSection<Field extends string = string> {
  /** The section's key in the JSON export (`sessions`). */
  readonly name: string;
  /** What one row is, in the CSV export's `record` column (`session`). */
  readonly record: string;
  /** The fields of a row, in order: the JSON object's keys and the section's CSV columns. */
  readonly fields: readonly Field[];
  /** The person's rows, in a stable order, fetched a page at a time as they are consumed. */
  rowsOf(personId: string): AsyncIterable<Readonly<Record<Field, ExportValue>>>;
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
