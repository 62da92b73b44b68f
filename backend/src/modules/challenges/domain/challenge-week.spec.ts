import { MAX_WEEKS_AHEAD, challengeWeekProblem } from './challenge-week';

const THIS_WEEK = '2026-11-16';

describe('which weeks can be challenged for', () => {
  it('takes this week', () => {
    expect(challengeWeekProblem(THIS_WEEK, THIS_WEEK)).toBeNull();
  });

  it('refuses last week', () => {
    expect(challengeWeekProblem('2026-11-09', THIS_WEEK)?.text).toBe(
      'The week of 9 – 15 Nov 2026 has already begun or passed; challenge a friend for this week (16 – 22 Nov 2026) or a later one.',
    );
  });

  it(`takes a week ${MAX_WEEKS_AHEAD} weeks ahead and refuses one more`, () => {
    expect(challengeWeekProblem('2027-11-15', THIS_WEEK)).toBeNull();
    expect(challengeWeekProblem('2027-11-22', THIS_WEEK)?.text).toMatch(/at most 52 weeks ahead/);
  });
});
