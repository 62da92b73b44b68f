// What commands about saved sessions read of the `sessions` read model: one session, and the sessions
// that overlap a span (read on the (user_id, stopped_at) index: corrections are mostly of recent days,
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

  /** Which of these import keys the person's saved sessions carry (read on the (user_id, import_key) index). */
  async importedKeys(userId: string, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = (await this.database.query(
      'select import_key from sessions where user_id = $1 and import_key = any($2::text[])',
      [userId, keys],
    )) as { import_key: string }[];
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
