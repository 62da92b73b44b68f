// The reflections' part of a person's data export: each week's reflection, in the person's own words,
// oldest week first, from the reflections read model.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { dateText } from '#src/shared/database/date-text';
import type { CsvColumn, PersonalDataSection } from '#src/shared/export/personal-data';
import { inReadersTime } from '#src/shared/export/spreadsheet-cells';

type ExportedReflection = { weekStart: string; reflection: string; recordedAt: string };

const FIELDS = ['weekStart', 'reflection', 'recordedAt'] as const satisfies readonly (keyof ExportedReflection)[];

/** In the CSV, the moment as local time in the person's own zone, which a spreadsheet reads as a date. */
const CSV_COLUMNS: readonly CsvColumn<ExportedReflection>[] = ['weekStart', 'reflection', inReadersTime('recordedAt')];

@Injectable()
export class ReflectionsExport implements PersonalDataSection<ExportedReflection> {
  readonly name = 'reflections';
  readonly title = 'Reflections';
  readonly fields = FIELDS;
  readonly csv = CSV_COLUMNS;

  constructor(private readonly database: Database) {}

  async *rowsOf(personId: string): AsyncIterable<ExportedReflection> {
    const rows = await this.database.query<{ week_start: Date | string; content: string; recorded_at: Date }>(
      'select week_start, content, recorded_at from reflections where user_id = $1 order by week_start',
      [personId],
    );
    for (const row of rows) {
      yield {
        weekStart: dateText(row.week_start),
        reflection: row.content,
        recordedAt: new Date(row.recorded_at).toISOString(),
      };
    }
  }
}
