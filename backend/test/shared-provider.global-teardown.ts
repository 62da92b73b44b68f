// Jest's globalTeardown entry (backend/jest.config.js): stops what shared-provider.setup.ts started.
export { teardown as default } from './shared-provider.setup';
