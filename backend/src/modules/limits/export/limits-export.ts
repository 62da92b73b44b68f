// The person's own limits in their data export (issue 29): one row, each limit or null when not set; no
// row when they set none (a row of empty cells would read as a blank line between the CSV's tables).
import { Injectable } from '@nestjs/common';
import type { PersonalLimits } from '@pause/rules/personal-limits';
import type { PersonalDataSection } from '#src/shared/export/personal-data';
import { PersonalLimitsStore } from '#src/modules/limits/personal-limits-store';

type ExportedLimits = { [Field in keyof PersonalLimits]: number | null };

const FIELDS = [
  'weeklyWorkHours',
  'dailyCommuteMinutes',
  'latestWorkHour',
  'daysOff',
] as const satisfies readonly (keyof ExportedLimits)[];

@Injectable()
export class LimitsExport implements PersonalDataSection<ExportedLimits> {
  readonly name = 'limits';
  readonly title = 'Limits';
  readonly fields = FIELDS;

  constructor(private readonly limits: PersonalLimitsStore) {}

  async *rowsOf(personId: string): AsyncIterable<ExportedLimits> {
    const limits = await this.limits.of(personId);
    if (limits && Object.values(limits).some((value) => value !== null)) yield { ...limits };
  }
}
