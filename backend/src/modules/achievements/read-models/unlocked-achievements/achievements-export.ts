// The achievements' part of a person's data export: each achievement they hold, when it was earned for
// and when it was unlocked, from the unlocked-achievements read model.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { dateText } from '#src/shared/database/date-text';
import type { CsvColumn, PersonalDataSection } from '#src/shared/export/personal-data';
import { inReadersTime } from '#src/shared/export/spreadsheet-cells';

type ExportedAchievement = { achievement: string; earnedFor: string; unlockedAt: string };

const FIELDS = ['achievement', 'earnedFor', 'unlockedAt'] as const satisfies readonly (keyof ExportedAchievement)[];

/** In the CSV, the moment as local time in the person's own zone, which a spreadsheet reads as a date. */
const CSV_COLUMNS: readonly CsvColumn<ExportedAchievement>[] = [
  'achievement',
  'earnedFor',
  inReadersTime('unlockedAt'),
];

@Injectable()
export class AchievementsExport implements PersonalDataSection<ExportedAchievement> {
  readonly name = 'achievements';
  readonly title = 'Achievements';
  readonly fields = FIELDS;
  readonly csv = CSV_COLUMNS;

  constructor(private readonly database: Database) {}

  async *rowsOf(personId: string): AsyncIterable<ExportedAchievement> {
    const rows = await this.database.query<{ achievement_type: string; earned_for: Date | string; unlocked_at: Date }>(
      'select achievement_type, earned_for, unlocked_at from unlocked_achievements where user_id = $1 order by unlocked_at, achievement_type',
      [personId],
    );
    for (const row of rows) {
      yield {
        achievement: row.achievement_type,
        earnedFor: dateText(row.earned_for),
        unlockedAt: new Date(row.unlocked_at).toISOString(),
      };
    }
  }
}
