import express from 'express';
import request from 'supertest';
import { PENDING_SIGN_INS_COOKIE, readPendingSignIns, writePendingSignIns } from './pending-sign-in-cookie';
import type { PendingSignIn } from './pending-sign-ins';

const SECRET = 'cookie-test-secret';
const pending: PendingSignIn = { state: 'st', nonce: 'no', codeVerifier: 've', startedAt: 1_000 };

/** An app that writes the pending sign-ins it is given and answers with those it reads. */
function app(secret = SECRET) {
  const server = express();
  server.set('trust proxy', 1);
  server.get('/api/write', (req, res) => {
    writePendingSignIns(req, res, req.query.none ? [] : [pending], secret);
    res.end();
  });
  server.get('/api/read', (req, res) => res.json(readPendingSignIns(req, secret)));
  return server;
}

const cookieOf = (response: request.Response) =>
  ((response.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((cookie) =>
    cookie.startsWith(`${PENDING_SIGN_INS_COOKIE}=`),
  )!;

describe("the pending sign-ins' cookie", () => {
  it('brings back what it was given, from a cookie that is httpOnly, SameSite=Lax, for /api, for ten minutes', async () => {
    const written = cookieOf(await request(app()).get('/api/write'));
    expect(written).toMatch(/HttpOnly/);
    expect(written).toMatch(/SameSite=Lax/);
    expect(written).toMatch(/Path=\/api/);
    expect(written).toMatch(/Max-Age=600/);
    expect(written).not.toMatch(/Secure/);
    const read = await request(app()).get('/api/read').set('Cookie', written.split(';')[0]);
    expect(read.body).toEqual([pending]);
  });

  it('is Secure when the request came over HTTPS', async () => {
    expect(cookieOf(await request(app()).get('/api/write').set('X-Forwarded-Proto', 'https'))).toMatch(/Secure/);
  });

  it('is removed once nothing is pending', async () => {
    expect(cookieOf(await request(app()).get('/api/write?none=1'))).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('counts for nothing when its signature is not ours: changed, forged, or signed with another secret', async () => {
    const written = cookieOf(await request(app('another-secret')).get('/api/write')).split(';')[0];
    const [name, value] = written.split('=');
    const forgedPayload = Buffer.from(JSON.stringify([{ ...pending, state: 'mine' }])).toString('base64url');
    for (const cookie of [
      written,
      `${name}=${forgedPayload}.${decodeURIComponent(value).split('.')[1]}`,
      `${name}=${forgedPayload}`,
      `${name}=garbage`,
    ]) {
      expect((await request(app()).get('/api/read').set('Cookie', cookie)).body).toEqual([]);
    }
  });
});
