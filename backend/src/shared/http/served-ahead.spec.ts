import express from 'express';
import { createServer } from 'node:http';
import request from 'supertest';
import { answerRead } from './json-answer';
import type { HeadersMiddleware } from './security-headers';
import { serveAheadOfExpress } from './served-ahead';

const POLL = '/api/poll';

/** Express answers what it is given with its own mark, so each test can tell which side answered. */
function serverWithPollAhead(headers: HeadersMiddleware = (_request, response, next) => next()) {
  const framework = express();
  framework.disable('x-powered-by');
  framework.use((_request, response, next) => {
    response.setHeader('X-Answered-By', 'express');
    next();
  });
  framework.all('/{*any}', (_request, response) => response.json({ from: 'express' }));
  const server = createServer(framework);
  serveAheadOfExpress(server, headers, [
    { path: POLL, get: (incoming, response) => answerRead(incoming, response, { from: 'ahead' }) },
  ]);
  return server;
}

describe('routes served ahead of Express', () => {
  it('answer a GET of their exact path, with or without a query string, without Express seeing it', async () => {
    const server = serverWithPollAhead();
    for (const path of [POLL, `${POLL}?cache-buster=1`]) {
      const answer = await request(server).get(path).expect(200);
      expect(answer.body).toEqual({ from: 'ahead' });
      expect(answer.headers['x-answered-by']).toBeUndefined();
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answer HEAD with the headers of a GET and no body', async () => {
    const answer = await request(serverWithPollAhead()).head(POLL).expect(200);
    expect(answer.headers['x-answered-by']).toBeUndefined();
    expect(answer.headers.etag).toMatch(/^W\//);
    expect(answer.text).toBeUndefined();
  });

  it('answer an unchanged read with 304 and no body when If-None-Match names its ETag', async () => {
    const server = serverWithPollAhead();
    const first = await request(server).get(POLL).expect(200);
    const again = await request(server).get(POLL).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
    await request(server).get(POLL).set('If-None-Match', 'W/"something-else"').expect(200);
  });

  it('leave other methods, other paths and other spellings of the path to Express', async () => {
    const server = serverWithPollAhead();
    for (const answer of [
      await request(server).post(POLL),
      await request(server).get('/api/poll/more'),
      await request(server).get('/api/pol'),
      await request(server).get('/API/Poll/'),
    ]) {
      expect(answer.body).toEqual({ from: 'express' });
      expect(answer.headers['x-answered-by']).toBe('express');
    }
  });

  it('carry the headers Express would set first', async () => {
    const answer = await request(
      serverWithPollAhead((_request, response, next) => {
        response.setHeader('X-Frame-Options', 'DENY');
        next();
      }),
    )
      .get(POLL)
      .expect(200);
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('answer in the single error shape when setting the headers fails', async () => {
    const answer = await request(serverWithPollAhead((_request, _response, next) => next(new Error('broken'))))
      .get(POLL)
      .expect(500);
    expect(answer.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
  });

  it('refuse a server that does not have Express as its one request listener', () => {
    const headers: HeadersMiddleware = (_request, _response, next) => next();
    expect(() => serveAheadOfExpress(createServer(), headers, [])).toThrow(/one listener/);
  });
});
