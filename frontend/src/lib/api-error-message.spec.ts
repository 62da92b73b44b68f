import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessageOr, serverMessage } from './api-error-message';

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
