/// <reference types="vitest/config" />
// Build, dev server and test runner settings for the Pause single-page app.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

// The NestJS backend serves the API and the OpenID Connect callbacks; in
// development Vite forwards those paths so cookies stay on one origin.
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The rules workspace's TypeScript itself, not its CommonJS build (rules/package.json; docs/architecture.md).
    conditions: ['@pause/source', ...defaultClientConditions],
    alias: [
      // `@/features/timer/…`: imports read as places, never `../../` (docs/contributing.md, "Imports");
      // frontend/tsconfig.json's `paths` says the same to TypeScript.
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // Radix Dialog's scroll lock without the inline stylesheet the content security policy refuses.
      {
        find: /^react-remove-scroll-bar$/,
        replacement: fileURLToPath(new URL('./src/lib/vendor/remove-scroll-bar.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/oidc': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks the entry imports, for the first-load budget
    // (scripts/first-load-budget.mjs).
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}', 'scripts/**/*.spec.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
