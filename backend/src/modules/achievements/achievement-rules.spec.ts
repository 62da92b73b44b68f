import { addDays } from '#src/shared/time/calendar';
import { type DayFacts, earnedAchievements } from './achievement-rules';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const day = (date: string, facts: Partial<Omit<DayFacts, 'date'>> = {}): DayFacts => ({
  date,
  workMs: 8 * HOUR,
  commuteMs: HOUR,
  eveningWorkMs: 0,
  sessions: 2,
  ...facts,
});

const types = (days: DayFacts[], today: string) =>
  earnedAchievements(days, today).map((earned) => earned.achievementType);

// The week of Monday 16 to Sunday 22 November 2026.
const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];

describe('Balanced Week', () => {
  it('is earned by an ended week that keeps 60% of its 168 hours for life, as the dial judges a week', () => {
    const earned = earnedAchievements(
      week.map((date) => day(date)),
      '2026-11-23',
    );
    expect(earned).toContainEqual({ achievementType: 'balanced_week', earnedFor: '2026-11-16' });
  });

  it('takes the week as a whole, as the dial does: one long day does not spoil a light week', () => {
    const days = week.map((date, index) => day(date, { workMs: index === 2 ? 14 * HOUR : 6 * HOUR, commuteMs: 0 }));
    expect(types(days, '2026-11-23')).toContain('balanced_week');
  });

  it('allows a week of 68 hours of work and commute (59.5% life, rounded to 60), and not one of 69', () => {
    const weekOf = (totalHours: number) =>
      week.slice(0, 5).map((date) => day(date, { workMs: (totalHours / 5) * HOUR, commuteMs: 0 }));
    expect(types(weekOf(68), '2026-11-23')).toContain('balanced_week');
    expect(types(weekOf(69), '2026-11-23')).not.toContain('balanced_week');
  });

  it('is not earned by a week tracked on fewer than three days: one Sunday session says nothing of the week', () => {
    expect(types([day('2026-11-22', { workMs: 8 * HOUR, commuteMs: 0 })], '2026-11-23')).not.toContain('balanced_week');
    expect(types([day('2026-11-20'), day('2026-11-22')], '2026-11-23')).not.toContain('balanced_week');
    expect(types([day('2026-11-18'), day('2026-11-20'), day('2026-11-22')], '2026-11-23')).toContain('balanced_week');
    expect(types([], '2026-11-23')).not.toContain('balanced_week');
  });

  it('names the earliest balanced week', () => {
    const nextWeek = week.map((date) => addDays(date, 7));
    const days = [...week, ...nextWeek].map((date) => day(date));
    expect(earnedAchievements(days, '2026-12-01')).toContainEqual({
      achievementType: 'balanced_week',
      earnedFor: '2026-11-16',
    });
  });

  it("waits until the week has ended in the person's time zone", () => {
    expect(
      types(
        week.map((date) => day(date)),
        '2026-11-22',
      ),
    ).not.toContain('balanced_week');
  });
});

describe('Commute-Free Day', () => {
  it('is earned by an ended day with work and no commute', () => {
    expect(earnedAchievements([day('2026-11-18', { commuteMs: 0 })], '2026-11-19')).toContainEqual({
      achievementType: 'commute_free_day',
      earnedFor: '2026-11-18',
    });
  });

  it('is not earned by a day with any commute, or with no work', () => {
    expect(types([day('2026-11-18', { commuteMs: MINUTE })], '2026-11-19')).not.toContain('commute_free_day');
    expect(types([day('2026-11-18', { workMs: 0, commuteMs: 0, sessions: 0 })], '2026-11-19')).not.toContain(
      'commute_free_day',
    );
  });

  it('waits until the day has ended', () => {
    expect(types([day('2026-11-18', { commuteMs: 0 })], '2026-11-18')).not.toContain('commute_free_day');
  });
});

describe('Unplugged Evening', () => {
  const fiveDays = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

  it('is earned when the fifth consecutive day without evening work ends', () => {
    expect(
      earnedAchievements(
        fiveDays.map((date) => day(date)),
        '2026-11-21',
      ),
    ).toContainEqual({
      achievementType: 'unplugged_evening',
      earnedFor: '2026-11-20',
    });
  });

  it('is not earned after four such days, or before the fifth has ended', () => {
    expect(
      types(
        fiveDays.slice(0, 4).map((date) => day(date)),
        '2026-11-21',
      ),
    ).not.toContain('unplugged_evening');
    expect(
      types(
        fiveDays.map((date) => day(date)),
        '2026-11-20',
      ),
    ).not.toContain('unplugged_evening');
  });

  it('starts over after a day with a minute of evening work', () => {
    const days = fiveDays.map((date, index) => day(date, { eveningWorkMs: index === 2 ? MINUTE : 0 }));
    expect(types(days, '2026-11-21')).not.toContain('unplugged_evening');
  });

  it('starts over after a day without any session', () => {
    const days = [...fiveDays.slice(0, 2), ...fiveDays.slice(3)].map((date) => day(date));
    expect(types(days, '2026-11-21')).not.toContain('unplugged_evening');
  });
});
