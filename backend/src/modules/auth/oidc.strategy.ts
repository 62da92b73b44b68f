// Sign-in through passport-openidconnect's authorization-code flow, against the development
// provider or any external OpenID Connect provider alike.
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-openidconnect';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { SignedInUser } from '../../shared/http/current-user';
import { idTokenClaims, mergeClaims } from './identity-claims';
import { OIDC_ENDPOINTS, type OidcEndpoints } from './oidc-endpoints';
import { Users } from './users';

export const OIDC_STRATEGY = 'oidc';

/** The verify callback's arity that makes passport-openidconnect also fetch userinfo. */
const VERIFY_ARITY_WITH_USERINFO = 9;

interface UserinfoProfile {
  readonly _json?: Record<string, unknown>;
}

@Injectable()
export class OidcStrategy extends PassportStrategy(Strategy, OIDC_STRATEGY, VERIFY_ARITY_WITH_USERINFO) {
  constructor(
    @Inject(OIDC_ENDPOINTS) endpoints: OidcEndpoints,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: Users,
  ) {
    super({
      ...endpoints,
      clientID: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      callbackURL: `${config.publicUrl}/api/callback`,
      scope: ['profile', 'email'],
      // The development provider asks every time, so signing out and in again can switch person.
      ...(config.oidc.issuerUrl ? {} : { prompt: 'login' }),
    });
  }

  async validate(
    issuer: string,
    userinfo: UserinfoProfile | undefined,
    _idProfile: unknown,
    _context: unknown,
    idToken: string,
  ): Promise<SignedInUser> {
    const claims = mergeClaims(idTokenClaims(idToken), userinfo?._json);
    return this.users.upsertFromClaims(issuer, claims);
  }
}
