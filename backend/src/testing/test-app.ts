// The whole app in the test process, on its own database, signing in through a real OpenID flow. It
// composes the app, so it sits beside bootstrap/ rather than in shared/ (which never imports features).
import type { INestApplication } from '@nestjs/common';
import { Database } from '#src/shared/database/database';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '#src/bootstrap/create-app';
import { readAppConfig } from '#src/config/app-config';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import type { Sql } from '#src/shared/database/sql';
import { FakeClock } from '#src/shared/testing/fake-clock';
import { forgetQueueKeys } from '#src/shared/testing/forget-queue-keys';
import {
  type DevOidcProcess,
  type DevOidcProcessOptions,
  startDevOidcProcess,
} from '#src/shared/testing/dev-oidc-process';
import { type TestIdentity, signIn } from '#src/shared/testing/sign-in';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { SHARED_PROVIDER_ISSUER, TEST_APP_ORIGIN } from './test-app-origin';

export { TEST_APP_ORIGIN };

export interface TestApp {
  readonly app: INestApplication;
  readonly clock: FakeClock;
  /** The test database, for processes started beside the app. */
  readonly databaseUrl: string;
  /** Raw SQL against the test database, for assertions on the event log and read models. */
  readonly sql: Sql;
  /** A fresh browser-like client with no session. */
  anonymous(): TestAgent;
  /** A client signed in as this person (created on first sign-in). */
  signedIn(identity: TestIdentity): Promise<TestAgent>;
  /** Stops the OpenID provider the app signs in with, as an outage would. */
  stopProvider(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for the app's configuration, e.g. TRUST_PROXY. */
  readonly env?: Record<string, string>;
  /** `embedded` uses PGlite even when DATABASE_URL names a server. */
  readonly database?: 'configured' | 'embedded';
  /**
   * How the development provider that plays the external one is started (its quirks, its secret), for
   * an app with a provider of its own. Without it, the app signs in with the provider the test run
   * shares (test/shared-provider.setup.ts), which a test cannot stop; pass `{}` to get one it can.
   */
  readonly provider?: DevOidcProcessOptions;
  /** Runs on the new, empty database before the app starts (and migrates it): to set up an older schema. */
  readonly prepareDatabase?: (databaseUrl: string) => Promise<void>;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database: DatabaseEndpoint = await createTestDatabase(options.database);
  await options.prepareDatabase?.(database.url);
  const provider = await providerFor(options.provider);
  const config = readAppConfig({
    ...process.env,
    DATABASE_URL: database.url,
    PUBLIC_URL: TEST_APP_ORIGIN,
    OIDC_ISSUER_URL: provider.issuer,
    SESSION_SECRET: 'test-session-secret',
    NODE_ENV: 'test',
    QUEUE_PREFIX: `pause-test-${randomBytes(4).toString('hex')}`,
    // Tests sign many people in from one address; the limit's own test sets it back.
    SIGN_IN_ATTEMPTS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
    ...options.env,
  });
  const clock = new FakeClock();
  const app = await createApp({
    config,
    databaseUrl: database.url,
    clock,
    logger: process.env.TEST_LOGS ? undefined : false,
  });
  // Listening once, rather than supertest binding a port and closing it again for every request.
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  // Browsers name the app's host as PUBLIC_URL does; sign-in starting on another is sent there first.
  const browser = () => request.agent(server).set('Host', new URL(TEST_APP_ORIGIN).host);

  return {
    app,
    clock,
    databaseUrl: database.url,
    sql: app.get(Database),
    anonymous: browser,
    async signedIn(identity) {
      const agent = browser();
      await signIn(agent, TEST_APP_ORIGIN, identity);
      return agent;
    },
    stopProvider: async () => {
      if (!provider.owned)
        throw new Error(
          'This app signs in with the provider the run shares: start it with `provider: {}` to stop one.',
        );
      await provider.owned.stop();
    },
    async close() {
      await app.close();
      if (config.redisUrl) await forgetQueueKeys(config.redisUrl, config.queuePrefix);
      await provider.owned?.stop();
      await database.close();
    },
  };
}

/**
 * The provider an app signs in with: the run's shared one when the app asks for none of its own and
 * Jest started one (`owned` false: closing the app leaves it running, and a test cannot stop it).
 */
async function providerFor(
  options: DevOidcProcessOptions | undefined,
): Promise<{ readonly issuer: string; readonly owned?: DevOidcProcess }> {
  const shared = process.env[SHARED_PROVIDER_ISSUER];
  if (options === undefined && shared) return { issuer: shared };
  const owned = await startDevOidcProcess(`${TEST_APP_ORIGIN}/api/callback`, options);
  return { issuer: owned.issuer, owned };
}
