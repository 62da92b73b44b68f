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

module.exports = {
  projects: [
    project('unit', ['<rootDir>/src/**/*.spec.ts']),
    project('integration', ['<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts']),
    project('e2e', ['<rootDir>/e2e/**/*.e2e.ts']),
  ],
  // Generous, because services start inside the tests; no test asserts how long anything takes.
  testTimeout: 120_000,
};
