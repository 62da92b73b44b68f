import { describe, expect, it } from 'vitest';
import { DAYS_PER_WEEK, HOURS_PER_DAY, HOURS_PER_WEEK, daysSinceWeekStart, startsAWeek } from './week';

const SUNDAY = 0;
const MONDAY = 1;
const WEDNESDAY = 3;
const SATURDAY = 6;

describe('the week', () => {
  it('starts on Monday', () => {
    expect(startsAWeek(MONDAY)).toBe(true);
    expect(startsAWeek(SUNDAY)).toBe(false);
    expect(daysSinceWeekStart(MONDAY)).toBe(0);
  });

  it('ends on Sunday, six days after its Monday', () => {
    expect(daysSinceWeekStart(SUNDAY)).toBe(6);
    expect(daysSinceWeekStart(SATURDAY)).toBe(5);
    expect(daysSinceWeekStart(WEDNESDAY)).toBe(2);
  });

  it('has seven days of 24 hours, 168 hours in all', () => {
    expect(DAYS_PER_WEEK).toBe(7);
    expect(HOURS_PER_DAY).toBe(24);
    expect(HOURS_PER_WEEK).toBe(168);
  });
});
