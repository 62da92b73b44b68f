// Background work on the embedded defaults (no Redis: jobs run in the app's memory) when the app is
// killed outright (kill -9) with evaluations accepted but not done: a person's added session waits
// behind a backlog of other people's, the app dies, and after the restart the session is evaluated
// all the same. The subscription's checkpoint had not moved past work that only lived in memory, so
// the restarted app hands the same events over again (docs/decisions.md).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { appendTimerEvents } from '#src/modules/timer/testing/seed-history';
import { recordedSession } from '#src/modules/timer/testing/timer-sessions';
import { timerStreamId } from '#src/modules/timer/timer.events';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { advertisedDatabaseUrl } from '#src/shared/testing/embedded-folder';
import { eventually } from '#src/shared/testing/eventually';
import { signIn } from '#src/shared/testing/sign-in';
import { withDatabase } from '#src/shared/testing/sql-client';
import { addDays, mondayOf } from '#src/shared/time/calendar';

const EMBEDDED = { DATABASE_URL: undefined, REDIS_URL: undefined, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined };
/**
 * Other people's stops waiting to be evaluated: seconds of work for the in-process queue (about a
 * millisecond each here), and fewer than the 20 pages of 500 events after which the subscription saves
 * its checkpoint anyway, so that it usually reads Ada's session with them, in one go.
 */
const BACKLOG = 4_800;
/** The subscription polls every second: by then it has read Ada's session, and the kill comes. */
const KILLED_WITHIN_MS = 1_500;

describe('background jobs on the embedded defaults when the app is killed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pause-jobs-killed-'));
  const start = (port?: number) =>
    startAppProcess({ command: ['node', 'backend/dist/main.js'], env: EMBEDDED, dataDir, port });
  let pause: AppProcess | undefined;

  afterAll(async () => {
    await pause?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('evaluates a session whose evaluation was accepted but not done when the app was killed (kill -9)', async () => {
    pause = await start();
    const agent = request.agent(pause.url);
    await signIn(agent, pause.url, { email: 'ada@example.com', givenName: 'Ada' });
    await agent.patch('/api/auth/user').send({ timeZone: 'UTC' }).expect(200);
    const ada = (await agent.get('/api/auth/user').expect(200)).body.id as string;
    const database = advertisedDatabaseUrl(dataDir);

    // Other people's sessions, a year ago, in the log ahead of Ada's: their evaluations come first.
    const backlog = Array.from({ length: BACKLOG }, () =>
      recordedSession(
        randomUUID(),
        {
          type: 'work',
          start: new Date('2025-11-17T09:00:00Z'),
          end: new Date('2025-11-17T12:00:00Z'),
          timeZone: 'UTC',
        },
        1,
      ),
    ).flat();
    await withDatabase(database, (client) => appendTimerEvents(client, backlog));

    // Last week's Monday at work and no commute: a day that has ended, a Commute-Free Day to award.
    const monday = addDays(mondayOf(new Date().toISOString().slice(0, 10)), -7);
    await agent
      .post('/api/sessions')
      .send({ type: 'work', startTime: `${monday}T09:00:00Z`, endTime: `${monday}T17:00:00Z` })
      .expect(201);
    const added = Date.now();

    // The app is killed once the subscription's checkpoint is past Ada's session (where it used to
    // move as soon as her evaluation was in memory), or a few seconds after it, whichever comes first.
    const checkpointPastAda = () =>
      withDatabase(database, async (client) => {
        const { rows } = await client.query<{ past: boolean }>(
          `select coalesce((select (transaction_id, position) from subscription_checkpoints
                            where name = 'award-achievements-when-sessions-stop')
                           >= (select (transaction_id, position) from events where stream_id = $1
                               order by transaction_id desc, position desc limit 1), false) as past`,
          [timerStreamId(ada)],
        );
        return rows[0].past;
      });
    await eventually(
      async () => (await checkpointPastAda()) || Date.now() - added > KILLED_WITHIN_MS,
      Boolean,
      'the checkpoint is past the session, or time is up',
      { tries: 400, pauseMs: 20 },
    );
    const beforeTheKill = (await agent.get('/api/achievements').expect(200)).body;
    await pause.kill();
    // The kill came before the evaluation was done: there was work in memory to lose.
    expect(beforeTheKill).toEqual([]);

    pause = await start(pause.port);
    const achievements = await eventually(
      async () => (await agent.get('/api/achievements').expect(200)).body as { achievementType: string }[],
      (list) => list.length > 0,
      "Ada's Commute-Free Day, after the restart",
      { tries: 600, pauseMs: 100 },
    );
    expect(achievements).toEqual([expect.objectContaining({ achievementType: 'commute_free_day', earnedFor: monday })]);
  });
});
