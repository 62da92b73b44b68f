import { type LeaderboardCandidate, rankLeaderboard } from './leaderboard';

const candidate = (name: string, lifePercentage: number | null, isMe = false): LeaderboardCandidate<string> => ({
  person: name,
  isMe,
  lifePercentage,
  sortName: name,
});

const ranks = (candidates: LeaderboardCandidate<string>[]) =>
  rankLeaderboard(candidates).map(({ person, rank }) => [person, rank]);

describe('the leaderboard', () => {
  it('ranks the higher life percentage first', () => {
    expect(ranks([candidate('Ann', 61), candidate('Me', 80, true), candidate('Bo', 72)])).toEqual([
      ['Me', 1],
      ['Bo', 2],
      ['Ann', 3],
    ]);
  });

  it('gives ties one rank and skips the next (1, 1, 3)', () => {
    expect(ranks([candidate('Cy', 70), candidate('Ann', 70), candidate('Bo', 65)])).toEqual([
      ['Ann', 1],
      ['Cy', 1],
      ['Bo', 3],
    ]);
  });

  it('puts me first among those I am tied with', () => {
    expect(ranks([candidate('Ann', 70), candidate('Zed', 70, true)])).toEqual([
      ['Zed', 1],
      ['Ann', 1],
    ]);
  });

  it('lists people who tracked nothing after the ranked ones, without a rank', () => {
    expect(ranks([candidate('Bo', null), candidate('Ann', 10), candidate('Me', null, true)])).toEqual([
      ['Ann', 1],
      ['Me', null],
      ['Bo', null],
    ]);
  });

  it('ranks a 0% week (tracked around the clock) rather than leaving it out', () => {
    expect(ranks([candidate('Ann', 0)])).toEqual([['Ann', 1]]);
  });

  it('answers nobody with nobody', () => {
    expect(rankLeaderboard([])).toEqual([]);
  });
});
