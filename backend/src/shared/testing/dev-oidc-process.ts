// The development OpenID provider in a child process, so tests sign in through a real
// authorization-code flow against an "external" issuer.
import { startChildService } from './child-service';

export interface DevOidcProcess {
  readonly issuer: string;
  stop(): Promise<void>;
}

export async function startDevOidcProcess(redirectUri: string): Promise<DevOidcProcess> {
  const service = await startChildService('modules/auth/dev-oidc/standalone.js', ['0', redirectUri], 'issuer');
  return { issuer: service.address, stop: service.stop };
}
