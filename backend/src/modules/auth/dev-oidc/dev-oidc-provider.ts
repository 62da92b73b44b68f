// The development OpenID Connect provider: a real oidc-provider with a sign-in page where a person
// types an email and a name, no password. Only for running Pause without an identity service.
import express, { type Request, type Response, type Router } from 'express';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider' with { 'resolution-mode': 'import' };
import { type DevAccount, type SignInForm, readSignInForm, renderSignInPage } from './sign-in-page';

export const DEV_OIDC_MOUNT_PATH = '/oidc';

export interface DevOidcOptions {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  readonly production: boolean;
  readonly trustProxy?: boolean;
}

const SCOPE = 'openid email profile';

/** An Express router to mount at DEV_OIDC_MOUNT_PATH. */
export async function createDevOidcProvider(options: DevOidcOptions): Promise<Router> {
  if (options.production) {
    throw new Error(
      'The development OpenID provider does not run when NODE_ENV=production. ' +
        'Set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to use a real provider.',
    );
  }
  const { default: Provider } = await import('oidc-provider');
  const accounts = new Map<string, DevAccount>();
  const provider = new Provider(options.issuer, providerConfiguration(options, accounts));
  provider.proxy = options.trustProxy ?? false;

  const router = express.Router();
  router.get('/interaction/:uid', async (request, response, next) => {
    try {
      const details = await provider.interactionDetails(request, response);
      if (details.prompt.name !== 'login') {
        await provider.interactionFinished(request, response, {}, { mergeWithLastSubmission: true });
        return;
      }
      sendPage(response, renderSignInPage({ action: `${request.originalUrl}` }));
    } catch (error) {
      next(error);
    }
  });
  router.post(
    '/interaction/:uid',
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (request: Request, response: Response, next) => {
      try {
        await provider.interactionDetails(request, response);
        const form: SignInForm = readSignInForm(request.body as Record<string, unknown>);
        if (!form.account) {
          sendPage(
            response,
            renderSignInPage({ action: request.originalUrl, values: form.values, error: form.error }),
            400,
          );
          return;
        }
        accounts.set(form.account.sub, form.account);
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: form.account.sub } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        next(error);
      }
    },
  );
  router.use(provider.callback());
  return router;
}

function providerConfiguration(options: DevOidcOptions, accounts: Map<string, DevAccount>): Configuration {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the profile and email claims in the ID token too, not only behind the userinfo endpoint.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...signingKey, kid: 'pause-dev', use: 'sig', alg: 'RS256' } as never] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${DEV_OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    // Pause is the provider's only client, so consent is implied: every grant carries the scopes asked for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await provider.Grant.find(grantId) : undefined) ??
        new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          given_name: account.givenName || undefined,
          family_name: account.familyName || undefined,
          name: [account.givenName, account.familyName].filter(Boolean).join(' ') || undefined,
        }),
      };
    },
  };
}

function sendPage(response: Response, html: string, status = 200): void {
  response.status(status).type('html').setHeader('Cache-Control', 'no-store').send(html);
}
