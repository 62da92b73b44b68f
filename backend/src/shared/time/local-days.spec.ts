import {
  isoWithOffset,
  localDateOf,
  localMomentText,
  localNowOf,
  localWeekEnd,
  localWeekStartOf,
  splitByLocalDate,
  splitEveningsByLocalDate,
  utcOffsetMs,
} from './local-days';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => Date.parse(iso);
const hours = (pieces: [string, number][]) => pieces.map(([date, ms]) => [date, ms / HOUR]);

describe('cutting time into local days', () => {
  it('keeps a session inside one day on that day', () => {
    expect(hours(splitByLocalDate(at('2026-11-16T09:00:00Z'), at('2026-11-16T17:00:00Z'), 'UTC'))).toEqual([
      ['2026-11-16', 8],
    ]);
  });

  it('puts two hours on each day of a session from 22:00 to 02:00', () => {
    expect(
      hours(splitByLocalDate(at('2026-11-16T22:00:00+01:00'), at('2026-11-17T02:00:00+01:00'), 'Europe/Paris')),
    ).toEqual([
      ['2026-11-16', 2],
      ['2026-11-17', 2],
    ]);
  });

  it("cuts at the person's own midnight, not UTC's", () => {
    // 20:00 to 23:00 UTC is 01:30 to 04:30 the next day in Kolkata.
    expect(hours(splitByLocalDate(at('2026-11-16T20:00:00Z'), at('2026-11-16T23:00:00Z'), 'Asia/Kolkata'))).toEqual([
      ['2026-11-17', 3],
    ]);
  });

  it('spreads a multi-day session over every day it covers', () => {
    expect(hours(splitByLocalDate(at('2026-11-16T12:00:00Z'), at('2026-11-19T06:00:00Z'), 'UTC'))).toEqual([
      ['2026-11-16', 12],
      ['2026-11-17', 24],
      ['2026-11-18', 24],
      ['2026-11-19', 6],
    ]);
  });

  it('counts real elapsed time on the 23-hour day when clocks spring forward', () => {
    // Paris, 29 March 2026: 02:00 becomes 03:00.
    const day = splitByLocalDate(at('2026-03-29T00:00:00+01:00'), at('2026-03-30T00:00:00+02:00'), 'Europe/Paris');
    expect(hours(day)).toEqual([['2026-03-29', 23]]);
  });

  it('counts real elapsed time on the 25-hour day when clocks fall back', () => {
    // New York, 1 November 2026: 02:00 becomes 01:00.
    const day = splitByLocalDate(at('2026-11-01T00:00:00-04:00'), at('2026-11-02T00:00:00-05:00'), 'America/New_York');
    expect(hours(day)).toEqual([['2026-11-01', 25]]);
  });

  it('splits a night session across a spring-forward night by real hours', () => {
    // 22:00 on the 28th to 06:00 on the 29th in Paris is 7 real hours: 2 before midnight, 5 after.
    expect(
      hours(splitByLocalDate(at('2026-03-28T22:00:00+01:00'), at('2026-03-29T06:00:00+02:00'), 'Europe/Paris')),
    ).toEqual([
      ['2026-03-28', 2],
      ['2026-03-29', 5],
    ]);
  });

  it('handles a zone whose clocks jump at midnight, so the day starts at 01:00', () => {
    // Santiago, 6 September 2026: 00:00 becomes 01:00.
    expect(localDateOf('America/Santiago', at('2026-09-06T03:59:59Z'))).toBe('2026-09-05');
    expect(
      hours(splitByLocalDate(at('2026-09-05T22:00:00-04:00'), at('2026-09-06T03:00:00-03:00'), 'America/Santiago')),
    ).toEqual([
      ['2026-09-05', 2],
      ['2026-09-06', 2],
    ]);
  });

  it('gives the repeated hour to the day it repeats when clocks fall back at midnight', () => {
    // Santiago, night of 4 to 5 April 2026: at midnight the clocks go back to 23:00, so the 4th has 25 hours.
    const pieces = splitByLocalDate(
      at('2026-04-04T22:00:00-03:00'),
      at('2026-04-05T02:00:00-04:00'),
      'America/Santiago',
    );
    expect(hours(pieces)).toEqual([
      ['2026-04-04', 3],
      ['2026-04-05', 2],
    ]);
  });

  it('knows the UTC offset of zones with quarter-hour offsets', () => {
    expect(utcOffsetMs('Asia/Kathmandu', at('2026-11-16T00:00:00Z'))).toBe(5.75 * HOUR);
  });
});

