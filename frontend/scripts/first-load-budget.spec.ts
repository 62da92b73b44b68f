import { describe, expect, it } from 'vitest';
import { classicScripts, firstLoadFiles, judgeFirstLoad } from './first-load-budget.mjs';

describe('first-load budget', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react.js', '_runtime.js'],
      dynamicImports: ['src/dashboard.tsx'],
      css: ['assets/index.css'],
    },
    '_react.js': { file: 'assets/react-2.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-3.js' },
    'src/dashboard.tsx': { file: 'assets/dashboard-4.js', imports: ['_react.js', '_radix.js'] },
    '_radix.js': { file: 'assets/radix-5.js' },
  };

  it('counts the entry and what it imports statically, each once, and leaves out what loads later', () => {
    expect(firstLoadFiles(manifest)).toEqual(['assets/index-1.js', 'assets/react-2.js', 'assets/runtime-3.js']);
  });

  it("counts index.html's classic scripts from public/, not its module entry nor other sites' scripts", () => {
    const html =
      '<script src="/theme.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<script src="https://example.com/x.js"></script>';

    expect(classicScripts(html)).toEqual(['theme.js']);
  });

  it('passes a first load at the budget and names its size', () => {
    const verdict = judgeFirstLoad([{ file: 'assets/index-1.js', gzipBytes: 100_000 }], 100_000);

    expect(verdict.withinBudget).toBe(true);
    expect(verdict.message).toMatch(/^First load of the landing page: 100\.0 kB .* budget of 100\.0 kB/);
  });

  it('fails a first load one byte over, saying by how much and what it holds', () => {
    const verdict = judgeFirstLoad(
      [
        { file: 'assets/index-1.js', gzipBytes: 90_001 },
        { file: 'assets/react-2.js', gzipBytes: 10_000 },
      ],
      100_000,
    );

    expect(verdict.withinBudget).toBe(false);
    expect(verdict.total).toBe(100_001);
    expect(verdict.message).toContain('over its budget of 100.0 kB');
    expect(verdict.message).toContain('assets/index-1.js 90.0 kB, assets/react-2.js 10.0 kB');
  });
});
