import fc from 'fast-check';
import { parseMoment, refuseFuture } from './moment';
import { UsageError } from './command-line';

function refusal(text: string): string {
  try {
    parseMoment('--until', text);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${text} was accepted`);
}

describe('a moment on the command line', () => {
  it.each([
    ['2026-06-30T23:59:59Z', '2026-06-30T23:59:59.000Z'],
    ['2026-06-30T23:59Z', '2026-06-30T23:59:00.000Z'],
    ['2026-06-30T23:59:59+05:30', '2026-06-30T18:29:59.000Z'],
    ['2026-06-30T23:59:59-08:00', '2026-07-01T07:59:59.000Z'],
    ['2026-06-30T23:59:59.5Z', '2026-06-30T23:59:59.500Z'],
    ['2026-06-30T23:59:59.123456789+02:00', '2026-06-30T21:59:59.123Z'],
    ['2028-02-29T12:00:00Z', '2028-02-29T12:00:00.000Z'],
    ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00.000Z'],
    ['2026-12-31T23:00:00-01:00', '2027-01-01T00:00:00.000Z'],
    ['2026-06-30t23:59:59z', '2026-06-30T23:59:59.000Z'],
    ['2026-06-30 23:59:59+02:00', '2026-06-30T21:59:59.000Z'],
  ])('reads %s as the instant %s', (text, instant) => {
    expect(parseMoment('--until', text).toISOString()).toBe(instant);
  });

  it.each([
    ['2026-02-30T00:00:00Z', /February 2026 has 28 days.*not a leap year/],
    ['2100-02-29T00:00:00Z', /February 2100 has 28 days/],
    ['2026-04-31T00:00:00Z', /April 2026 has 30 days/],
    ['2026-13-01T00:00:00Z', /no month 13/],
    ['2026-00-10T00:00:00Z', /no month 00/],
    ['2026-06-00T00:00:00Z', /no day 00/],
    ['2026-06-30T24:00:00Z', /no hour 24/],
    ['2026-06-30T23:60:00Z', /no minute 60/],
    ['2026-06-30T23:59:60Z', /no second 60/],
    ['2026-06-30T23:59:59+24:00', /no offset \+24:00/],
  ])('refuses %s, which is not on the calendar', (text, reason) => {
    const message = refusal(text);
    expect(message).toMatch(reason);
    expect(message).toContain(`--until ${text} is not a real moment`);
    expect(message).toContain('2026-06-30T23:59:59Z');
  });

  it('refuses a time without a zone rather than guess the machine’s', () => {
    const message = refusal('2026-06-30T23:59:59');
    expect(message).toMatch(/--until 2026-06-30T23:59:59 has no time zone/);
    expect(message).toMatch(/add Z for UTC or an offset such as \+02:00/);
  });

  it('refuses a date without a time, suggesting the start of that day', () => {
    const message = refusal('2026-06-30');
    expect(message).toMatch(/--until 2026-06-30 has a date but no time/);
    expect(message).toContain('2026-06-30T00:00:00Z');
  });

  it.each(['1', '99999', 'last tuesday', '', '2026-06-30T23:59:59.1234567890Z', '26-06-30T23:59:59Z', 'now'])(
    'refuses "%s", which is not a date-time',
    (text) => {
      const message = refusal(text);
      expect(message).toMatch(/--until .* is not a date-time/);
      expect(message).toContain(text === 'last tuesday' || text === '' ? JSON.stringify(text) : text);
      expect(message).toContain('2026-06-30T23:59:59Z');
    },
  );

  it('reads back any instant from 1970 to 2100 written in ISO 8601 with any whole-minute offset', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
        (instant, offset) => {
          expect(parseMoment('--since', inZone(instant, offset)).getTime()).toBe(instant.getTime());
        },
      ),
    );
  });
});

describe('a moment that must not be in the future', () => {
  const now = new Date('2026-07-01T12:00:00Z');

  it('is refused after now, naming the option, the moment and now', () => {
    expect(() => refuseFuture('--until', new Date('2027-01-01T00:00:00Z'), now)).toThrow(UsageError);
    expect(() => refuseFuture('--until', new Date('2027-01-01T00:00:00Z'), now)).toThrow(
      /--until 2027-01-01T00:00:00Z is in the future.*2026-07-01T12:00:00Z/,
    );
  });

  it('is accepted at now or before', () => {
    expect(() => refuseFuture('--until', now, now)).not.toThrow();
    expect(() => refuseFuture('--until', new Date('2026-06-30T23:59:59Z'), now)).not.toThrow();
  });
});

function inZone(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const size = Math.abs(offsetMinutes);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${two(Math.floor(size / 60))}:${two(size % 60)}`;
}
