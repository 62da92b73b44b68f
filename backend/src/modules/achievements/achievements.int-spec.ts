import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import type { AchievementType } from './achievements.events';
import { SettleAchievements } from './commands/settle-achievements.handler';

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

  /** What an evaluation would send: everything the history earns now, each with its day or week. */
  const settle = (earned: [AchievementType, string][]) =>
    pause.app.get(CommandBus).execute(
      new SettleAchievements(
        irisId,
        earned.map(([achievementType, earnedFor]) => ({ achievementType, earnedFor })),
        { correlationId: randomUUID(), schemaVersion: 1 },
      ),
    );
  const typesOf = (changes: readonly { type: string }[]) => changes.map((change) => change.type);

  it('answers an empty list before anything is unlocked', async () => {
    expect((await iris.get('/api/achievements').expect(200)).body).toEqual([]);
  });

  it('lists an unlocked achievement with the day that earned it', async () => {
    pause.clock.set('2026-11-19T00:00:05.000Z');
    expect(typesOf((await settle([['commute_free_day', '2026-11-18']])).changes)).toEqual(['AchievementUnlocked']);
    expect((await iris.get('/api/achievements').expect(200)).body).toEqual([
      { achievementType: 'commute_free_day', earnedFor: '2026-11-18', unlockedAt: '2026-11-19T00:00:05.000Z' },
    ]);
  });

  it('settles each change once, however many evaluations arrive at the same moment', async () => {
    const verdict: [AchievementType, string][] = [
      ['balanced_week', '2026-11-16'],
      ['commute_free_day', '2026-11-18'],
    ];
    const results = await Promise.all(Array.from({ length: 10 }, () => settle(verdict)));
    expect(results.filter((result) => result.changes.length > 0)).toHaveLength(1);
    expect((await settle(verdict)).changes).toEqual([]);
    const list = (await iris.get('/api/achievements').expect(200)).body;
    expect(list.map((achievement: { achievementType: string }) => achievement.achievementType).sort()).toEqual([
      'balanced_week',
      'commute_free_day',
    ]);
    const [{ count }] = await pause.sql.query<{ count: string }>(
      "select count(*) from events where type = 'AchievementUnlocked'",
    );
    expect(Number(count)).toBe(2);
  });

  it('lists a moved achievement with its new day, and drops one that nothing earns any more', async () => {
    pause.clock.set('2026-11-24T10:00:00.000Z');
    const { changes } = await settle([['commute_free_day', '2026-11-20']]);
    expect(typesOf(changes)).toEqual(['AchievementRevoked', 'AchievementMoved']);
    expect((await iris.get('/api/achievements').expect(200)).body).toEqual([
      { achievementType: 'commute_free_day', earnedFor: '2026-11-20', unlockedAt: '2026-11-19T00:00:05.000Z' },
    ]);
  });

  it("keeps each person's achievements to themselves", async () => {
    const other = await pause.signedIn({ email: 'otto@example.com', givenName: 'Otto' });
    expect((await other.get('/api/achievements').expect(200)).body).toEqual([]);
  });

  it('answers 401 to a signed-out visitor', async () => {
    await pause.anonymous().get('/api/achievements').expect(401);
  });
});
