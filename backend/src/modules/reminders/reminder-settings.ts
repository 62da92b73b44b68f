// The person's reminder settings: which push reminders they turned off and their quiet hours. Kept in
// their users row beside the forgotten-timer limit (migration-20261201-push-reminders.ts): preferences,
// not events, carried by a backup with the row and gone with it when the account is deleted. This is
// the only code that reads or writes those three columns.
import { Injectable } from '@nestjs/common';
import type { PushReminderKind, PushReminderSettings, QuietHours } from '@pause/rules/push-reminders';
import { Clock } from '#src/shared/clock/clock';
import { Database } from '#src/shared/database/database';

export interface SettingsRow {
  push_reminders_off: PushReminderKind[];
  quiet_hours_from: number | null;
  quiet_hours_until: number | null;
}

export function settingsOf(row: SettingsRow): PushReminderSettings {
  return {
    off: row.push_reminders_off,
    quietHours:
      row.quiet_hours_from === null || row.quiet_hours_until === null
        ? null
        : { fromHour: row.quiet_hours_from, untilHour: row.quiet_hours_until },
  };
}

@Injectable()
export class ReminderSettings {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async of(userId: string): Promise<PushReminderSettings | null> {
    const [row] = await this.database.query<SettingsRow>(
      'select push_reminders_off, quiet_hours_from, quiet_hours_until from users where id = $1',
      [userId],
    );
    return row ? settingsOf(row) : null;
  }

  /** Replaces both; null when the account no longer exists. */
  async change(
    userId: string,
    off: readonly PushReminderKind[],
    quietHours: QuietHours | null,
  ): Promise<PushReminderSettings | null> {
    const [row] = await this.database.query<SettingsRow>(
      `update users set push_reminders_off = $2, quiet_hours_from = $3, quiet_hours_until = $4, updated_at = $5
       where id = $1
       returning push_reminders_off, quiet_hours_from, quiet_hours_until`,
      [userId, [...new Set(off)], quietHours?.fromHour ?? null, quietHours?.untilHour ?? null, this.clock.now()],
    );
    return row ? settingsOf(row) : null;
  }
}
