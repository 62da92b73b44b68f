// Imports read as places (docs/contributing.md, "Imports"): a file names a neighbour in its own folder
// as `./x` and anything else by where it lives, `@/features/timer/…` in the frontend and
// `#src/modules/timer/…` in the backend, never by climbing `../../`. This file is both halves of that:
// the rule `pause/imports-as-places`, whose autofix rewrites a climbing import into its place (so
// `npx eslint --fix` is the rewrite, re-run after any merge), and a resolver for eslint-plugin-import,
// so the boundary zones of eslint.config.mjs still see where a place-written import lands.
'use strict';

const { existsSync, statSync } = require('node:fs');
const { dirname, join, relative, resolve, sep } = require('node:path');

const ROOT = resolve(__dirname, '..');

/**
 * The places. Each is declared where its tools read it, and this table follows them:
 *   `@/`    frontend/tsconfig.json `paths` and frontend/vite.config.ts `resolve.alias` (Vitest too);
 *   `#src/` backend/package.json `imports` (Node at run time, TypeScript, and Jest by its condition).
 * `extensions` is how a specifier finds its file: Vite tries several; Node maps `#src/x` to exactly
 * `src/x.ts` (source) or `dist/x.js` (build), so a backend place always names a `.ts` file.
 */
const PLACES = [
  {
    prefix: '@/',
    folder: join(ROOT, 'frontend/src'),
    writers: [join(ROOT, 'frontend/src')],
    extensions: ['', '.ts', '.tsx', '.js', '.json'],
  },
  {
    prefix: '#src/',
    folder: join(ROOT, 'backend/src'),
    writers: ['backend/src', 'backend/test', 'backend/e2e'].map((folder) => join(ROOT, folder)),
    extensions: ['.ts'],
  },
];

const isInside = (path, folder) => path.startsWith(folder + sep);
const isFile = (path) => existsSync(path) && statSync(path).isFile();
const placeOf = (file) => PLACES.find((place) => place.writers.some((folder) => isInside(file, folder)));

/** The file a path names under a place's extension rules, or undefined. */
function fileFor(place, path) {
  const found = place.extensions.map((extension) => path + extension).find(isFile);
  return found && isInside(found, place.folder) ? found : undefined;
}

/** `vi.mock('…')`, `jest.requireActual('…')` and the like name a module just as an import does. */
const MODULE_NAMING_CALLS = new Set([
  'mock',
  'doMock',
  'unmock',
  'importActual',
  'importMock',
  'requireActual',
  'requireMock',
]);

function specifierOfCall(node) {
  const [first] = node.arguments;
  const { callee } = node;
  const names =
    (callee.type === 'Identifier' && callee.name === 'require') ||
    (callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      ['vi', 'jest'].includes(callee.object.name) &&
      callee.property.type === 'Identifier' &&
      MODULE_NAMING_CALLS.has(callee.property.name));
  return names ? first : undefined;
}

const rule = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Import by place (`@/…`, `#src/…`) rather than by climbing out of the folder (`../`).' },
    messages: {
      climbs: "Import '{{specifier}}' by its place: '{{place}}'.",
      climbsNowhere: "'{{specifier}}' climbs out of the folder to no file under {{prefix}}: import it by a place.",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const place = placeOf(file);
    if (!place) return {};

    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('../')) return;
      const target = resolve(dirname(file), node.value);
      if (!fileFor(place, target)) {
        context.report({ node, messageId: 'climbsNowhere', data: { specifier: node.value, prefix: place.prefix } });
        return;
      }
      const written = place.prefix + relative(place.folder, target).split(sep).join('/');
      const quote = node.raw[0];
      context.report({
        node,
        messageId: 'climbs',
        data: { specifier: node.value, place: written },
        fix: (fixer) => fixer.replaceText(node, quote + written + quote),
      });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      CallExpression: (node) => check(specifierOfCall(node)),
    };
  },
};

module.exports = {
  /** The plugin: `pause/imports-as-places`. */
  plugin: { meta: { name: 'pause' }, rules: { 'imports-as-places': rule } },

  /** eslint-plugin-import's resolver interface (version 2): only place-written specifiers. */
  interfaceVersion: 2,
  resolve(source, file) {
    const place = PLACES.find(
      (candidate) => source.startsWith(candidate.prefix) && candidate.writers.some((folder) => isInside(file, folder)),
    );
    const path = place && fileFor(place, join(place.folder, source.slice(place.prefix.length)));
    return path ? { found: true, path } : { found: false };
  },

  /** This file's own path, for `import/resolver` in eslint.config.mjs. */
  path: __filename,
};
