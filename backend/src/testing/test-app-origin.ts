// Where test apps say they are served, and where a test run's shared OpenID provider is announced: kept
// apart from test-app.ts so that Jest's global setup can read them without loading the app.
export const TEST_APP_ORIGIN = 'http://pause.test';

/** The environment variable naming the issuer of the provider the run shares (test/shared-provider.setup.ts). */
export const SHARED_PROVIDER_ISSUER = 'PAUSE_TEST_SHARED_OIDC_ISSUER';
