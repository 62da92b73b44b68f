import { type TestApp, startTestApp } from '#src/testing/test-app';

const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

describeWithRedis('the queue board for operators', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ env: { ADMIN_EMAILS: 'Ops@Example.com, lead@example.com' } });
  });

  afterAll(() => pause.close());

  it('opens for a signed-in person whose email is in ADMIN_EMAILS and verified by their provider', async () => {
    const ops = await pause.signedIn({ email: 'ops@example.com', givenName: 'Ops' });
    const board = await ops.get('/admin/queues').expect(200);
    expect(board.text).toMatch(/<html/i);
    // Its pages style themselves inline; its scripts are files, as everywhere.
    expect(board.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline';");
    expect(board.headers['content-security-policy']).toContain("script-src 'self';");
    const queues = await ops.get('/admin/queues/api/queues').expect(200);
    expect(JSON.stringify(queues.body)).toContain('achievements');
  });

  it('answers 404, as for any unknown path, to everyone else', async () => {
    const visitor = pause.anonymous();
    const member = await pause.signedIn({ email: 'member@example.com', givenName: 'Member' });
    for (const agent of [visitor, member]) {
      const response = await agent.get('/admin/queues').expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      await agent.get('/admin/queues/api/queues').expect(404);
    }
  });
});

describeWithRedis('the queue board, when the provider does not vouch for the email', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({
      env: { ADMIN_EMAILS: 'ops@example.com' },
      provider: { flags: { 'email-verified': 'false' } },
    });
  });

  afterAll(() => pause.close());

  it("answers 404 to a person who signed in with an admin's email that the provider did not verify", async () => {
    const impostor = await pause.signedIn({ email: 'ops@example.com', givenName: 'Ops' });
    expect((await impostor.get('/api/auth/user').expect(200)).body.email).toBe('ops@example.com');
    await impostor.get('/admin/queues').expect(404);
    await impostor.get('/admin/queues/api/queues').expect(404);
  });

  it('goes by the latest sign-in: an email verified before but not now no longer opens it', async () => {
    const ops = await pause.signedIn({ email: 'ops@example.com', givenName: 'Ops' });
    await pause.sql.query("update users set email_verified = true where email = 'ops@example.com'");
    await ops.get('/admin/queues').expect(200);
    const again = await pause.signedIn({ email: 'ops@example.com', givenName: 'Ops' });
    await again.get('/admin/queues').expect(404);
  });
});

describe('the queue board without Redis', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ env: { REDIS_URL: '', ADMIN_EMAILS: 'ops@example.com' } });
  });

  afterAll(() => pause.close());

  it('is not there at all, since jobs run in-process', async () => {
    const ops = await pause.signedIn({ email: 'ops@example.com', givenName: 'Ops' });
    await ops.get('/admin/queues').expect(404);
  });
});
