// Where the weekly digests a person was given are recorded (issue 29): the plain table weekly_digests
// (migration-20261202-personal-limits.ts) records only when each week's digest was announced and
// dismissed; what a digest says is computed on read (weekly-digests.ts), so it follows every correction.
// Gone with the users row when the account is deleted (on delete cascade).
import { Injectable } from '@nestjs/common';
import { Clock } from '#src/shared/clock/clock';
import { Database } from '#src/shared/database/database';
import { dateText } from '#src/shared/database/date-text';

export interface DigestRecord {
  readonly weekStart: string;
  readonly announcedAt: Date | null;
  readonly dismissedAt: Date | null;
}

/** The earlier weeks a person's list of digests shows at most: half a year. */
export const DIGESTS_LISTED = 26;

interface DigestRow {
  week_start: Date | string;
  announced_at: Date | null;
  dismissed_at: Date | null;
}

function recordOf(row: DigestRow): DigestRecord {
  return {
    weekStart: dateText(row.week_start),
    announcedAt: row.announced_at && new Date(row.announced_at),
    dismissedAt: row.dismissed_at && new Date(row.dismissed_at),
  };
}

@Injectable()
export class WeeklyDigestsStore {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async of(userId: string, weekStart: string): Promise<DigestRecord> {
    const [row] = await this.database.query<DigestRow>(
      'select week_start, announced_at, dismissed_at from weekly_digests where user_id = $1 and week_start = $2',
      [userId, weekStart],
    );
    return row ? recordOf(row) : { weekStart, announcedAt: null, dismissedAt: null };
  }

  /** The first announcement is kept; a repeat changes nothing. */
  async announced(userId: string, weekStart: string): Promise<void> {
    await this.database.query(
      `insert into weekly_digests (user_id, week_start, announced_at) values ($1, $2, $3)
       on conflict (user_id, week_start) do update
         set announced_at = coalesce(weekly_digests.announced_at, excluded.announced_at)`,
      [userId, weekStart, this.clock.now()],
    );
  }

  /** A digest dismissed was shown: it counts as announced then too, if it was not before. A repeat changes nothing. */
  async dismissed(userId: string, weekStart: string): Promise<void> {
    await this.database.query(
      `insert into weekly_digests (user_id, week_start, announced_at, dismissed_at) values ($1, $2, $3, $3)
       on conflict (user_id, week_start) do update
         set announced_at = coalesce(weekly_digests.announced_at, excluded.announced_at),
             dismissed_at = coalesce(weekly_digests.dismissed_at, excluded.dismissed_at)`,
      [userId, weekStart, this.clock.now()],
    );
  }

  /** The weeks whose digest was announced, newest first, at most DIGESTS_LISTED (all of them for the export). */
  async announcedWeeks(userId: string, limit: number | null = DIGESTS_LISTED): Promise<DigestRecord[]> {
    const rows = await this.database.query<DigestRow>(
      `select week_start, announced_at, dismissed_at from weekly_digests
       where user_id = $1 and announced_at is not null
       order by week_start desc limit $2`,
      [userId, limit],
    );
    return rows.map(recordOf);
  }
}
