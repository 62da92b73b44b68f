import type TestAgent from 'supertest/lib/agent';
import { befriend } from './testing/befriend';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { trackSession } from '#src/modules/timer/testing/track-session';

describe('the leaderboard over HTTP', () => {
  let pause: TestApp;
  let alex: TestAgent;
  let sam: TestAgent;
  let jo: TestAgent;
  let stranger: TestAgent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex', familyName: 'Rivera' });
    sam = await pause.signedIn({ email: 'sam@example.com', givenName: 'Sam', familyName: 'Lee' });
    jo = await pause.signedIn({ email: 'jo@example.com', givenName: 'Jo', familyName: 'Park' });
    stranger = await pause.signedIn({ email: 'kim@example.com', givenName: 'Kim' });
    for (const [name, agent] of Object.entries({ alex, sam, jo, stranger }))
      ids[name] = (await agent.get('/api/auth/user')).body.id;
    pause.clock.set('2026-11-16T08:00:00.000Z');
    await befriend(alex, sam, 'sam@example.com');
    await befriend(jo, alex, 'alex@example.com');
  });

  afterAll(() => pause.close());

  const board = async (agent: TestAgent) => (await agent.get('/api/friends/leaderboard').expect(200)).body;
  const rows = async (agent: TestAgent) =>
    (await board(agent)).entries.map(
      (entry: { person: { firstName: string }; isMe: boolean; lifePercentage: number | null; rank: number | null }) => [
        entry.person.firstName,
        entry.isMe,
        entry.lifePercentage,
        entry.rank,
      ],
    );

  it('lists me and my friends, unranked, before anyone tracks anything', async () => {
    expect(await rows(alex)).toEqual([
      ['Alex', true, null, null],
      ['Jo', false, null, null],
      ['Sam', false, null, null],
    ]);
    expect((await board(alex)).weekStart).toBe('2026-11-16');
  });

  it('ranks by this week’s life percentage so far, ties sharing a rank', async () => {
    // By Sunday 20:00, 164 hours of the week are lived: Alex's 42 h of work leave 122 (74%), as do
    // Sam's 42 h of commute; Jo's 16.8 h leave 147.2 (90%).
    for (let day = 0; day < 6; day++) {
      pause.clock.set(`2026-11-${16 + day}T08:00:00.000Z`);
      await trackSession(alex, pause.clock, 'work', 7 * 60);
      await trackSession(sam, pause.clock, 'commute', 7 * 60);
    }
    pause.clock.set('2026-11-22T06:00:00.000Z');
    await trackSession(jo, pause.clock, 'work', 16.8 * 60);
    pause.clock.set('2026-11-22T20:00:00.000Z');

    expect(await rows(alex)).toEqual([
      ['Jo', false, 90, 1],
      ['Alex', true, 74, 2],
      ['Sam', false, 74, 2],
    ]);
    // Sam sees Alex (a friend) but not Jo (a friend of Alex only).
    expect(await rows(sam)).toEqual([
      ['Sam', true, 74, 1],
      ['Alex', false, 74, 1],
    ]);
  });

  it('shows friends only names and percentages, never hours or sessions', async () => {
    const [entry] = (await board(alex)).entries;
    expect(entry).toEqual({
      person: { id: ids.jo, firstName: 'Jo', lastName: 'Park', profileImageUrl: null },
      isMe: false,
      lifePercentage: 90,
      rank: 1,
    });
  });

  it('shows someone who is nobody’s friend only themselves', async () => {
    expect(await rows(stranger)).toEqual([['Kim', true, null, null]]);
  });

  it('moves on to the new week when it begins', async () => {
    pause.clock.set('2026-11-23T09:00:00.000Z');
    const next = await board(alex);
    expect(next.weekStart).toBe('2026-11-23');
    expect(next.entries.every((entry: { rank: number | null }) => entry.rank === null)).toBe(true);
  });
});
