// What one person's export holds: when it was made, who they are, the zone they read times in, and
// every feature's section of their data, in the order given. Both formats write exactly this.
import type { PersonalDataSection } from '#src/shared/export/personal-data';
import { type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import { localDateOf } from '#src/shared/time/local-days';
import type { ExportFormat } from './export.dto';

export interface PersonExport {
  readonly exportedAt: Date;
  readonly person: {
    readonly personId: string;
    readonly email: string | null;
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly timeZone: string | null;
  };
  /** The person's zone, or UTC when they never chose one: the CSV writes their times in it. */
  readonly readersTimeZone: string;
  readonly sections: readonly PersonalDataSection[];
}

export function personExport(
  user: SignedInUser,
  exportedAt: Date,
  sections: readonly PersonalDataSection[],
): PersonExport {
  return {
    exportedAt,
    person: {
      personId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      timeZone: user.timeZone,
    },
    readersTimeZone: timeZoneOf(user),
    sections,
  };
}

/** `life-balance-export-2026-11-23.csv`, dated in the person's own time zone (spec §7). */
export function exportFileName(format: ExportFormat, exportedAt: Date, timeZone: string): string {
  return `life-balance-export-${localDateOf(timeZone, exportedAt.getTime())}.${format}`;
}
