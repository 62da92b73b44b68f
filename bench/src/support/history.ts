// Writes years of timer history straight into the event log with set-based SQL, shaped like what
// the timer records: per tracked workday a commute, a work session and a commute home (office days),
// two work sessions around lunch (remote days), or a night shift that runs past local midnight.
// Local start times are turned into instants in each person's IANA time zone by PostgreSQL, so days
// around daylight-saving changes come out as they would; later sessions of a day follow in elapsed
// time, so a person's sessions never overlap. The events themselves are built by the timer's own
// fixtures (modules/timer/testing), and go in chunk by chunk in time order, so the log holds many
// writing transactions as a live one does.
import type { Client } from 'pg';
import { backend } from './backend';

export type Routine = 'office' | 'remote' | 'night';

interface SessionRow {
  readonly user_id: string;
  readonly time_zone: string;
  readonly session_id: string;
  readonly session_type: 'work' | 'commute';
  readonly started_at: Date;
  readonly stopped_at: Date;
  readonly i: number;
}

export interface TrackedPerson {
  readonly userId: string;
  readonly timeZone: string;
  /** The Monday their history starts (YYYY-MM-DD). */
  readonly firstMonday: string;
  /** Monday-to-Friday days from firstMonday on… */
  readonly spanWorkdays: number;
  /** …of which about one in `every` is tracked. */
  readonly every: number;
  /** Office people also work from home one day in four. */
  readonly routine: Routine;
}

export interface WrittenHistory {
  readonly events: number;
  readonly sessions: number;
  readonly people: number;
  readonly firstEvent: Date;
  readonly lastEvent: Date;
}

/** Time zones with and without daylight saving, north and south, whole and half-hour offsets. */
export const TIME_ZONES = [
  'Europe/Paris',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'America/Los_Angeles',
  'Australia/Sydney',
  'UTC',
  'America/Santiago',
  'Asia/Tokyo',
  'Europe/Berlin',
] as const;

/** People who started tracking on Mondays spread from `from` over `spreadWeeks` weeks. */
export function crowd(options: {
  readonly people: number;
  readonly from: string;
  readonly spreadWeeks: number;
  readonly spanWorkdays: number;
  readonly every: number;
  readonly newUserId: () => string;
}): TrackedPerson[] {
  const start = Date.parse(`${options.from}T00:00:00Z`);
  if (new Date(start).getUTCDay() !== 1) throw new Error(`${options.from} is not a Monday.`);
  return Array.from({ length: options.people }, (_, index) => ({
    userId: options.newUserId(),
    timeZone: TIME_ZONES[index % TIME_ZONES.length],
    firstMonday: new Date(start + ((index * 7919) % options.spreadWeeks) * 7 * 86_400_000).toISOString().slice(0, 10),
    spanWorkdays: options.spanWorkdays,
    every: options.every,
    routine: index % 10 === 3 ? 'night' : index % 10 === 5 || index % 10 === 8 ? 'remote' : 'office',
  }));
}

