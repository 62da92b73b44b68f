import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../test/fetch-stub';
import { ApiError, apiRequest, isUnauthorizedError } from './api-client';

describe('apiRequest', () => {
  it('sends the session cookie and JSON bodies with a JSON content type', async () => {
    const fetchMock = stubFetch({ 'POST /api/timer/start': () => jsonResponse({ ok: true }, 201) });

    await apiRequest('/api/timer/start', { method: 'POST', body: { type: 'work' } });

    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"type":"work"}',
    });
  });

  it('reads an empty 200 answer as "nothing"', async () => {
    stubFetch({ 'GET /api/timer/active': () => new Response('', { status: 200 }) });
    await expect(apiRequest('/api/timer/active')).resolves.toBeNull();
  });

  it('turns a failed answer into "{status}: {body}"', async () => {
    stubFetch({ 'POST /api/timer/stop': () => errorResponse(409, 'Conflict', 'No timer is running.') });

    const failure = apiRequest('/api/timer/stop', { method: 'POST' });

    await expect(failure).rejects.toThrow(
      '409: {"statusCode":409,"error":"Conflict","message":"No timer is running."}',
    );
  });

  it('uses the status text when a failed answer has no body', async () => {
    stubFetch({ 'GET /api/timer/active': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiRequest('/api/timer/active')).rejects.toThrow('503: Service Unavailable');
  });

  it('marks a 401 as "signed out"', async () => {
    stubFetch({ 'GET /api/timer/active': () => errorResponse(401, 'Unauthorized', 'Please sign in.') });

    const error = await apiRequest('/api/timer/active').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('can treat a 401 as "nobody is signed in" instead of a failure', async () => {
    stubFetch({ 'GET /api/auth/user': () => errorResponse(401, 'Unauthorized', 'Please sign in.') });
    await expect(apiRequest('/api/auth/user', { on401: 'return-null' })).resolves.toBeNull();
  });
});
