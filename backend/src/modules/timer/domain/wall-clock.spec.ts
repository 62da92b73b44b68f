import fc from 'fast-check';
import { utcOffsetMs } from '#src/shared/time/local-days';
import { CALENDAR_YEARS } from '#src/shared/time/calendar';
import { instantOf, readDate, readTime, wallClockText } from './wall-clock';

describe('reading dates and times', () => {
  it('reads the forms the trackers write, and only real dates', () => {
    expect(readDate('2026-11-16', 'month-first')).toBe(Date.UTC(2026, 10, 16));
    expect(readDate('16.11.2026', 'month-first')).toBe(Date.UTC(2026, 10, 16));
    expect(readDate('2026-02-30', 'month-first')).toBeUndefined();
    expect(readTime('9:05 PM')).toEqual({ ms: (21 * 60 + 5) * 60_000 });
    expect(readTime('12:00:00 AM')).toEqual({ ms: 0 });
    expect(readTime('09:05:30+02:00')).toEqual({ ms: (9 * 3600 + 5 * 60 + 30) * 1000, offsetMs: 2 * 3600_000 });
    expect(readTime('24:00')).toBeUndefined();
  });
});

describe('reading a slashed date in the order of its file', () => {
  it('reads 03/04/2026 as March 4 month first and as 3 April day first', () => {
    expect(readDate('03/04/2026', 'month-first')).toBe(Date.UTC(2026, 2, 4));
    expect(readDate('03/04/2026', 'day-first')).toBe(Date.UTC(2026, 3, 3));
  });

  it('reads a date only in the order it can be written in', () => {
    expect(readDate('11/16/2026', 'month-first')).toBe(Date.UTC(2026, 10, 16));
    expect(readDate('11/16/2026', 'day-first')).toBeUndefined();
    expect(readDate('16/11/2026', 'day-first')).toBe(Date.UTC(2026, 10, 16));
    expect(readDate('16/11/2026', 'month-first')).toBeUndefined();
  });

  it('leaves the other forms as they are, whichever the order', () => {
    expect(readDate('2026-04-03', 'day-first')).toBe(Date.UTC(2026, 3, 3));
    expect(readDate('03.04.2026', 'month-first')).toBe(Date.UTC(2026, 3, 3));
  });
});

describe('a wall-clock time in a time zone', () => {
  it('names the instant whose local time it is, across daylight-saving changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => ms - (ms % 1000)),
        fc.constantFrom('Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'UTC', 'Asia/Kolkata'),
        (instant, timeZone) => {
          const wallMs = instant + utcOffsetMs(timeZone, instant);
          const found = instantOf({ wallMs }, timeZone);
          expect(found + utcOffsetMs(timeZone, found)).toBe(wallMs);
          expect(found).toBeLessThanOrEqual(instant);
        },
      ),
    );
  });

  it('reads a time that happens twice (clocks going back) as its first', () => {
    const wallMs = Date.UTC(2026, 9, 25, 2, 30);
    expect(new Date(instantOf({ wallMs }, 'Europe/Berlin')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('writing a wall-clock time as the import key has it', () => {
  it('is its ISO form to the second, without zone, for every moment of the calendar', () => {
    const calendar = {
      min: Date.UTC(CALENDAR_YEARS.first, 0, 1),
      max: Date.UTC(CALENDAR_YEARS.last, 11, 31, 23, 59, 59, 999),
    };
    fc.assert(
      fc.property(fc.integer(calendar), (wallMs) => {
        expect(wallClockText({ wallMs })).toBe(new Date(wallMs).toISOString().slice(0, 19));
      }),
      { numRuns: 2000 },
    );
    expect(wallClockText({ wallMs: Date.UTC(2026, 0, 5, 7, 3, 9) })).toBe('2026-01-05T07:03:09');
  });
});
