// A lock held elsewhere (a migration, a long report, a forgotten psql session in a transaction) costs
// a bounded 503, not a hang: the web app's connections wait at most their lock timeout
// (shared/database/request-timeouts.ts), and what does not need the lock goes on answering.
import type { Client } from 'pg';
import type TestAgent from 'supertest/lib/agent';
import { connectTo } from '#src/shared/testing/sql-client';
import { type TestApp, startTestApp } from '#src/testing/test-app';

describe('a lock held on the events table by another session', () => {
  let pause: TestApp;
  let alex: TestAgent;
  let holder: Client;

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex' });
    holder = await connectTo(pause.databaseUrl);
    await holder.query('begin');
    await holder.query('lock table events in access exclusive mode');
  });

  afterAll(async () => {
    await holder?.end();
    await pause?.close();
  });

  it('answers a start 503 in the single error shape while the lock is still held', async () => {
    const refused = await alex.post('/api/timer/start').send({ type: 'work' });

    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is not answering for a moment. Please try again in a few seconds.',
    });
    expect(refused.headers['retry-after']).toBe('1');
  });

  it('goes on answering the poll, which does not need the lock', async () => {
    expect((await alex.get('/api/timer/active').expect(200)).body).toBeNull();
  });

  it('starts the timer once the lock is released, with nothing of the refused start kept', async () => {
    await holder.query('rollback');

    await alex.post('/api/timer/start').send({ type: 'work' }).expect(201);
    const [{ count }] = await pause.sql.query<{ count: string }>(
      "select count(*) from events where type = 'TimerStarted'",
    );
    expect(Number(count)).toBe(1);
    await alex.post('/api/timer/stop').expect(200);
  });
});
