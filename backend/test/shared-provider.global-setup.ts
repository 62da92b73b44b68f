// Jest's globalSetup entry (backend/jest.config.js): shared-provider.setup.ts says what it starts.
export { setup as default } from './shared-provider.setup';
