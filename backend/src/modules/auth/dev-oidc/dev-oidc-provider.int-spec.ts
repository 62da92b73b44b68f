// The development provider's own pages when something is off: a sign-in page it does not know, and a
// request it refuses. (In the app, e2e/sign-in-and-time.e2e.ts opens an unknown one in Chromium.)
import request from 'supertest';
import { type DevOidcProcess, startDevOidcProcess } from '#src/shared/testing/dev-oidc-process';

describe('the development OpenID provider', () => {
  let provider: DevOidcProcess;
  let origin: string;

  beforeAll(async () => {
    provider = await startDevOidcProcess('http://pause.test/api/callback');
    origin = new URL(provider.issuer).origin;
  });

  afterAll(() => provider.stop());

  it.each([
    ['opening', (agent: request.Agent) => agent.get('/oidc/interaction/no-such-sign-in')],
    [
      'sending the form of',
      (agent: request.Agent) =>
        agent.post('/oidc/interaction/no-such-sign-in').type('form').send({ email: 'a@b.co', givenName: 'A' }),
    ],
  ])('answers %s a sign-in page it does not know with a 400 page saying so, and a way back', async (_, send) => {
    const page = await send(request.agent(origin)).expect(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<h1>This sign-in has expired</h1>');
    expect(page.text).toContain('<a class="button" href="http://pause.test/">Back to Pause</a>');
  });

  it("shows its own refusals on Pause's page, not oidc-provider's (which loads a font from Google)", async () => {
    const page = await request(origin).get('/oidc/auth?client_id=someone-else&response_type=code').expect(400);
    expect(page.text).toContain('<h1>The development provider refused this request</h1>');
    expect(page.text).toContain('invalid_client');
    expect(page.text).not.toContain('googleapis');
  });
});
