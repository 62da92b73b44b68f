// The landing page's first-load budget (issue 15, docs/performance.md): the gzipped JavaScript a browser
// fetches before the landing page shows must stay within FIRST_LOAD_BUDGET_BYTES. Run after `vite build`
// (the frontend's build script does); exits non-zero, failing the build, past the budget.
//
// What counts: the entry chunk, every chunk it imports statically (followed through Vite's manifest,
// dist/.vite/manifest.json), and the classic scripts index.html loads from public/ (the theme script).
// Chunks imported dynamically (the dashboard, the theme menu) load later and do not count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 100 kB as Vite prints sizes (1 kB = 1,000 bytes). */
export const FIRST_LOAD_BUDGET_BYTES = 100_000;

/**
 * The JavaScript files of the entry chunks and of everything they import statically, each once.
 * @param {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} manifest
 * @returns {string[]} file names relative to dist/, entries first
 */
export function firstLoadFiles(manifest) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest names an import "${key}" it does not describe`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key].isEntry)
    .forEach(visit);
  return files;
}

/**
 * Classic (non-module) scripts index.html loads by address, such as /theme.js from public/.
 * @param {string} html
 * @returns {string[]} file names relative to dist/
 */
export function classicScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\btype="module"/.test(attributes))
    .map((attributes) => /\bsrc="\/?([^"]+)"/.exec(attributes)?.[1])
    .filter((src) => src !== undefined && !/^[a-z]+:/i.test(src));
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The verdict on a first load, as one sentence and whether it passes.
 * @param {{ file: string; gzipBytes: number }[]} files
 * @param {number} budgetBytes
 */
export function judgeFirstLoad(files, budgetBytes = FIRST_LOAD_BUDGET_BYTES) {
  const total = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  const parts = files.map(({ file, gzipBytes }) => `${file} ${kB(gzipBytes)}`).join(', ');
  const withinBudget = total <= budgetBytes;
  const message = withinBudget
    ? `First load of the landing page: ${kB(total)} of gzipped JavaScript, within its budget of ${kB(budgetBytes)} (${parts}).`
    : `The landing page's first load is ${kB(total)} of gzipped JavaScript, over its budget of ${kB(budgetBytes)} ` +
      `by ${kB(total - budgetBytes)} (${parts}). Load what the landing page does not need with import() ` +
      `(docs/performance.md, "First load").`;
  return { total, withinBudget, message };
}

function main(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...firstLoadFiles(manifest), ...classicScripts(html)].map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(distDir, file))).length,
  }));
  const { withinBudget, message } = judgeFirstLoad(files);
  if (withinBudget) {
    console.log(message);
  } else {
    console.error(message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
}
