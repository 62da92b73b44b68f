// Jest's global setup and teardown for the integration tests: one development OpenID provider for the
// whole run, which every test app that asks for no provider of its own signs in with
// (testing/test-app.ts). Starting one per test file was a process boot (about a second of CPU) for each
// of some sixty apps; the provider keeps nothing between sign-ins that one file could see of another's
// (an account is written afresh at each sign-in, and every test signs in with a client of its own).
// Jest loads a global setup with Node's own resolver, where `#src/…` names the shipped build, which
// holds no test helpers: so these two imports climb, as no other file does.
// eslint-disable-next-line pause/imports-as-places
import { type DevOidcProcess, startDevOidcProcess } from '../src/shared/testing/dev-oidc-process';
// eslint-disable-next-line pause/imports-as-places
import { SHARED_PROVIDER_ISSUER, TEST_APP_ORIGIN } from '../src/testing/test-app-origin';

const running = globalThis as typeof globalThis & { pauseSharedProvider?: DevOidcProcess };

export async function setup(): Promise<void> {
  running.pauseSharedProvider = await startDevOidcProcess(`${TEST_APP_ORIGIN}/api/callback`);
  // Set before Jest starts its workers, which inherit the environment.
  process.env[SHARED_PROVIDER_ISSUER] = running.pauseSharedProvider.issuer;
}

export async function teardown(): Promise<void> {
  await running.pauseSharedProvider?.stop();
  delete process.env[SHARED_PROVIDER_ISSUER];
}
