// The development OpenID Connect provider: a real oidc-provider with a sign-in page where a person
// types an email and a name, no password. Only for running Pause without an identity service. It is as
// strict as the strictest providers Pause meets: every authorization request needs a nonce and PKCE.
// Tests run it with quirks of other providers (claims only in one place, one client authentication method).
import { PayloadTooLargeException } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC, errors as OidcErrors } from 'oidc-provider' with {
  'resolution-mode': 'import',
};
import { bodyTooLarge } from '#src/shared/http/body-parser-refusals';
import { DEV_ID_TOKEN_ALGORITHM } from '#src/modules/auth/provider-metadata';
import {
  type DevAccount,
  type SignInForm,
  readSignInForm,
  renderProviderErrorPage,
  renderSignInPage,
  renderSignOutPage,
  renderUnknownInteractionPage,
} from './sign-in-page';

export const DEV_OIDC_MOUNT_PATH = '/oidc';

export interface DevOidcOptions {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  readonly production: boolean;
  readonly trustProxy?: boolean;
  /** Where RP-initiated logout may send the browser back to. */
  readonly postLogoutRedirectUri?: string;
  readonly quirks?: DevOidcQuirks;
}

/** Behaviours of other providers, to test Pause against. */
export interface DevOidcQuirks {
  /** `userinfo`: the ID token carries only `sub`; `id-token`: no userinfo endpoint at all. Default: both. */
  readonly claimsIn?: 'both' | 'userinfo' | 'id-token';
  /** The one client authentication method the provider offers. Default: all it knows, client_secret_basic registered. */
  readonly clientAuthMethod?: 'client_secret_basic' | 'client_secret_post';
  /** What email_verified says. Default true; false plays a provider that never checks an email. */
  readonly emailVerified?: boolean;
}

const SCOPE = 'openid email profile';
/** The sign-in form's fields (an email and two names) fit many times over. */
const SIGN_IN_FORM_LIMIT_BYTES = 4 * 1024;
/** What oidc-provider itself reads of a body at most (its selective_body.js). */
const PROVIDER_BODY_LIMIT_BYTES = 56 * 1024;
const DAY_SECONDS = 24 * 60 * 60;

/** An Express router to mount at DEV_OIDC_MOUNT_PATH. */
export async function createDevOidcProvider(options: DevOidcOptions): Promise<Router> {
  if (options.production) {
    throw new Error(
      'The development OpenID provider does not run when NODE_ENV=production. ' +
        'Set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to use a real provider.',
    );
  }
  const { default: Provider, errors } = await import('oidc-provider');
  const accounts = new Map<string, DevAccount>();
  const provider = new Provider(options.issuer, providerConfiguration(options, accounts));
  provider.proxy = options.trustProxy ?? false;
  const appHome = appHomeOf(options);
  /** An interaction that is not (or no longer) known is the person's situation, not the provider's failure. */
  const answerUnknownInteraction = (error: unknown, response: Response, next: (error: unknown) => void) => {
    if (!(error instanceof (errors as typeof OidcErrors).SessionNotFound)) return next(error);
    sendPage(response, renderUnknownInteractionPage(appHome), error.statusCode);
  };

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
      answerUnknownInteraction(error, response, next);
    }
  });
  router.post(
    '/interaction/:uid',
    // A larger form fails here with body-parser's 413, which answerError puts in the single error shape.
    express.urlencoded({ extended: false, limit: SIGN_IN_FORM_LIMIT_BYTES }),
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
        answerUnknownInteraction(error, response, next);
      }
    },
  );
  router.use('/auth', refuseRequestsWithoutNonce(options.issuer));
  router.use(refuseDeclaredBodiesOver(PROVIDER_BODY_LIMIT_BYTES));
  router.use(provider.callback());
  return router;
}

/**
 * oidc-provider, like the specification, lets a code-flow request go without a nonce; some providers
 * (glewlwyd) refuse it, and so does this one, the way they do: an error sent back to the client.
 */
function refuseRequestsWithoutNonce(issuer: string) {
  return (request: Request, response: Response, next: () => void): void => {
    const parameters = request.method === 'GET' ? request.query : {};
    const redirectUri = typeof parameters.redirect_uri === 'string' ? parameters.redirect_uri : undefined;
    if (request.method !== 'GET' || typeof parameters.nonce === 'string' || !redirectUri) return next();
    const answer = new URL(redirectUri);
    answer.searchParams.set('error', 'invalid_request');
    answer.searchParams.set('error_description', 'nonce required');
    if (typeof parameters.state === 'string') answer.searchParams.set('state', parameters.state);
    answer.searchParams.set('iss', issuer);
    response.redirect(answer.href);
  };
}

/**
 * oidc-provider answers a body over its limit as OAuth's 400 invalid_request; a body that says it is
 * larger is refused first as every other body-size refusal is, a 413 in the single error shape. (A
 * chunked body, which declares no length, still meets oidc-provider's own refusal: browsers and
 * openid-client always declare one.)
 */
function refuseDeclaredBodiesOver(limitBytes: number) {
  return (request: Request, _response: Response, next: NextFunction): void => {
    if (Number(request.headers['content-length']) > limitBytes) {
      return next(new PayloadTooLargeException(bodyTooLarge(limitBytes)));
    }
    next();
  };
}

function providerConfiguration(options: DevOidcOptions, accounts: Map<string, DevAccount>): Configuration {
  // ID tokens are signed with ES256: a P-256 key is made in a millisecond, where an RSA key of 2,048
  // bits took half a second of every start of the app, and of every test that starts a provider.
  // (Glewlwyd, in the sign-in tests, signs with RS256, so Pause's client is held to both.)
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const claimsIn = options.quirks?.claimsIn ?? 'both';
  const authMethod = options.quirks?.clientAuthMethod;
  return {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: options.postLogoutRedirectUri ? [options.postLogoutRedirectUri] : [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: authMethod ?? 'client_secret_basic',
        id_token_signed_response_alg: DEV_ID_TOKEN_ALGORITHM,
      },
    ],
    ...(authMethod ? { clientAuthMethods: [authMethod] } : {}),
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Unless told otherwise, put the profile and email claims in the ID token too, not only behind userinfo.
    conformIdTokenClaims: claimsIn === 'userinfo',
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // In seconds. A sign-in page lasts as long as Pause waits for the sign-in it belongs to.
    ttl: { Interaction: 10 * 60, Session: 14 * DAY_SECONDS, Grant: 14 * DAY_SECONDS, AccessToken: 3600, IdToken: 3600 },
    jwks: { keys: [{ ...signingKey, kid: 'pause-dev', use: 'sig', alg: DEV_ID_TOKEN_ALGORITHM } as never] },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: claimsIn !== 'id-token' },
      rpInitiatedLogout: { enabled: true, logoutSource: renderLogoutPage },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderErrorPage(out, appHomeOf(options));
    },
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
          email_verified: options.quirks?.emailVerified ?? true,
          given_name: account.givenName || undefined,
          family_name: account.familyName || undefined,
          name: [account.givenName, account.familyName].filter(Boolean).join(' ') || undefined,
        }),
      };
    },
  };
}

/** Where the provider's pages send a person back to: the app's landing page. */
function appHomeOf(options: DevOidcOptions): string {
  return new URL('/', options.redirectUri).href;
}

function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): void {
  ctx.type = 'html';
  ctx.body = renderSignOutPage(form);
}

function sendPage(response: Response, html: string, status = 200): void {
  response.status(status).type('html').setHeader('Cache-Control', 'no-store').send(html);
}
