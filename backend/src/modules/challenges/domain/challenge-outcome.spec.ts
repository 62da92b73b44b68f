import { challengeResult } from './challenge-outcome';

const ALEX = 'alex';
const SAM = 'sam';
const result = (alex: number | null, sam: number | null) =>
  challengeResult({ personId: ALEX, lifePercentage: alex }, { personId: SAM, lifePercentage: sam });

describe('who wins a challenge', () => {
  it('is the creator when their life percentage is higher, by one point or more', () => {
    expect(result(65, 64)).toEqual({ outcome: 'completed', winnerId: ALEX });
  });

  it('is the person challenged when theirs is higher', () => {
    expect(result(64, 65)).toEqual({ outcome: 'completed', winnerId: SAM });
  });

  it('is nobody when both have the same percentage', () => {
    expect(result(70, 70)).toEqual({ outcome: 'tied', winnerId: null });
  });

  it('is the one who tracked, when the other tracked nothing that week', () => {
    expect(result(null, 3)).toEqual({ outcome: 'completed', winnerId: SAM });
    expect(result(0, null)).toEqual({ outcome: 'completed', winnerId: ALEX });
  });

  it('is nobody when neither tracked anything', () => {
    expect(result(null, null)).toEqual({ outcome: 'tied', winnerId: null });
  });
});
