// Three kinds of backend test, told apart by file suffix (STYLE.md): *.spec.ts (unit),
// *.int-spec.ts (real PostgreSQL and Redis), e2e/*.e2e.ts (a real Chromium).
const transform = {
  '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  '^.+/node_modules/(openid-client|oauth4webapi|jose)/.+\\.js$': [
    'ts-jest',
    { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', isolatedModules: true } },
  ],
};

const project = (displayName, testMatch, extra = {}) => ({
  displayName,
  rootDir: __dirname,
  testEnvironment: 'node',
  // The rules workspace's TypeScript itself (its package.json), compiled by ts-jest like the backend's own.
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', '@pause/source'] },
  transform,
  testMatch,
  setupFiles: ['reflect-metadata'],
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  ...extra,
});

const INTEGRATION = ['<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'];

/**
 * Integration tests that hold transactions open on the server for seconds (one in another database,
 * on purpose, or a long replay, backup or restore): while one is open, no other database on the server
 * can read what was committed after it began (the subscriptions wait for the oldest running
 * transaction), so a test file beside them would see its background work stall. They run after the
 * others, one at a time (`integration-alone`); `openTransactionElsewhere` refuses to run anywhere else.
 */
const ALONE_ON_THE_SERVER = [
  'src/modules/analytics/concurrent-rebuild.int-spec.ts',
  'src/shared/event-store/event-store.int-spec.ts',
  'src/shared/projections/read-model-rebuild.int-spec.ts',
  'test/backup-restore.int-spec.ts',
  'test/interrupted-tools.int-spec.ts',
].map((file) => `<rootDir>/${file}`);

// One development OpenID provider for the run (test/shared-provider.setup.ts).
const sharedProvider = {
  globalSetup: '<rootDir>/test/shared-provider.global-setup.ts',
  globalTeardown: '<rootDir>/test/shared-provider.global-teardown.ts',
};

module.exports = {
  projects: [
    project('unit', ['<rootDir>/src/**/*.spec.ts']),
    project('integration', INTEGRATION, {
      ...sharedProvider,
      testPathIgnorePatterns: ['/node_modules/', ...ALONE_ON_THE_SERVER],
    }),
    project('integration-alone', ALONE_ON_THE_SERVER, {
      ...sharedProvider,
      setupFiles: ['reflect-metadata', '<rootDir>/test/alone-on-the-server.setup.ts'],
    }),
    project('e2e', ['<rootDir>/e2e/**/*.e2e.ts']),
  ],
  // Generous, because services start inside the tests and a busy machine stretches every step: the
  // two-device offline journey takes 13 s on a quiet machine and ran past 120 s in one CI run (stop 36),
  // when pages with running timers kept Chromium repainting (docs/testing.md, CI). A hang is still caught
  // sooner by each step's own wait. No test asserts how long anything takes.
  testTimeout: 300_000,
};
