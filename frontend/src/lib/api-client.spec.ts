import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub';
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

  describe('a conditional GET (the one-second poll)', () => {
    const withEtag = (body: unknown, etag: string) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });
    const sentEtag = (call: unknown[]) =>
      (call[1] as RequestInit & { headers: Record<string, string> }).headers['If-None-Match'];

    it('sends the ETag of its last answer and reads a 304 as that answer again', async () => {
      const running = { startTime: '2026-11-23T08:00:00.000Z', type: 'work' };
      const answers = [withEtag(running, 'W/"1"'), new Response(null, { status: 304 })];
      const fetchMock = stubFetch({ 'GET /api/poll-a': () => answers.shift()! });

      await expect(apiRequest('/api/poll-a', { conditional: true })).resolves.toEqual(running);
      await expect(apiRequest('/api/poll-a', { conditional: true })).resolves.toEqual(running);

      expect(sentEtag(fetchMock.mock.calls[0])).toBeUndefined();
      expect(sentEtag(fetchMock.mock.calls[1])).toBe('W/"1"');
      expect(fetchMock.mock.calls[1][1]).toMatchObject({ cache: 'no-store' });
    });

    it('hands the headers of a full answer and of a 304 to the caller, and not those of a failure', async () => {
      const answers = [
        new Response('null', { status: 200, headers: { ETag: 'W/"1"', 'Pause-Facts-Version': '3' } }),
        new Response(null, { status: 304, headers: { 'Pause-Facts-Version': '4' } }),
        errorResponse(503, 'Service Unavailable', 'The database is not answering.'),
      ];
      stubFetch({ 'GET /api/poll-d': () => answers.shift()! });
      const seen: (string | null)[] = [];
      const onHeaders = (headers: Headers) => seen.push(headers.get('Pause-Facts-Version'));

      await apiRequest('/api/poll-d', { conditional: true, onHeaders });
      await apiRequest('/api/poll-d', { conditional: true, onHeaders });
      await expect(apiRequest('/api/poll-d', { conditional: true, onHeaders })).rejects.toThrow('503');
      expect(seen).toEqual(['3', '4']);
    });

    it('keeps the newest answer when the server says it changed', async () => {
      const answers = [
        withEtag({ type: 'work' }, 'W/"1"'),
        withEtag(null, 'W/"2"'),
        new Response(null, { status: 304 }),
      ];
      const fetchMock = stubFetch({ 'GET /api/poll-b': () => answers.shift()! });

      await apiRequest('/api/poll-b', { conditional: true });
      await expect(apiRequest('/api/poll-b', { conditional: true })).resolves.toBeNull();
      await expect(apiRequest('/api/poll-b', { conditional: true })).resolves.toBeNull();
      expect(sentEtag(fetchMock.mock.calls[2])).toBe('W/"2"');
    });

    it('forgets its ETag after a failure, so a signed-out poll never reuses an earlier answer', async () => {
      const answers = [
        withEtag({ type: 'work' }, 'W/"1"'),
        errorResponse(401, 'Unauthorized', 'Please sign in.'),
        withEtag(null, 'W/"3"'),
      ];
      const fetchMock = stubFetch({ 'GET /api/poll-c': () => answers.shift()! });

      await apiRequest('/api/poll-c', { conditional: true });
      await expect(apiRequest('/api/poll-c', { conditional: true })).rejects.toThrow('401');
      await apiRequest('/api/poll-c', { conditional: true });
      expect(sentEtag(fetchMock.mock.calls[2])).toBeUndefined();
    });

    it('never sends an ETag with a plain GET', async () => {
      const fetchMock = stubFetch({ 'GET /api/poll-d': () => withEtag({ a: 1 }, 'W/"1"') });
      await apiRequest('/api/poll-d');
      await apiRequest('/api/poll-d');
      expect(sentEtag(fetchMock.mock.calls[1])).toBeUndefined();
    });
  });
});
