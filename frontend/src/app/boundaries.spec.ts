// The frontend's boundaries (STYLE.md; docs/architecture.md, "The frontend"), read from the source
// files themselves: a feature never imports another feature nor app/; components/, lib/ and hooks/
// never import features/ or app/. ESLint holds the same lines in the editor; this holds them in
// `npm test`, tests included.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `from '…'` (imports and re-exports), `import '…'` and `import('…')`. */
const SPECIFIERS = [
  /\bfrom\s+['"]([^'"]+)['"]/g,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

type Import = { from: string; to: string };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where a specifier lands: `@/…` is src/ (vite.config.ts, tsconfig.json), `./…` the file's folder; else a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return resolve(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return undefined;
}

/** Every import between two files of src/, both written relative to src/ with '/' separators. */
function importsInSrc(): Import[] {
  const inSrc = (path: string) => relative(SRC, path).split('\\').join('/');
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
    return specifiers.flatMap((specifier) => {
      const to = target(file, specifier);
      return to === undefined ? [] : [{ from: inSrc(file), to: inSrc(to) }];
    });
  });
}

/** 'features/timer/api/stop-timer.ts' → 'features/timer'; 'lib/dates.ts' → 'lib'. */
function area(path: string): string {
  const [top, feature] = path.split('/');
  return top === 'features' ? `features/${feature}` : top;
}

const describeImport = ({ from, to }: Import) => `${from} → ${to}`;

describe('the frontend boundaries', () => {
  const imports = importsInSrc();

  it('reads the imports it judges: app/ composes every feature', () => {
    const features = readdirSync(join(SRC, 'features')).map((name) => `features/${name}`);
    const composed = new Set(imports.filter(({ from }) => area(from) === 'app').map(({ to }) => area(to)));
    expect(features.filter((feature) => !composed.has(feature))).toEqual([]);
  });

  it('counts no import from one feature into another', () => {
    const between = imports.filter(({ from, to }) => {
      const [source, target] = [area(from), area(to)];
      return source.startsWith('features/') && target.startsWith('features/') && source !== target;
    });
    expect(between.map(describeImport)).toEqual([]);
  });

  it('never lets a feature import app/', () => {
    const upward = imports.filter(({ from, to }) => area(from).startsWith('features/') && area(to) === 'app');
    expect(upward.map(describeImport)).toEqual([]);
  });

  it('keeps components/, lib/ and hooks/ free of features/ and app/', () => {
    const shared = ['components', 'lib', 'hooks'];
    const leaks = imports.filter(
      ({ from, to }) => shared.includes(area(from)) && (area(to).startsWith('features/') || area(to) === 'app'),
    );
    expect(leaks.map(describeImport)).toEqual([]);
  });
});
