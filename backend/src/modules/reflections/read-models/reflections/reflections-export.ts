// The reflections' part of a person's data export: each week's reflection, in the person's own words,
// oldest week first, from the reflections read model.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { dateText } from '#src/shared/database/date-text';
import type { ExportValue, PersonalDataSection } from '#src/shared/export/personal-data';

const FIELDS = ['weekStart', 'reflection', 'recordedAt'] as const;
type Field = (typeof FIELDS)[number];

@Injectable()
export class ReflectionsExport implements PersonalDataSection<Field> {
  readonly name = 'reflections';
  readonly record = 'reflection';
  readonly fields = FIELDS;

  constructor(private readonly database: Database) {}

  async *rowsOf(personId: string): AsyncIterable<Record<Field, ExportValue>> {
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
