// What commands about saved sessions read of the `sessions` read model (with what `session-labels`
// says of them): one session, the import keys already saved, the session that ended last, and the
// sessions that overlap a span (read on the (user_id, stopped_at) index: corrections are mostly of recent
// days, and sessions saved before the 24-hour limit existed may be longer than a day).
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { NO_LABELS, type SessionLabels } from '@pause/rules/session-labels';
import type { ImportedBefore, KnownSession } from '#src/modules/timer/timer.decider';
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

export interface LabelledSessionRow extends SessionRow, LabelsRow {}

/** A session_labels row's columns, null throughout when a left join found none. */
export interface LabelsRow {
  readonly description: string | null;
  readonly project: string | null;
  readonly tags: string[] | null;
}

/** A saved session with what it is about. */
export interface LabelledSession extends KnownSession {
  readonly labels: SessionLabels;
}

export const SESSION_COLUMNS = 'session_id, session_type, started_at, stopped_at, duration_seconds, time_zone, source';

/** The sessions (`s`) with their labels (`l`, null where a session says nothing), and the columns both give. */
export const LABELLED_SESSIONS = {
  from: 'sessions s left join session_labels l on l.session_id = s.session_id',
  columns:
    's.session_id, s.session_type, s.started_at, s.stopped_at, s.duration_seconds, s.time_zone, s.source, l.description, l.project, l.tags',
} as const;

@Injectable()
export class SavedSessions {
  constructor(private readonly database: Database) {}

  async find(userId: string, sessionId: string): Promise<LabelledSession | undefined> {
    const [row] = await this.database.query<LabelledSessionRow>(
      `select ${LABELLED_SESSIONS.columns} from ${LABELLED_SESSIONS.from} where s.user_id = $1 and s.session_id = $2`,
      [userId, sessionId],
    );
    return row && labelledSession(row);
  }

  /** What the running timer (or any session) says it is about; no labels when it says nothing. */
  async labelsOf(userId: string, sessionId: string): Promise<SessionLabels> {
    const [row] = await this.database.query<LabelsRow>(
      'select description, project, tags from session_labels where user_id = $1 and session_id = $2',
      [userId, sessionId],
    );
    return row ? labelsOf(row) : NO_LABELS;
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
   * Every import key the person's saved sessions carry, with the session and whether it has labels,
   * read along the (user_id, import_key) index: none for someone who never imported, tens of
   * milliseconds for 50,000. Probing a file's keys instead costs a lookup per row, imported before or
   * not (docs/performance.md, "Importing").
   */
  async importedKeysOf(userId: string): Promise<Map<string, ImportedBefore>> {
    const rows = await this.database.query<{ import_key: string; session_id: string; labelled: boolean }>(
      `select s.import_key, s.session_id, l.session_id is not null as labelled
       from sessions s left join session_labels l on l.session_id = s.session_id
       where s.user_id = $1 and s.import_key is not null`,
      [userId],
    );
    return new Map(rows.map((row) => [row.import_key, { sessionId: row.session_id, labelled: row.labelled }]));
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

export function labelledSession(row: LabelledSessionRow): LabelledSession {
  return { ...knownSession(row), labels: labelsOf(row) };
}

/** The labels a row holds; no row (the left join's nulls) says nothing. */
export function labelsOf(row: LabelsRow): SessionLabels {
  return { description: row.description, project: row.project, tags: row.tags ?? [] };
}
