// The weekly digests a person was given, in their data export (issue 29): oldest week first, when each
// was announced and dismissed, and what the week holds as it is now (the figures follow corrections,
// as the digest does): its work, which limits and thresholds it crossed, the nights of short rest and
// the days of unbroken work.
import { Injectable } from '@nestjs/common';
import { Database } from '#src/shared/database/database';
import type { CsvColumn, PersonalDataSection } from '#src/shared/export/personal-data';
import { spreadsheetDateTime } from '#src/shared/export/spreadsheet-cells';
import type { WeekHealthView } from '#src/modules/limits/domain/week-health';
import { type PastDigestView, WeeklyDigests } from '#src/modules/limits/weekly-digests';

type ExportedDigest = {
  weekStart: string;
  announcedAt: string | null;
  dismissedAt: string | null;
  workHours: number;
  limitsCrossed: readonly string[];
  thresholdsCrossed: readonly string[];
  shortRestNights: readonly string[];
  workWithoutBreakDays: readonly string[];
  longestWeeklyRestHours: number;
};

const FIELDS = [
  'weekStart',
  'announcedAt',
  'dismissedAt',
  'workHours',
  'limitsCrossed',
  'thresholdsCrossed',
  'shortRestNights',
  'workWithoutBreakDays',
  'longestWeeklyRestHours',
] as const satisfies readonly (keyof ExportedDigest)[];

/** A moment as local time in the person's own zone, which a spreadsheet reads as a date; empty when there is none. */
const inReadersTimeIfAny = (field: 'announcedAt' | 'dismissedAt'): CsvColumn<ExportedDigest> => ({
  header: field,
  cell: (row, reader) => (row[field] === null ? null : spreadsheetDateTime(reader.timeZone, row[field])),
});

type ListField = 'limitsCrossed' | 'thresholdsCrossed' | 'shortRestNights' | 'workWithoutBreakDays';

/** A list as one cell, its items separated by commas (as a session's tags are). */
const listed = (field: ListField): CsvColumn<ExportedDigest> => ({
  header: field,
  cell: (row) => row[field].join(', '),
});

const CSV_COLUMNS: readonly CsvColumn<ExportedDigest>[] = [
  'weekStart',
  inReadersTimeIfAny('announcedAt'),
  inReadersTimeIfAny('dismissedAt'),
  'workHours',
  listed('limitsCrossed'),
  listed('thresholdsCrossed'),
  listed('shortRestNights'),
  listed('workWithoutBreakDays'),
  'longestWeeklyRestHours',
];

/** The names of the limits the week crossed, in the API's words (`weeklyWork`, `daysOff`). */
function limitsCrossed(week: WeekHealthView): string[] {
  return Object.entries(week.limits)
    .filter(([, progress]) => progress?.crossed === true)
    .map(([name]) => name);
}

/** The names of the thresholds the week crossed, in the API's words (`euWeeklyLimit`, `shortRests`). */
function thresholdsCrossed({ thresholds }: WeekHealthView): string[] {
  const crossed: [string, boolean][] = [
    ['euWeeklyLimit', thresholds.euWeeklyLimit.crossed],
    ['whoIloLongWeek', thresholds.whoIloLongWeek.crossed],
    ['shortRests', thresholds.shortRests.length > 0],
    ['workWithoutBreak', thresholds.workWithoutBreak.length > 0],
    ['weeklyRest', thresholds.weeklyRest.crossed],
  ];
  return crossed.filter(([, isCrossed]) => isCrossed).map(([name]) => name);
}

export function exportedDigest(digest: PastDigestView): ExportedDigest {
  const { week } = digest;
  return {
    weekStart: digest.weekStart,
    announcedAt: digest.announcedAt,
    dismissedAt: digest.dismissedAt,
    workHours: week.workHours,
    limitsCrossed: limitsCrossed(week),
    thresholdsCrossed: thresholdsCrossed(week),
    shortRestNights: [...new Set(week.thresholds.shortRests.map((rest) => rest.night))],
    workWithoutBreakDays: [...new Set(week.thresholds.workWithoutBreak.map((stretch) => stretch.date))],
    longestWeeklyRestHours: week.thresholds.weeklyRest.longestRestHours,
  };
}

@Injectable()
export class WeeklyDigestsExport implements PersonalDataSection<ExportedDigest> {
  readonly name = 'weeklyDigests';
  readonly title = 'Weekly digests';
  readonly fields = FIELDS;
  readonly csv = CSV_COLUMNS;

  constructor(
    private readonly database: Database,
    private readonly digests: WeeklyDigests,
  ) {}

  async *rowsOf(personId: string): AsyncIterable<ExportedDigest> {
    const [person] = await this.database.query<{ time_zone: string | null }>(
      'select time_zone from users where id = $1',
      [personId],
    );
    if (!person) return;
    // A person who never gave a zone reads their weeks in UTC, as everywhere else (timeZoneOf).
    const newestFirst = await this.digests.past(personId, person.time_zone ?? 'UTC', null);
    for (const digest of newestFirst.reverse()) yield exportedDigest(digest);
  }
}
