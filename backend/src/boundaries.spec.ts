// The backend's boundaries, counted from the source itself (the linter enforces the same lines; this
// says the numbers): shared/ imports no module, and a module reaches another only through its
// `*.events.ts` or its public file, or, in tests, that module's testing/ fixtures.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = __dirname;
const PUBLIC_FILES = ['people/people.ts', 'friends/friendships.ts', 'analytics/weekly-life-percentages.ts'];
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+|#src\/[^']+)'/g;

interface Edge {
  readonly from: string;
  readonly to: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `#src/x` is backend/src/x.ts (backend/package.json's `imports`); `./x` sits beside the file. */
const target = (file: string, specifier: string) =>
  specifier.startsWith('#src/') ? join(SOURCE, specifier.slice('#src/'.length)) : resolve(dirname(file), specifier);

/** Every import between the backend's own files, as paths relative to backend/src with extensions. */
function imports(): Edge[] {
  return sourceFiles(SOURCE).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(([, specifier]) => ({
      from: relative(SOURCE, file).split(sep).join('/'),
      to: `${relative(SOURCE, target(file, specifier)).split(sep).join('/')}.ts`,
    })),
  );
}

const moduleOf = (path: string) => (path.startsWith('modules/') ? path.split('/')[1] : undefined);
const isTest = (path: string) => /\.(int-)?spec\.ts$/.test(path) || path.includes('/testing/');

function allowedBetweenModules({ from, to }: Edge): boolean {
  const inModule = to.slice('modules/'.length);
  return (
    to.endsWith('.events.ts') ||
    PUBLIC_FILES.includes(inModule) ||
    (isTest(from) && inModule.split('/')[1] === 'testing')
  );
}

describe('the backend boundaries', () => {
  const edges = imports();

  it('reads the imports of every source file', () => {
    expect(edges.length).toBeGreaterThan(500);
  });

  it('has shared/ import no module', () => {
    expect(edges.filter(({ from, to }) => from.startsWith('shared/') && to.startsWith('modules/'))).toEqual([]);
  });

  it('has modules reach each other only through events, public files and, in tests, testing/ fixtures', () => {
    const across = edges.filter(({ from, to }) => moduleOf(from) && moduleOf(to) && moduleOf(from) !== moduleOf(to));
    expect(across.length).toBeGreaterThan(0);
    expect(across.filter((edge) => !allowedBetweenModules(edge))).toEqual([]);
  });
});
