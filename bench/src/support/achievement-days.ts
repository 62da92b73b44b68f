// Writes the `achievement-days` read model straight into its table with one set-based statement: per
// person four weeks of local days, shaped like what the projector folds from real sessions. The
// evaluation reads nothing else about a person, so this is the whole of the history it sees; writing
// the timer events and projecting them would only slow the set-up down.
import type { Client } from 'pg';
import { TIME_ZONES } from './history';

export interface WrittenDays {
  readonly people: number;
  readonly days: number;
  /** People the scheduled evaluation would pick: a local day on or after today - 9 (UTC). */
  readonly recentlyActive: number;
}

/** Local days per person. */
export const HISTORY_DAYS = 28;

/**
 * `people` people, ten time zones in turn, whose history ends `endsDaysAgo` days before their local
 * today. Office days are a commute each way and a work day (one in ten is long, past 9.6 tracked
 * hours); remote days, one in four, have work and no commute; weekends are tracked one time in seven.
 * One person in seven works evenings more often than not. Everyone's second-to-last day is tracked.
 */
export async function writeAchievementDays(client: Client, people: number, endsDaysAgo: number): Promise<WrittenDays> {
  await client.query(`
    create function pg_temp.bench_pick(n int, k int, salt int, modulus int) returns int
    language sql immutable as $$
      select ((hashint8((n::bigint * 1000003 + k) * 31 + salt) & 2147483647) % modulus)::int
    $$`);
  const minute = 60_000;
  await client.query(
    `insert into achievement_days (user_id, local_date, work_ms, commute_ms, evening_work_ms, sessions, time_zone)
     with people as (
       select n, gen_random_uuid() as user_id, ($2::text[])[1 + n % array_length($2::text[], 1)] as time_zone
       from generate_series(1, $1::int) as n
     ),
     days as (
       select p.n, p.user_id, p.time_zone, k,
              (now() at time zone p.time_zone)::date - ($3::int - k) - ($4::int - 1) as day
       from people p, generate_series(0, $3::int - 1) as k
     ),
     tracked as (
       select d.*,
              pg_temp.bench_pick(n, k, 1, 4) = 0 as remote,
              pg_temp.bench_pick(n, k, 2, 10) = 0 as long_day,
              case when n % 7 = 0 then pg_temp.bench_pick(n, k, 3, 2) = 0
                   else pg_temp.bench_pick(n, k, 3, 25) = 0 end as evening
       from days d
       where k = $3::int - 2
          or (extract(isodow from day) < 6 and pg_temp.bench_pick(n, k, 0, 10) < 8)
          or (extract(isodow from day) >= 6 and pg_temp.bench_pick(n, k, 0, 7) = 0)
     )
     select user_id, day,
            ((case when remote then 360 + pg_temp.bench_pick(n, k, 4, 150) else 420 + pg_temp.bench_pick(n, k, 4, 90) end)
              + case when long_day then 120 + pg_temp.bench_pick(n, k, 5, 60) else 0 end
              + case when evening then 20 + pg_temp.bench_pick(n, k, 6, 100) else 0 end)::bigint * ${minute},
            (case when remote then 0 else 40 + pg_temp.bench_pick(n, k, 7, 60) end)::bigint * ${minute},
            (case when evening then 20 + pg_temp.bench_pick(n, k, 6, 100) else 0 end)::bigint * ${minute},
            (case when remote then 1 + pg_temp.bench_pick(n, k, 8, 2) else 3 end) + case when evening then 1 else 0 end,
            time_zone
     from tracked`,
    [people, TIME_ZONES, HISTORY_DAYS, endsDaysAgo],
  );
  await client.query('vacuum (analyze) achievement_days');
  const {
    rows: [counts],
  } = await client.query<{ people: string; days: string; recent: string }>(
    `select count(distinct user_id) as people, count(*) as days,
            count(distinct user_id) filter (where local_date >= (now() at time zone 'UTC')::date - 9) as recent
     from achievement_days`,
  );
  return { people: Number(counts.people), days: Number(counts.days), recentlyActive: Number(counts.recent) };
}
