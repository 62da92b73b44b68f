// The dates, weeks and moments the API takes stay within the calendar's years, and the sentence for one
// outside says which range it must fall in.
import { validateSync } from 'class-validator';
import { IsInstant, IsMondayDate, IsRealDate } from './date-validators';

class DayRequest {
  @IsRealDate()
  date!: string;
}

class WeekRequest {
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

class MomentRequest {
  @IsInstant()
  startTime!: string;
}

function messagesFor<T extends object>(type: new () => T, values: Partial<T>): string[] {
  return validateSync(Object.assign(new type(), values)).flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('dates the API takes', () => {
  it.each(['1970-01-01', '2026-11-24', '9999-12-31'])('takes %s', (date) => {
    expect(messagesFor(DayRequest, { date })).toEqual([]);
  });

  it.each(['1969-12-31', '1900-01-01'])('refuses %s, before the calendar, saying which days it holds', (date) => {
    expect(messagesFor(DayRequest, { date })).toEqual([
      'date must be a date from 1970-01-01 to 9999-12-31, the days Pause keeps',
    ]);
  });

  it.each(['10000-01-01', '2026-02-30', '24/11/2026'])('refuses %s as not a date at all', (date) => {
    expect(messagesFor(DayRequest, { date })).toEqual(['date must be a real date written YYYY-MM-DD']);
  });
});

describe('weeks the API takes', () => {
  it.each(['1970-01-05', '2026-11-16', '9999-12-20'])(
    'takes the week of %s, whose seven days are all in the calendar',
    (weekStart) => {
      expect(messagesFor(WeekRequest, { weekStart })).toEqual([]);
    },
  );

  it('refuses the week of 9999-12-27, which ends in the year 10000', () => {
    expect(messagesFor(WeekRequest, { weekStart: '9999-12-27' })).toEqual([
      "weekStart must be a Monday from 1970-01-05 to 9999-12-20: the week's seven days must lie within the days Pause keeps, 1970-01-01 to 9999-12-31",
    ]);
  });

  it('refuses the week of 1969-12-29, which begins before the calendar', () => {
    expect(messagesFor(WeekRequest, { weekStart: '1969-12-29' })).toEqual([
      'weekStart must be a date from 1970-01-01 to 9999-12-31, the days Pause keeps',
    ]);
  });

  it('still says a Tuesday is not a Monday', () => {
    expect(messagesFor(WeekRequest, { weekStart: '2026-11-17' })).toEqual([
      'weekStart must be a Monday (weeks start on Monday)',
    ]);
  });
});

describe('moments the API takes', () => {
  it.each(['1970-01-01T00:00:00Z', '2026-11-24T09:00:00+01:00', '9999-12-31T11:00:00-12:00'])(
    'takes %s',
    (startTime) => {
      expect(messagesFor(MomentRequest, { startTime })).toEqual([]);
    },
  );

  it.each([
    ['1969-12-31T23:59:59Z', 'before 1970 in UTC'],
    ['1970-01-01T00:30:00+01:00', 'before 1970 in UTC, though written in 1970'],
    ['9999-12-31T20:00:00-12:00', 'in the year 10000 in UTC'],
  ])('refuses %s, %s', (startTime) => {
    expect(messagesFor(MomentRequest, { startTime })).toEqual([
      'startTime must be a moment from 1970-01-01 to 9999-12-31 (UTC), the days Pause keeps',
    ]);
  });

  it('still says what a moment must look like', () => {
    expect(messagesFor(MomentRequest, { startTime: '2026-11-24 09:00' })).toEqual([
      'startTime must be a date and time with its time zone, such as 2026-11-24T09:00:00+01:00',
    ]);
  });
});
