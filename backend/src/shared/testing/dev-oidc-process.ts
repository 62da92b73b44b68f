// The development OpenID provider in a child process, so tests sign in through a real
// authorization-code flow against an "external" issuer.
import { startChildService } from './child-service';

export interface DevOidcProcess {
  readonly issuer: string;
  stop(): Promise<void>;
}

export interface DevOidcProcessOptions {
  /** A fixed port, for a provider that must come back at the same issuer; by default a free one. */
  readonly port?: number;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** The standalone provider's flags without their dashes: `{ 'claims-in': 'userinfo' }`. */
  readonly flags?: Record<string, string>;
}

export async function startDevOidcProcess(
  redirectUri: string,
  options: DevOidcProcessOptions = {},
): Promise<DevOidcProcess> {
  const args = [
    String(options.port ?? 0),
    redirectUri,
    options.clientId ?? 'pause-dev',
    options.clientSecret ?? 'pause-dev-secret',
    `--post-logout-redirect-uri=${new URL('/', redirectUri).href}`,
    ...Object.entries(options.flags ?? {}).map(([flag, value]) => `--${flag}=${value}`),
  ];
  const service = await startChildService('modules/auth/dev-oidc/standalone.js', args, 'issuer');
  return { issuer: service.address, stop: service.stop };
}
