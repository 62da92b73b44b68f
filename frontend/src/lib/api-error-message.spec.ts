import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessageOr, serverMessage } from './api-error-message';
import { setDateLocale } from './date-format';

const body = (value: unknown) => JSON.stringify(value);

describe('serverMessage', () => {
  it("reads the message from the server's error body", () => {
    const error = new ApiError(
      409,
      body({
        statusCode: 409,
        error: 'Conflict',
        message: 'A work timer is already running. Stop it before starting another.',
      }),
    );
    expect(serverMessage(error)).toBe('A work timer is already running. Stop it before starting another.');
  });

  describe('a refusal that names dates', () => {
    beforeEach(() => setDateLocale('en-US'));
    afterEach(() => setDateLocale(undefined));
    const plain = (text: string | null) => (text ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ');
    const local = (isoLocal: string) => new Date(isoLocal).toISOString();

    it("writes the moments and weeks in the person's date style, not the server's", () => {
      const error = new ApiError(
        409,
        body({
          statusCode: 409,
          error: 'Conflict',
          message: 'This overlaps your work session from Mon 23 Nov 2026, 09:00 to Mon 23 Nov 2026, 12:00. Change…',
          template: 'This overlaps your work session from {0} to {1}. Change the times.',
          dates: [{ moment: local('2026-11-23T09:00') }, { moment: local('2026-11-23T12:00') }],
        }),
      );
      expect(plain(serverMessage(error))).toBe(
        'This overlaps your work session from Mon, Nov 23, 2026, 9:00 AM to Mon, Nov 23, 2026, 12:00 PM. Change the times.',
      );
      const week = new ApiError(
        409,
        body({
          message: 'the week of 23 – 29 Nov 2026',
          template: 'For the week of {0}.',
          dates: [{ week: '2026-11-23' }],
        }),
      );
      expect(plain(serverMessage(week))).toBe('For the week of Nov 23 – 29, 2026.');
    });

    it("keeps the server's sentence when a date is not one it can read", () => {
      const error = new ApiError(
        409,
        body({ message: 'The server sentence.', template: 'From {0}.', dates: [{ moment: 'yesterday' }] }),
      );
      expect(serverMessage(error)).toBe('The server sentence.');
    });
  });

  it('joins a list of validation messages into one sentence', () => {
    const error = new ApiError(
      400,
      body({ statusCode: 400, error: 'Bad Request', message: ['type must be work or commute', 'type is required'] }),
    );
    expect(serverMessage(error)).toBe('type must be work or commute, type is required');
  });

  it('understands a plain Error carrying the "{status}: {body}" message', () => {
    expect(serverMessage(new Error('409: {"message":"Already running"}'))).toBe('Already running');
  });

  it('shows a short plain-text body as it is', () => {
    expect(serverMessage(new ApiError(502, 'Bad Gateway'))).toBe('Bad Gateway');
  });

  it('has nothing to say for an HTML error page', () => {
    expect(serverMessage(new ApiError(500, '<!doctype html><p>oops</p>'))).toBeNull();
  });

  it('has nothing to say when the JSON body carries no message', () => {
    expect(serverMessage(new ApiError(500, body({ statusCode: 500 })))).toBeNull();
    expect(serverMessage(new ApiError(500, body({ message: [] })))).toBeNull();
  });

  it('has nothing to say for a network failure', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessage('boom')).toBeNull();
  });
});

describe('errorMessageOr', () => {
  it('falls back to the given sentence when the server said nothing useful', () => {
    expect(errorMessageOr(new TypeError('Failed to fetch'), 'Failed to start timer')).toBe('Failed to start timer');
  });

  it("prefers the server's own message", () => {
    expect(errorMessageOr(new ApiError(409, body({ message: 'No timer is running.' })), 'Failed to stop timer')).toBe(
      'No timer is running.',
    );
  });
});
