// The timer's part of a person's data export: every saved session, oldest first, read from the
// sessions read model a page at a time (with what each was about, from session-labels), its start and
// end written in the session's own time zone.
// In the CSV a session is a row a spreadsheet can sum: its local date, start and end as dates, hours as
// a number.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import type { CsvColumn, PersonalDataSection } from '#src/shared/export/personal-data';
import { decimalHours, spreadsheetDateTime } from '#src/shared/export/spreadsheet-cells';
import { isoWithOffset, localDateOf } from '#src/shared/time/local-days';
import { type LabelsRow, labelsOf } from './saved-sessions';

const PAGE_SIZE = 1_000;

type ExportedSession = {
  sessionId: string;
  type: string;
  /** ISO 8601 with the offset in force in the session's zone then. */
  start: string;
  end: string;
  durationSeconds: number;
  hours: number;
  localDate: string;
  timeZone: string;
  description: string | null;
  project: string | null;
  tags: readonly string[];
};

const FIELDS = [
  'sessionId',
  'type',
  'start',
  'end',
  'durationSeconds',
  'hours',
  'localDate',
  'timeZone',
  'description',
  'project',
  'tags',
] as const satisfies readonly (keyof ExportedSession)[];

/** The session's own wall clock, not the reader's: a session is read where it happened. */
const inSessionsTime = (field: 'start' | 'end'): CsvColumn<ExportedSession> => ({
  header: field,
  cell: (session) => spreadsheetDateTime(session.timeZone, session[field]),
});

/** What a person reads first, then the text they gave the session, then the identifier tools need. */
const CSV_COLUMNS: readonly CsvColumn<ExportedSession>[] = [
  { header: 'date', cell: (session) => session.localDate },
  inSessionsTime('start'),
  inSessionsTime('end'),
  'timeZone',
  'type',
  'hours',
  'description',
  'project',
  { header: 'tags', cell: (session) => session.tags.join(', ') },
  'sessionId',
];

interface SessionRow extends LabelsRow {
  session_id: string;
  session_type: string;
  started_at: Date;
  stopped_at: Date;
  duration_seconds: number;
  time_zone: string;
  /** The exact timestamp, to page on without losing precision. */
  started_at_text: string;
}

@Injectable()
export class SessionsExport implements PersonalDataSection<ExportedSession> {
  readonly name = 'sessions';
  readonly title = 'Sessions';
  readonly fields = FIELDS;
  readonly csv = CSV_COLUMNS;

  constructor(private readonly database: Database) {}

  async *rowsOf(personId: string): AsyncIterable<ExportedSession> {
    const em = this.database;
    let after: { startedAt: string; sessionId: string } | undefined;
    for (;;) {
      const page = await em.query<SessionRow>(
        `select s.session_id, s.session_type, s.started_at, s.stopped_at, s.duration_seconds, s.time_zone,
                l.description, l.project, l.tags, s.started_at::text as started_at_text
         from sessions s left join session_labels l on l.session_id = s.session_id
         where s.user_id = $1 and ($2::timestamptz is null or (s.started_at, s.session_id) > ($3::timestamptz, $4::uuid))
         order by s.started_at, s.session_id
         limit $5`,
        [personId, after?.startedAt ?? null, after?.startedAt ?? null, after?.sessionId ?? null, PAGE_SIZE],
      );
      for (const row of page) yield exported(row);
      if (page.length < PAGE_SIZE) return;
      const last = page[page.length - 1];
      after = { startedAt: last.started_at_text, sessionId: last.session_id };
    }
  }
}

function exported(row: SessionRow): ExportedSession {
  const startMs = new Date(row.started_at).getTime();
  const durationSeconds = Number(row.duration_seconds);
  return {
    sessionId: row.session_id,
    type: row.session_type,
    start: isoWithOffset(row.time_zone, startMs),
    end: isoWithOffset(row.time_zone, new Date(row.stopped_at).getTime()),
    durationSeconds,
    hours: decimalHours(durationSeconds),
    localDate: localDateOf(row.time_zone, startMs),
    timeZone: row.time_zone,
    ...labelsOf(row),
  };
}
