import { describe, expect, it } from 'vitest';
import { correctionOf, daysLater, fieldsOf, formatSessionLength, spanOf, type SessionFields } from './session-times';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('session times', () => {
  it('writes durations in hours and minutes, rounded down', () => {
    expect(formatSessionLength(3900)).toBe('1h 05m');
    expect(formatSessionLength(2700)).toBe('45m');
    expect(formatSessionLength(59)).toBe('59s');
    expect(formatSessionLength(14)).toBe('14s');
  });

  it('counts a session that ends after midnight as ending a day later', () => {
    expect(daysLater(local(2026, 11, 23, 22), local(2026, 11, 24, 1))).toBe(1);
    expect(daysLater(local(2026, 11, 23, 8), local(2026, 11, 23, 9))).toBe(0);
  });

  describe('the form', () => {
    const fields: SessionFields = { date: '2026-11-23', start: '22:00', end: '01:30', endsNextDay: false };

    it('refuses an end before the start unless the person says it ends the next day', () => {
      expect(spanOf(fields)).toEqual({ problem: expect.stringContaining('Ends the next day') });
      expect(spanOf({ ...fields, endsNextDay: true })).toEqual({
        startTime: local(2026, 11, 23, 22).toISOString(),
        endTime: local(2026, 11, 24, 1, 30).toISOString(),
      });
    });

    it('reads an end after the start as the same day, even with "Ends the next day" still ticked', () => {
      // Opened at 00:30, a new session starts at 23:30 the day before, ticked; then the times change.
      expect(spanOf({ date: '2026-11-23', start: '08:15', end: '09:00', endsNextDay: true })).toEqual({
        startTime: local(2026, 11, 23, 8, 15).toISOString(),
        endTime: local(2026, 11, 23, 9).toISOString(),
      });
    });

    it('asks for every field', () => {
      expect(spanOf({ ...fields, start: '' })).toEqual({ problem: 'Choose a date, a start and an end.' });
    });

    it('fills the form from a saved session over midnight', () => {
      const saved = {
        startTime: local(2026, 11, 23, 22, 5).toISOString(),
        endTime: local(2026, 11, 24, 0, 40).toISOString(),
      };
      expect(fieldsOf(saved)).toEqual({ date: '2026-11-23', start: '22:05', end: '00:40', endsNextDay: true });
    });

    it("sends only what changed, so a timed session's seconds stay", () => {
      const saved = {
        type: 'work',
        startTime: local(2026, 11, 23, 8, 0, 37).toISOString(),
        endTime: local(2026, 11, 23, 9, 12, 10).toISOString(),
      };
      const same = fieldsOf(saved);
      expect(correctionOf(saved, same, 'commute')).toEqual({ type: 'commute' });
      expect(correctionOf(saved, { ...same, end: '09:30' }, 'work')).toEqual({
        endTime: local(2026, 11, 23, 9, 30).toISOString(),
      });
      expect(correctionOf(saved, { ...same, start: '07:45' }, 'work')).toEqual({
        startTime: local(2026, 11, 23, 7, 45).toISOString(),
        endTime: local(2026, 11, 23, 9, 12).toISOString(),
      });
    });
  });
});
