// Times one session over HTTP on the test clock, as a person would with the timer.
import type TestAgent from 'supertest/lib/agent';
import type { FakeClock } from '#src/shared/testing/fake-clock';

/** Times one session over HTTP on the test clock: starts now, stops `minutes` later. */
export async function trackSession(
  agent: TestAgent,
  clock: FakeClock,
  type: 'work' | 'commute',
  minutes: number,
): Promise<void> {
  await agent.post('/api/timer/start').send({ type }).expect(201);
  clock.advance(minutes * 60 * 1000);
  await agent.post('/api/timer/stop').expect(200);
}
