import { describe, expect, it } from 'vitest';
import { UNPLUGGED_EVENINGS_NEEDED } from './achievements';
import { BALANCED_LIFE_SHARE } from './balance-bands';
import { EVENING_STARTS_AT_HOUR } from './evening';
import { TRACKED_DAYS_TO_JUDGE_A_WEEK } from './judged-week';

describe('the achievements', () => {
  it('award Balanced Week to a week tracked on three days or more, with 60% or more of it left for life', () => {
    expect(TRACKED_DAYS_TO_JUDGE_A_WEEK).toBe(3);
    expect(BALANCED_LIFE_SHARE).toBe(60);
  });

  it('award Unplugged Evening for five evenings in a row with no work after 6 PM', () => {
    expect(UNPLUGGED_EVENINGS_NEEDED).toBe(5);
    expect(EVENING_STARTS_AT_HOUR).toBe(18);
  });
});
