import { describe, expect, it } from 'vitest';
import { hasFriends, leaderboardRows, lifePercentageLabel, type LeaderboardEntry } from './leaderboard';

const person = (id: string, firstName: string | null, lastName: string | null = null) => ({
  id,
  firstName,
  lastName,
  profileImageUrl: null,
});

const entry = (
  id: string,
  name: string,
  lifePercentage: number | null,
  rank: number | null,
  isMe = false,
): LeaderboardEntry => ({ person: person(id, name, 'Lee'), isMe, lifePercentage, rank });

const summary = (entries: LeaderboardEntry[]) =>
  leaderboardRows(entries).map(({ name, rankLabel, percentageLabel }) => [rankLabel, name, percentageLabel]);

describe('leaderboardRows', () => {
  it('puts you first, then your friends by rank', () => {
    expect(
      summary([entry('sam', 'Sam', 81.6, 1), entry('me', 'Ada', 72.4, 2, true), entry('kim', 'Kim', 55, 3)]),
    ).toEqual([
      ['2', 'You', '72%'],
      ['1', 'Sam Lee', '82%'],
      ['3', 'Kim Lee', '55%'],
    ]);
  });

  it('lets friends with the same score share a rank, keeping the server order', () => {
    expect(summary([entry('me', 'Ada', 90, 1, true), entry('sam', 'Sam', 70, 2), entry('kim', 'Kim', 70, 2)])).toEqual([
      ['1', 'You', '90%'],
      ['2', 'Sam Lee', '70%'],
      ['2', 'Kim Lee', '70%'],
    ]);
  });

  it('lists friends without sessions this week after the ranked ones, with no rank and no score', () => {
    const rows = leaderboardRows([
      entry('me', 'Ada', 60, 2, true),
      entry('kim', 'Kim', null, null),
      entry('sam', 'Sam', 75, 1),
    ]);

    expect(
      rows.map(({ name, rankLabel, percentageLabel, tracked }) => [name, rankLabel, percentageLabel, tracked]),
    ).toEqual([
      ['You', '2', '60%', true],
      ['Sam Lee', '1', '75%', true],
      ['Kim Lee', null, '—', false],
    ]);
  });

  it('still shows you first when you have tracked nothing this week', () => {
    expect(summary([entry('sam', 'Sam', 75, 1), entry('me', 'Ada', null, null, true)])).toEqual([
      [null, 'You', '—'],
      ['1', 'Sam Lee', '75%'],
    ]);
  });

  it('sorts friends by rank even when the server sent them out of order', () => {
    expect(summary([entry('kim', 'Kim', 40, 3), entry('sam', 'Sam', 75, 1), entry('me', 'Ada', 50, 2, true)])).toEqual([
      ['2', 'You', '50%'],
      ['1', 'Sam Lee', '75%'],
      ['3', 'Kim Lee', '40%'],
    ]);
  });
});

describe('lifePercentageLabel', () => {
  it('rounds to a whole percent', () => {
    expect(lifePercentageLabel(66.5)).toBe('67%');
    expect(lifePercentageLabel(0)).toBe('0%');
  });

  it('shows a dash when nothing was tracked', () => {
    expect(lifePercentageLabel(null)).toBe('—');
  });
});

describe('hasFriends', () => {
  it('knows when you are alone on the board', () => {
    expect(hasFriends([entry('me', 'Ada', 80, 1, true)])).toBe(false);
    expect(hasFriends([entry('me', 'Ada', 80, 1, true), entry('sam', 'Sam', null, null)])).toBe(true);
  });
});
