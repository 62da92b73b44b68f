// The person's own limits (issue 29): four nullable columns of their users row
// (migration-20261202-personal-limits.ts), preferences rather than events, carried by a backup with the
// row and gone with it when the account is deleted. This is the only code that reads or writes them.
import { Injectable } from '@nestjs/common';
import type { PersonalLimits } from '@pause/rules/personal-limits';
import { Clock } from '#src/shared/clock/clock';
import { Database } from '#src/shared/database/database';

interface LimitsRow {
  weekly_work_hours: number | null;
  daily_commute_minutes: number | null;
  latest_work_hour: number | null;
  days_off: number | null;
}

const RETURNED = `limit_weekly_work_hours::float8 as weekly_work_hours, limit_daily_commute_minutes as daily_commute_minutes,
  limit_latest_work_hour as latest_work_hour, limit_days_off as days_off`;

function limitsOf(row: LimitsRow): PersonalLimits {
  return {
    weeklyWorkHours: row.weekly_work_hours,
    dailyCommuteMinutes: row.daily_commute_minutes,
    latestWorkHour: row.latest_work_hour,
    daysOff: row.days_off,
  };
}

@Injectable()
export class PersonalLimitsStore {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  /** The person's limits, or null when the account no longer exists. */
  async of(userId: string): Promise<PersonalLimits | null> {
    const [row] = await this.database.query<LimitsRow>(`select ${RETURNED} from users where id = $1`, [userId]);
    return row ? limitsOf(row) : null;
  }

  /** Replaces all four (already checked against the rules); null when the account no longer exists. */
  async change(userId: string, limits: PersonalLimits): Promise<PersonalLimits | null> {
    const [row] = await this.database.query<LimitsRow>(
      `update users set limit_weekly_work_hours = $2, limit_daily_commute_minutes = $3, limit_latest_work_hour = $4,
         limit_days_off = $5, updated_at = $6
       where id = $1
       returning ${RETURNED}`,
      [
        userId,
        limits.weeklyWorkHours,
        limits.dailyCommuteMinutes,
        limits.latestWorkHour,
        limits.daysOff,
        this.clock.now(),
      ],
    );
    return row ? limitsOf(row) : null;
  }
}
