import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { UnlockAchievements } from './commands/unlock-achievements.handler';

describe('achievements over HTTP', () => {
  let pause: TestApp;
  let iris: TestAgent;
  let irisId: string;

  beforeAll(async () => {
    pause = await startTestApp();
    iris = await pause.signedIn({ email: 'iris@example.com', givenName: 'Iris' });
    irisId = (await iris.get('/api/auth/user')).body.id;
  });

  afterAll(() => pause.close());

  const unlock = (type: 'balanced_week' | 'commute_free_day' | 'unplugged_evening', earnedFor: string) =>
    pause.app.get(CommandBus).execute(
      new UnlockAchievements(irisId, [{ achievementType: type, earnedFor }], {
        correlationId: randomUUID(),
        schemaVersion: 1,
      }),
    );

  it('answers an empty list before anything is unlocked', async () => {
    expect((await iris.get('/api/achievements').expect(200)).body).toEqual([]);
  });

  it('lists an unlocked achievement with the day that earned it', async () => {
    pause.clock.set('2026-11-19T00:00:05.000Z');
    expect(await unlock('commute_free_day', '2026-11-18')).toEqual({ unlocked: ['commute_free_day'] });
    expect((await iris.get('/api/achievements').expect(200)).body).toEqual([
      { achievementType: 'commute_free_day', earnedFor: '2026-11-18', unlockedAt: '2026-11-19T00:00:05.000Z' },
    ]);
  });

  it('unlocks each achievement once, however often it is earned, even at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => unlock('balanced_week', '2026-11-16')));
    expect(results.filter((result) => result.unlocked.length > 0)).toHaveLength(1);
    expect(await unlock('commute_free_day', '2026-11-20')).toEqual({ unlocked: [] });
    const list = (await iris.get('/api/achievements').expect(200)).body;
    expect(list.map((achievement: { achievementType: string }) => achievement.achievementType).sort()).toEqual([
      'balanced_week',
      'commute_free_day',
    ]);
    const [{ count }] = await pause.sql.execute<{ count: string }[]>(
      "select count(*) from events where type = 'AchievementUnlocked'",
    );
    expect(Number(count)).toBe(2);
  });

  it("keeps each person's achievements to themselves", async () => {
    const other = await pause.signedIn({ email: 'otto@example.com', givenName: 'Otto' });
    expect((await other.get('/api/achievements').expect(200)).body).toEqual([]);
  });

  it('answers 401 to a signed-out visitor', async () => {
    await pause.anonymous().get('/api/achievements').expect(401);
  });
});