describe('cutting out the evenings', () => {
  it('counts the part of a session after 18:00 local on each day', () => {
    // 16:00 to 20:00 in Paris, then a night from 23:00 to 01:00.
    expect(
      hours(
        splitEveningsByLocalDate(at('2026-11-16T16:00:00+01:00'), at('2026-11-16T20:00:00+01:00'), 'Europe/Paris', 18),
      ),
    ).toEqual([['2026-11-16', 2]]);
    expect(
      hours(
        splitEveningsByLocalDate(at('2026-11-16T23:00:00+01:00'), at('2026-11-17T01:00:00+01:00'), 'Europe/Paris', 18),
      ),
    ).toEqual([['2026-11-16', 1]]);
  });

  it('finds no evening in a session that ends at 18:00', () => {
    expect(
      splitEveningsByLocalDate(
        at('2026-11-16T09:00:00-05:00'),
        at('2026-11-16T18:00:00-05:00'),
        'America/New_York',
        18,
      ),
    ).toEqual([]);
  });

  it('spans several evenings for a multi-day session', () => {
    expect(hours(splitEveningsByLocalDate(at('2026-11-16T12:00:00Z'), at('2026-11-18T19:00:00Z'), 'UTC', 18))).toEqual([
      ['2026-11-16', 6],
      ['2026-11-17', 6],
      ['2026-11-18', 1],
    ]);
  });
});

describe('local weeks', () => {
  it('starts on the Monday of the local date, which may differ from the UTC one', () => {
    // Sunday 23:30 in New York is already Monday in UTC.
    expect(localWeekStartOf('America/New_York', at('2026-11-23T04:30:00Z'))).toBe('2026-11-16');
    expect(localWeekStartOf('UTC', at('2026-11-23T04:30:00Z'))).toBe('2026-11-23');
  });

  it('ends at local midnight starting the next Monday', () => {
    expect(new Date(localWeekEnd('Europe/Paris', '2026-11-16')).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(new Date(localWeekEnd('Asia/Tokyo', '2026-11-16')).toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });
});

describe('where a person stands in their own calendar', () => {
  it('is the local date and the hours its wall clock shows since midnight', () => {
    expect(localNowOf('Europe/Paris', at('2026-11-19T21:00:00Z'))).toEqual({ date: '2026-11-19', hourOfDay: 22 });
    expect(localNowOf('America/New_York', at('2026-11-23T04:30:00Z'))).toEqual({ date: '2026-11-22', hourOfDay: 23.5 });
  });

  it('reads the wall clock on a daylight-saving day: 03:30 after the spring jump is hour 3.5', () => {
    expect(localNowOf('Europe/Paris', at('2026-03-29T01:30:00Z'))).toEqual({ date: '2026-03-29', hourOfDay: 3.5 });
  });
});

describe('instants written with their offset', () => {
  it('writes the local wall-clock time and the offset in force at that instant', () => {
    expect(isoWithOffset('Europe/Paris', Date.parse('2026-11-16T08:00:00Z'))).toBe('2026-11-16T09:00:00.000+01:00');
    expect(isoWithOffset('Europe/Paris', Date.parse('2026-07-16T08:00:00Z'))).toBe('2026-07-16T10:00:00.000+02:00');
  });

  it('writes negative, half-hour and quarter-hour offsets', () => {
    expect(isoWithOffset('America/New_York', Date.parse('2026-01-05T03:30:15.250Z'))).toBe(
      '2026-01-04T22:30:15.250-05:00',
    );
    expect(isoWithOffset('Asia/Kolkata', Date.parse('2026-01-05T00:00:00Z'))).toBe('2026-01-05T05:30:00.000+05:30');
    expect(isoWithOffset('Asia/Kathmandu', Date.parse('2026-01-05T00:00:00Z'))).toBe('2026-01-05T05:45:00.000+05:45');
    expect(isoWithOffset('UTC', Date.parse('2026-01-05T00:00:00Z'))).toBe('2026-01-05T00:00:00.000+00:00');
  });

  it('names the same instant again when read back', () => {
    for (const zone of ['Europe/Paris', 'America/Santiago', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
      for (const instant of [
        Date.parse('2026-03-29T01:30:00Z'),
        Date.parse('2026-04-05T02:45:00Z'),
        Date.parse('2026-10-25T00:59:59.999Z'),
      ]) {
        expect(Date.parse(isoWithOffset(zone, instant))).toBe(instant);
      }
    }
  });
});

describe('localMomentText', () => {
  it('writes the instant as the wall-clock time of the zone, with the weekday', () => {
    expect(localMomentText('Europe/Paris', Date.parse('2026-11-24T08:00:00Z'))).toBe('Tue 24 Nov 2026, 09:00');
    expect(localMomentText('America/New_York', Date.parse('2026-11-24T04:30:00Z'))).toBe('Mon 23 Nov 2026, 23:30');
  });
});
