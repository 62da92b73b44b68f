// bench/export: one person's data export (GET /api/export/data, JSON and CSV) with 100,000 saved
// sessions, over real HTTP from the app in its own process, against a baseline of reading the very
// same rows from PostgreSQL and throwing them away. What matters most is the server's memory: the
// export is streamed, so its resident set may grow by less than 50 MB however long the history.
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { Client } from 'pg';
import { type PastSession, backend } from './support/backend';
import { createBenchDatabase, withClient } from './support/database';
import { type Person, serveApp } from './support/http-app';
import { type Outcome, type Verdict, progress } from './support/report';
import { track } from './support/resources';
import { median, ratio, seconds, whole } from './support/stats';

const TARGET_GROWTH_MB = 50;
const FULL = { sessions: 100_000, rounds: 3 };
const QUICK = { sessions: 2_000, rounds: 1 };
const PAGE_SIZE = 1_000;
const SAMPLE_EVERY_MS = 10;
const MB = 1024 * 1024;

interface Pass {
  readonly bytes: number;
  readonly seconds: number;
  /** The app process's resident set: the highest seen while the export ran, less what it was before. */
  readonly rssGrowthBytes: number;
}

export async function exportData(options: { quick: boolean }): Promise<Outcome> {
  const size = options.quick ? QUICK : FULL;
  const database = await createBenchDatabase();
  const dropDatabase = track(`database ${database.name}`, database.drop);
  try {
    progress(`export: database ${database.name}; starting the app`);
    const app = await serveApp(database.url);
    const closeApp = track('served app', () => app.close());
    try {
      const person = await app.signIn('Archivist', 'Europe/Paris');
      progress(`export: ${whole(size.sessions)} sessions for one person; rebuilding the sessions read model`);
      await withClient(database.url, (client) => writeSessions(client, person.userId, size.sessions));
      await app.ask({ op: 'rebuild', readModels: ['sessions'] }, 900);

      const passes: Record<'read' | 'json' | 'csv', Pass[]> = { read: [], json: [], csv: [] };
      for (let round = 1; round <= size.rounds; round++) {
        progress(`export: round ${round} of ${size.rounds}: plain read, JSON, CSV`);
        passes.read.push(await plainRead(database.url, person.userId));
        passes.json.push(await download(app.origin, person, 'json', app.pid));
        passes.csv.push(await download(app.origin, person, 'csv', app.pid));
      }

      const baseline = median(passes.read.map((pass) => pass.seconds));
      const row = (label: string, list: Pass[]) => {
        const secondsTaken = median(list.map((pass) => pass.seconds));
        return [
          label,
          list === passes.read ? '' : whole(median(list.map((pass) => pass.bytes))),
          seconds(secondsTaken),
          whole(size.sessions / secondsTaken),
          ratio(secondsTaken / baseline),
          list === passes.read ? '' : (Math.max(...list.map((pass) => pass.rssGrowthBytes)) / MB).toFixed(1),
        ];
      };
      const verdicts: Verdict[] = (['json', 'csv'] as const).map((format) => {
        const growth = Math.max(...passes[format].map((pass) => pass.rssGrowthBytes)) / MB;
        return {
          benchmark: 'export',
          measure: `${format.toUpperCase()} export of ${whole(size.sessions)} sessions, server RSS growth (MB)`,
          value: growth.toFixed(1),
          target: `< ${TARGET_GROWTH_MB}`,
          met: growth < TARGET_GROWTH_MB,
          miss: `${(growth - TARGET_GROWTH_MB).toFixed(1)} MB over`,
        };
      });
      return {
        tables: [
          {
            title: `export: one person with ${whole(size.sessions)} saved sessions; medians of ${size.rounds} round(s), each reading the rows plainly, then downloading JSON, then CSV`,
            header: ['pass', 'bytes', 'seconds', 'sessions/s', 'ratio to read', 'peak RSS growth MB'],
            rows: [
              row('plain read of the same rows (baseline)', passes.read),
              row('GET /api/export/data?format=json', passes.json),
              row('GET /api/export/data?format=csv', passes.csv),
            ],
            notes: [
              `Baseline: the sessions read model's rows for the person, ${whole(PAGE_SIZE)} at a time in the export's own order, read by a pg client here and thrown away.`,
              `Exports: over HTTP on 127.0.0.1 with the person's session cookie, the body read as it comes and counted. The app's resident set`,
              `(/proc/<pid>/status VmRSS) is sampled every ${SAMPLE_EVERY_MS} ms during each download; the figure is the largest rise over the value just`,
              'before it, across the rounds.',
            ],
          },
        ],
        verdicts,
      };
    } finally {
      await closeApp();
    }
  } finally {
    await dropDatabase();
  }
}

/** One session every two hours from 2001, of 70 minutes each, one commute to two work sessions. */
async function writeSessions(client: Client, userId: string, count: number): Promise<void> {
  const firstStart = Date.parse('2001-01-01T07:00:00Z');
  const every = 2 * 3_600_000;
  const length = 70 * 60_000;
  const sessions: PastSession[] = Array.from({ length: count }, (_, n) => ({
    type: n % 3 === 0 ? 'commute' : 'work',
    start: new Date(firstStart + n * every),
    end: new Date(firstStart + n * every + length),
    timeZone: 'Europe/Paris',
  }));
  await backend.appendTimerEvents(client, backend.timerFixtures().recordedHistory(userId, sessions));
}

async function plainRead(databaseUrl: string, userId: string): Promise<Pass> {
  return withClient(databaseUrl, async (client) => {
    const started = performance.now();
    let after: { startedAt: string; sessionId: string } | undefined;
    for (;;) {
      const { rows } = await client.query<{ session_id: string; started_at_text: string }>(
        `select session_id, session_type, started_at, stopped_at, duration_seconds, time_zone, started_at::text as started_at_text
         from sessions where user_id = $1 and ($2::timestamptz is null or (started_at, session_id) > ($2::timestamptz, $3::uuid))
         order by started_at, session_id limit $4`,
        [userId, after?.startedAt ?? null, after?.sessionId ?? null, PAGE_SIZE],
      );
      if (rows.length < PAGE_SIZE) break;
      const last = rows[rows.length - 1];
      after = { startedAt: last.started_at_text, sessionId: last.session_id };
    }
    return { bytes: 0, seconds: (performance.now() - started) / 1000, rssGrowthBytes: 0 };
  });
}

function download(origin: string, person: Person, format: 'json' | 'csv', pid: number): Promise<Pass> {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, SAMPLE_EVERY_MS);
  const started = performance.now();
  return new Promise<Pass>((resolve, reject) => {
    const request = get(
      `${origin}/api/export/data?format=${format}`,
      { headers: { cookie: person.cookie } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`The ${format} export answered ${response.statusCode}.`));
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            bytes,
            seconds: (performance.now() - started) / 1000,
            rssGrowthBytes: Math.max(peak, residentBytes(pid)) - before,
          }),
        );
      },
    );
    request.on('error', reject);
  }).finally(() => clearInterval(sampler));
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!kilobytes) throw new Error(`No VmRSS for process ${pid}.`);
  return Number(kilobytes[1]) * 1024;
}
