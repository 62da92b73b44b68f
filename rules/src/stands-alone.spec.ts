// The rules are plain TypeScript both halves import: they import one another and nothing else, so they
// run alike in Node, in the browser and in either half's tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RULES = __dirname;
const SPECIFIER = /\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

const ruleFiles = readdirSync(RULES).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'));

describe('the rules', () => {
  it('are each a file of their own, found in src/', () => {
    expect(ruleFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(ruleFiles)('%s imports nothing but other rules', (name) => {
    const specifiers = [...readFileSync(join(RULES, name), 'utf8').matchAll(SPECIFIER)].map(
      ([, from, imported]) => from ?? imported,
    );
    expect(specifiers.filter((specifier) => !/^\.\/[a-z-]+$/.test(specifier))).toEqual([]);
  });

  it.each(ruleFiles)('%s opens with a comment saying what it is for', (name) => {
    expect(readFileSync(join(RULES, name), 'utf8')).toMatch(/^\/\/ \S/);
  });
});
