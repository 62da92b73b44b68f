// The SQL behind a week's health: the person's saved sessions that touch a span of time (from the
// timer's `sessions` read model, each in the zone it was tracked in) and their running timer up to now
// (`active_timer`, in their zone now: a running timer has not been cut into days yet).
import { Injectable } from '@nestjs/common';
import { Database } from '#src/shared/database/database';
import type { TrackedSpan } from './domain/week-health';

interface SpanRow {
  session_type: 'work' | 'commute';
  started_at: Date;
  stopped_at: Date | null;
  time_zone: string | null;
}

@Injectable()
export class TrackedSpansReader {
  constructor(private readonly database: Database) {}

  /** Spans touching [fromMs, untilMs), oldest first; the running timer runs until `nowMs` in `timeZone`. */
  async between(
    userId: string,
    fromMs: number,
    untilMs: number,
    nowMs: number,
    timeZone: string,
  ): Promise<TrackedSpan[]> {
    const rows = await this.database.query<SpanRow>(
      `select session_type, started_at, stopped_at, time_zone from sessions
       where user_id = $1 and started_at < $3 and stopped_at > $2
       union all
       select session_type, started_at, null, null from active_timer
       where user_id = $1 and started_at < $3 and started_at < $4
       order by started_at`,
      [userId, new Date(fromMs), new Date(untilMs), new Date(nowMs)],
    );
    return rows
      .map((row) => ({
        type: row.session_type,
        startMs: new Date(row.started_at).getTime(),
        endMs: row.stopped_at === null ? nowMs : new Date(row.stopped_at).getTime(),
        timeZone: row.time_zone ?? timeZone,
      }))
      .filter((span) => span.endMs > fromMs);
  }
}
