// Read model `achievement-days`: per person and local date, the facts the achievement rules read:
// work, commute, work in the evening (from EVENING_STARTS_AT_HOUR, rules/src/evening.ts, to midnight),
// how many sessions touched the day, and the session's time zone.
// Its table `achievement_days`: created by shared/database/migrations/migration-20261121-unlocked-achievements.ts.
import { Injectable } from '@nestjs/common';
import { EVENING_STARTS_AT_HOUR } from '@pause/rules/evening';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import { type Projector, projectAroundBarriers } from '#src/shared/projections/projector';
import { splitByLocalDate, splitEveningsByLocalDate } from '#src/shared/time/local-days';
import { SESSION_CHANGING_EVENTS, type SessionChangingEvent, sessionChangesOf } from '#src/modules/timer/timer.events';
import { type AccountDeleted, isAccountDeleted } from '#src/modules/auth/account.events';

interface DayChange {
  userId: string;
  date: string;
  workMs: number;
  commuteMs: number;
  eveningWorkMs: number;
  sessions: number;
  timeZone: string;
}

@Injectable()
export class AchievementDaysProjector implements Projector<SessionChangingEvent | AccountDeleted> {
  readonly readModel = 'achievement-days';
  readonly version = 1;
  readonly handles = [...SESSION_CHANGING_EVENTS, 'AccountDeleted'] as const;
  readonly tables = ['achievement_days'] as const;

  async project(
    events: readonly RecordedEvent<SessionChangingEvent | AccountDeleted>[],
    sql: SqlWriter,
  ): Promise<void> {
    await projectAroundBarriers<SessionChangingEvent, AccountDeleted>(
      events,
      isAccountDeleted,
      (changing) => this.addDays(changing, sql),
      (deleted) => sql.query('delete from achievement_days where user_id = $1', [deleted.data.userId]),
    );
  }

  private async addDays(events: readonly RecordedEvent<SessionChangingEvent>[], sql: SqlWriter): Promise<void> {
    const changes = new Map<string, DayChange>();
    const changeFor = (userId: string, date: string, timeZone: string) => {
      const key = `${userId}|${date}`;
      let change = changes.get(key);
      if (!change) {
        change = { userId, date, workMs: 0, commuteMs: 0, eveningWorkMs: 0, sessions: 0, timeZone };
        changes.set(key, change);
      }
      change.timeZone = timeZone;
      return change;
    };
    for (const event of events) {
      for (const { sign, span } of sessionChangesOf(event)) {
        for (const [date, ms] of splitByLocalDate(span.startMs, span.endMs, span.timeZone)) {
          const change = changeFor(span.userId, date, span.timeZone);
          change.sessions += sign;
          if (span.sessionType === 'work') change.workMs += sign * ms;
          else change.commuteMs += sign * ms;
        }
        if (span.sessionType !== 'work') continue;
        for (const [date, ms] of splitEveningsByLocalDate(
          span.startMs,
          span.endMs,
          span.timeZone,
          EVENING_STARTS_AT_HOUR,
        )) {
          changeFor(span.userId, date, span.timeZone).eveningWorkMs += sign * ms;
        }
      }
    }
    // A session added and taken away again within the batch leaves nothing to write.
    const written = [...changes.values()].filter(
      (change) => change.sessions || change.workMs || change.commuteMs || change.eveningWorkMs,
    );
    if (written.length === 0) return;
    await upsertAll(written, sql);
    // A correction or a deletion can leave a day without sessions: drop it, as a rebuild never writes it.
    const lostSessions = written.filter((change) => change.sessions < 0);
    if (lostSessions.length > 0) await dropEmptyDays(lostSessions, sql);
  }
}

/**
 * Adds every changed day in one statement, whatever the batch's size (an import's append changes
 * hundreds): each column travels as one array and unnest() turns the arrays back into rows.
 * The days are distinct (one change per person and date), as one upsert may touch a row once only.
 */
async function upsertAll(changes: readonly DayChange[], sql: SqlWriter): Promise<void> {
  await sql.query(
    `insert into achievement_days (user_id, local_date, work_ms, commute_ms, evening_work_ms, sessions, time_zone)
     select * from unnest($1::uuid[], $2::date[], $3::bigint[], $4::bigint[], $5::bigint[], $6::integer[], $7::text[])
     on conflict (user_id, local_date) do update set
       work_ms = achievement_days.work_ms + excluded.work_ms,
       commute_ms = achievement_days.commute_ms + excluded.commute_ms,
       evening_work_ms = achievement_days.evening_work_ms + excluded.evening_work_ms,
       sessions = achievement_days.sessions + excluded.sessions,
       time_zone = excluded.time_zone`,
    [
      changes.map((change) => change.userId),
      changes.map((change) => change.date),
      changes.map((change) => change.workMs),
      changes.map((change) => change.commuteMs),
      changes.map((change) => change.eveningWorkMs),
      changes.map((change) => change.sessions),
      changes.map((change) => change.timeZone),
    ],
  );
}

/** Removes, in one statement, those of the given days that have no session left. */
async function dropEmptyDays(changes: readonly DayChange[], sql: SqlWriter): Promise<void> {
  await sql.query(
    `delete from achievement_days
     where (user_id, local_date) in (select * from unnest($1::uuid[], $2::date[])) and sessions = 0`,
    [changes.map((change) => change.userId), changes.map((change) => change.date)],
  );
}
