// What commands about saved sessions read of the `sessions` read model: one session, the import keys
// already saved, the session that ended last, and the sessions that overlap a span (read on the (user_id, stopped_at) index: corrections are mostly of recent days,
// and sessions saved before the 24-hour limit existed may be longer than a day).
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import type { KnownSession } from '#src/modules/timer/timer.decider';
import type { SessionType } from '#src/modules/timer/timer.events';

export interface SessionRow {
  readonly session_id: string;
  readonly session_type: SessionType;
  readonly started_at: Date;
  readonly stopped_at: Date;
  readonly duration_seconds: number;
  readonly time_zone: string;
  readonly source: string;
}

export const SESSION_COLUMNS = 'session_id, session_type, started_at, stopped_at, duration_seconds, time_zone, source';

@Injectable()
export class SavedSessions {
  constructor(private readonly database: Database) {}

  async find(userId: string, sessionId: string): Promise<KnownSession | undefined> {
    const [row] = await this.database.query<SessionRow>(
      `select ${SESSION_COLUMNS} from sessions where user_id = $1 and session_id = $2`,
      [userId, sessionId],
    );
    return row && knownSession(row);
  }

  /** The saved sessions that overlap [start, end). */
  async overlapping(userId: string, start: Date, end: Date): Promise<KnownSession[]> {
    const rows = await this.database.query<SessionRow>(
      `select ${SESSION_COLUMNS} from sessions where user_id = $1 and stopped_at > $2 and started_at < $3`,
      [userId, start, end],
    );
    return rows.map(knownSession);
  }

  /** The person's saved session that ended last, by `moment`: where a running timer's start may go back to. */
  async latestEndedBy(userId: string, moment: Date): Promise<KnownSession | undefined> {
    const [row] = await this.database.query<SessionRow>(
      `select ${SESSION_COLUMNS} from sessions where user_id = $1 and stopped_at <= $2
       order by stopped_at desc limit 1`,
      [userId, moment],
    );
    return row && knownSession(row);
  }

  /**
   * Every import key the person's saved sessions carry, read along the (user_id, import_key) index: none
   * for someone who never imported, tens of milliseconds for 50,000. Probing a file's keys instead costs
   * a lookup per row, imported before or not (docs/performance.md, "Importing").
   */
  async importedKeysOf(userId: string): Promise<Set<string>> {
    const rows = await this.database.query<{ import_key: string }>(
      'select import_key from sessions where user_id = $1 and import_key is not null',
      [userId],
    );
    return new Set(rows.map((row) => row.import_key));
  }
}

export function knownSession(row: SessionRow): KnownSession {
  return {
    sessionId: row.session_id,
    sessionType: row.session_type,
    startedAt: new Date(row.started_at).toISOString(),
    stoppedAt: new Date(row.stopped_at).toISOString(),
    durationSeconds: Number(row.duration_seconds),
    timeZone: row.time_zone,
  };
}
