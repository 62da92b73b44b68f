import { describe, expect, it } from 'vitest';
import { isJudgedWeek } from './judged-week';

describe('a week', () => {
  it('is not judged with sessions on one or two of its days, which say too little about it', () => {
    expect(isJudgedWeek(0)).toBe(false);
    expect(isJudgedWeek(1)).toBe(false);
    expect(isJudgedWeek(2)).toBe(false);
  });

  it('is judged once sessions fall on three of its days, the fewest of a part-time week', () => {
    expect(isJudgedWeek(3)).toBe(true);
    expect(isJudgedWeek(7)).toBe(true);
  });
});
