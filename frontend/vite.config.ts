/// <reference types="vitest/config" />
// Build, dev server and test runner settings for the Pause single-page app.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The NestJS backend serves the API and the OpenID Connect callbacks; in
// development Vite forwards those paths so cookies stay on one origin.
const backend = 'http://localhost:3000';

/** The mark's terracotta (index.html's favicon, scripts/app-icons.mjs) and the light theme's canvas. */
const TERRACOTTA = '#c2410c';
const CANVAS = '#fbf7f2';

/**
 * Installable and opening offline (issue 28): the web app manifest, and our own service worker
 * (src/service-worker/sw.ts) given the list of built files to precache. The page registers
 * it after load (lib/offline/register-service-worker.ts), so the plugin writes no registration script.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: 'manifest.webmanifest',
  // Precached beside the manifest and its icons, which the plugin adds itself.
  includeAssets: ['icons/apple-touch-icon-180.png'],
  manifest: {
    name: 'Pause',
    short_name: 'Pause',
    description: 'Pause is a gentle work-life balance timer. Take back your time.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: TERRACOTTA,
    background_color: CANVAS,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // dist/sw.js, a classic script (no import statements), registered at the site's root.
    rollupFormat: 'iife',
    // The shell, every chunk (the dashboard's too: it must open offline), the stylesheet, theme.js.
    // Not html2canvas (200 kB, only for the share card's download), nor Vite's manifest of chunks.
    globPatterns: ['**/*.{js,css,html}'],
    globIgnores: ['.vite/**', 'sw.js', 'assets/html2canvas-*.js'],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), installableApp],
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
    // Every browser Pause supports knows <link rel="modulepreload">: the polyfill would only cost the
    // landing page's first load (docs/performance.md).
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}', 'scripts/**/*.spec.ts'],
    css: false,
    // One jsdom and one module graph per worker rather than per file: 1 s of environments instead of
    // two minutes (docs/testing.md). The setup file clears what a test leaves behind; shuffled runs
    // (`npx vitest run --sequence.shuffle --sequence.seed=N`) find a test that leans on another's state.
    isolate: false,
    // Every core: Vitest's default leaves one for its own process, which does little here (one of
    // two cores on CI's machine: 45 s on one worker, 30 s on two).
    maxWorkers: '100%',
    restoreMocks: true,
    unstubGlobals: true,
  },
});
