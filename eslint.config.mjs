// One linter for the whole repository. Besides the usual rules, it holds the boundaries of
// docs/architecture.md, so nobody has to remember them:
//   backend:  shared/ never imports modules/; a module imports another only through its
//             `*.events.ts` or its one public file (PUBLIC_MODULE_FILES); no import cycles.
//   frontend: components/ui, lib and hooks never import features/ or app/; a feature never imports
//             another feature nor app/; only app/ composes features.
//   rules:    the product rules both halves import (`@pause/rules/<rule>`) import neither half.
// And imports read as places: `@/…` in the frontend, `#src/…` in the backend, never `../`
// (eslint/imports-as-places.cjs, whose autofix does the rewriting: `npx eslint --fix`).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import places from './eslint/imports-as-places.cjs';

const BACKEND_MODULES = 'backend/src/modules';
const FRONTEND_FEATURES = 'frontend/src/features';

/**
 * The one file of each backend module that another module may import besides its events: what it
 * lends to others, documented in docs/architecture.md.
 */
const PUBLIC_MODULE_FILES = ['people/people.ts', 'friends/friendships.ts', 'analytics/weekly-life-percentages.ts'];

/** eslint-plugin-import resolves `from` against the working directory but matches `except` as written. */
const absolute = (glob) => join(import.meta.dirname, glob);

const foldersIn = (path) =>
  readdirSync(join(import.meta.dirname, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Tests (and a module's own `testing/` fixtures) may also use another module's `testing/` fixtures. */
const TEST_FILES = ['**/*.spec.{ts,tsx}', '**/*.int-spec.ts', '**/testing/**'];

const moduleZones = (forTests) =>
  foldersIn(BACKEND_MODULES).map((module) => ({
    target: `${BACKEND_MODULES}/${module}/**`,
    from: [`${BACKEND_MODULES}/**`],
    except: [
      `${BACKEND_MODULES}/${module}/**`,
      `${BACKEND_MODULES}/*/*.events.ts`,
      // A brace list: the plugin takes only glob patterns here.
      `${BACKEND_MODULES}/{${PUBLIC_MODULE_FILES.join(',')}}`,
      ...(forTests ? [`${BACKEND_MODULES}/*/testing/**`] : []),
    ].map(absolute),
    message: `A module imports another only through its *.events.ts or its public file${forTests ? ', or its testing/ fixtures in tests' : ''} (docs/architecture.md).`,
  }));

const featureZones = foldersIn(FRONTEND_FEATURES).map((feature) => ({
  target: `${FRONTEND_FEATURES}/${feature}/**`,
  from: [`${FRONTEND_FEATURES}/**`],
  except: [absolute(`${FRONTEND_FEATURES}/${feature}/**`)],
  message: 'A feature never imports another feature: share through components/ui, lib or hooks, and compose in app/.',
}));

const boundaryZones = (forTests) => [
  {
    target: 'rules/**',
    from: ['backend/**', 'frontend/**', 'bench/**'],
    message: 'The rules belong to neither half: both import them, and they import neither.',
  },
  {
    target: 'backend/src/shared/**',
    from: ['backend/src/modules/**'],
    message: 'shared/ is machinery every feature uses: it never imports a module.',
  },
  ...moduleZones(forTests),
  {
    target: ['frontend/src/components/**', 'frontend/src/lib/**', 'frontend/src/hooks/**'],
    from: ['frontend/src/features/**', 'frontend/src/app/**'],
    message: 'Shared building blocks never import features or app/.',
  },
  {
    target: `${FRONTEND_FEATURES}/**`,
    from: ['frontend/src/app/**'],
    message: 'Features never import app/: app/ composes them.',
  },
  ...featureZones,
  // The shipped build (backend/tsconfig.build.json) leaves testing/ out, so the app must never need it.
  ...(forTests
    ? []
    : [
        {
          target: 'backend/src/**',
          from: ['backend/src/**/testing/**'],
          message: 'Only tests and testing/ fixtures import testing/: the shipped build and the image leave it out.',
        },
      ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-testing/**',
      '**/node_modules/**',
      '.wireit/**',
      'backend/e2e/screenshots/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin, pause: places.plugin },
    settings: {
      // The plugin parses imported files itself (for cycles and duplicates), with this parser.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Place-written imports (`@/…`, `#src/…`) first, so the zones below see where they land.
      'import/resolver': {
        [places.path]: {},
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
      },
      // Cycles and duplicates are about our code: never parse the packages'.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-duplicates': 'error',
      'import/no-self-import': 'error',
      'import/no-restricted-paths': ['error', { zones: boundaryZones(false) }],
      'pause/imports-as-places': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import/no-restricted-paths': ['error', { zones: boundaryZones(true) }] },
  },
  {
    files: ['backend/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Classic scripts the page loads as they are (frontend/public/theme.js, before the first paint).
    files: ['frontend/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['**/*.cjs', 'backend/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
