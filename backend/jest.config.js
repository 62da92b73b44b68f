// Three kinds of backend test, told apart by file suffix (STYLE.md): *.spec.ts (unit),
// *.int-spec.ts (real PostgreSQL and Redis), e2e/*.e2e.ts (a real Chromium).
const transform = {
  '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
};

const project = (displayName, testMatch, extra = {}) => ({
  displayName,
  rootDir: __dirname,
  testEnvironment: 'node',
  transform,
  testMatch,
  setupFiles: ['reflect-metadata'],
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
