import { createDevOidcProvider } from './dev-oidc-provider';

describe('the development OpenID provider', () => {
  it('refuses to start when NODE_ENV=production', async () => {
    await expect(
      createDevOidcProvider({
        issuer: 'https://pause.example.com/oidc',
        clientId: 'pause',
        clientSecret: 'secret',
        redirectUri: 'https://pause.example.com/api/callback',
        production: true,
      }),
    ).rejects.toThrow(/does not run when NODE_ENV=production/);
  });
});