/** Appends the histories to the events table; `chunks` transactions, in time order. */
export async function writeTimerHistories(
  client: Client,
  people: readonly TrackedPerson[],
  chunks: number,
): Promise<WrittenHistory> {
  await client.query(`
    create function pg_temp.bench_pick(n int, k int, salt int, modulus int) returns int
    language sql immutable as $$
      select ((hashint8((n::bigint * 1000003 + k) * 31 + salt) & 2147483647) % modulus)::int
    $$`);
  await client.query(`
    create temporary table bench_people (
      n int primary key, user_id uuid not null, time_zone text not null, first_monday date not null,
      span_workdays int not null, every int not null, routine text not null
    )`);
  await client.query(
    `insert into bench_people
     select n::int, user_id, time_zone, first_monday, span_workdays, every, routine
     from unnest($1::uuid[], $2::text[], $3::date[], $4::int[], $5::int[], $6::text[])
       with ordinality as p(user_id, time_zone, first_monday, span_workdays, every, routine, n)`,
    [
      people.map((p) => p.userId),
      people.map((p) => p.timeZone),
      people.map((p) => p.firstMonday),
      people.map((p) => p.spanWorkdays),
      people.map((p) => p.every),
      people.map((p) => p.routine),
    ],
  );
  // Lengths and gaps in seconds; j1…j6 are per-day jitters in minutes, js in seconds.
  await client.query(`
    create temporary table bench_sessions as
    with days as (
      select p.n, p.user_id, p.time_zone, k,
             p.first_monday + (k / 5) * 7 + (k % 5) as day,
             case when p.routine = 'office' and pg_temp.bench_pick(p.n, k, 1, 4) = 0 then 'remote' else p.routine end as plan
      from bench_people p, generate_series(0, p.span_workdays - 1) as k
      where pg_temp.bench_pick(p.n, k, 0, p.every) = 0
    ),
    jittered as (
      select d.*,
             pg_temp.bench_pick(n, k, 2, 60) as j1, pg_temp.bench_pick(n, k, 3, 36) as j2,
             pg_temp.bench_pick(n, k, 4, 11) as j3, pg_temp.bench_pick(n, k, 5, 121) as j4,
             pg_temp.bench_pick(n, k, 6, 11) as j5, pg_temp.bench_pick(n, k, 7, 36) as j6,
             pg_temp.bench_pick(n, k, 8, 60) as js
      from days d
    ),
    shaped as (
      select n, user_id, time_zone,
             (day + case plan when 'office' then time '07:00' + j1 * interval '1 minute'
                              when 'remote' then time '08:30' + (j1 * 3 / 2) * interval '1 minute'
                              else time '21:00' + (j1 % 20) * interval '1 minute' end) at time zone time_zone as first_start,
             case plan when 'remote' then 'work' else 'commute' end as first_type,
             case plan when 'office' then (25 + j2) * 60 + js when 'remote' then (210 + j2 * 2) * 60 + js
                       else (25 + j2 % 11) * 60 + js end as l1,
             case plan when 'office' then (5 + j3) * 60 when 'remote' then (45 + j3 * 3) * 60 else (10 + j3) * 60 end as g2,
             case plan when 'office' then (450 + j4) * 60 + js when 'remote' then (210 + j4) * 60 + js
                       else (480 + j4 % 31) * 60 + js end as l2,
             case plan when 'remote' then null else j5 * 60 end as g3,
             case plan when 'office' then (25 + j6) * 60 + (59 - js) when 'remote' then null
                       else (25 + j6 % 11) * 60 + (59 - js) end as l3
      from jittered
    ),
    sessions as (
      select s.n, s.user_id, s.time_zone, x.session_type,
             s.first_start + x.offset_s * interval '1 second' as started_at, x.length_s
      from shaped s
      cross join lateral (values
        (s.first_type, 0, s.l1),
        ('work', s.l1 + s.g2, s.l2),
        ('commute', s.l1 + s.g2 + s.l2 + s.g3, s.l3)
      ) as x(session_type, offset_s, length_s)
      where x.length_s is not null
    )
    select n, user_id, time_zone, gen_random_uuid() as session_id, session_type, started_at,
           started_at + length_s * interval '1 second' as stopped_at, length_s,
           row_number() over (partition by n order by started_at) as i
    from sessions`);
  await client.query('create index on bench_sessions (started_at)');
  await client.query('create index on bench_sessions (stopped_at)');
  await client.query('analyze bench_sessions');

  const {
    rows: [span],
  } = await client.query<{ first: Date; last: Date; sessions: string }>(
    'select min(started_at) as first, max(stopped_at) as last, count(*) as sessions from bench_sessions',
  );
  const firstMs = span.first.getTime();
  const width = Math.ceil((span.last.getTime() + 1 - firstMs) / chunks);
  const fixtures = backend.timerFixtures();
  let events = 0;
  for (let chunk = 0; chunk < chunks; chunk++) {
    const from = new Date(firstMs + chunk * width);
    const until = new Date(firstMs + (chunk + 1) * width);
    const { rows } = await client.query<SessionRow>(
      `select user_id, time_zone, session_id, session_type, started_at, stopped_at, i::int
       from bench_sessions where (started_at >= $1 and started_at < $2) or (stopped_at >= $1 and stopped_at < $2)`,
      [from, until],
    );
    const recorded = rows
      .flatMap((row) =>
        fixtures.recordedSession(
          row.user_id,
          {
            type: row.session_type,
            start: row.started_at,
            end: row.stopped_at,
            timeZone: row.time_zone,
            sessionId: row.session_id,
          },
          2 * row.i - 1,
        ),
      )
      .filter((event) => event.occurredAt >= from && event.occurredAt < until)
      .sort(
        (a, b) =>
          a.occurredAt.getTime() - b.occurredAt.getTime() ||
          a.streamId.localeCompare(b.streamId) ||
          a.streamVersion - b.streamVersion,
      );
    await client.query('begin');
    events += await backend.appendTimerEvents(client, recorded);
    await client.query('commit');
  }
  await client.query('drop table bench_sessions');
  await client.query('drop table bench_people');
  await client.query('vacuum (analyze) events');
  return {
    events,
    sessions: Number(span.sessions),
    people: people.length,
    firstEvent: span.first,
    lastEvent: span.last,
  };
}
