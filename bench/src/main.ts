// `npm run bench [-- NAME…] [--quick]`: runs the named benchmarks (all by default) one after the
// other, each on a fresh pause_bench_* database, and prints their figures, the ratios against the
// baseline each measured in the same run, and whether the targets are met. Exits 0 whenever every
// benchmark ran, targets met or not; 1 when one could not run.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { append } from './append';
import { awarding } from './awarding';
import { exportData } from './export';
import { importFile } from './import';
import { importPoll } from './import-poll';
import { poll } from './poll';
import { readLatency } from './read-latency';
import { replay } from './replay';
import { subscription } from './subscription';
import { REPOSITORY_ROOT } from './support/backend';
import { type Outcome, type Verdict, renderTable, renderVerdicts } from './support/report';
import { closeAll, closeAllOnInterrupt, wasInterrupted } from './support/resources';
import { writePath } from './write-path';

interface Options {
  /** Small sizes, for checking the benchmarks themselves; its figures judge nothing. */
  readonly quick: boolean;
}

const BENCHMARKS: Record<string, (options: Options) => Promise<Outcome>> = {
  replay,
  'read-latency': readLatency,
  'write-path': writePath,
  awarding,
  export: exportData,
  poll,
  append,
  subscription,
  import: importFile,
  'import-poll': importPoll,
};

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { quick: { type: 'boolean', default: false } },
  });
  const unknown = positionals.filter((name) => !(name in BENCHMARKS));
  if (unknown.length > 0) {
    throw new Error(`Unknown benchmark ${unknown.join(', ')}. Known: ${Object.keys(BENCHMARKS).join(', ')}.`);
  }
  const chosen = positionals.length === 0 ? Object.keys(BENCHMARKS) : positionals;
  const options: Options = { quick: values.quick ?? false };
  const server = new URL(process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres');
  print(
    `Pause benchmarks: ${chosen.join(', ')}${options.quick ? ' (QUICK sizes: a check of the benchmarks, not a measurement)' : ''}\n` +
      `${describeBuild()}; node ${process.version}, ${cpus().length} CPU(s), PostgreSQL at ${server.host}.\n` +
      'Machines differ and this one is shared: ' +
      'the verdicts rest on ratios against baselines measured in this same run.\n',
  );
  const verdicts: Verdict[] = [];
  for (const name of chosen) {
    process.stderr.write(`${name}\n`);
    const started = performance.now();
    const outcome = await BENCHMARKS[name](options);
    process.stderr.write(`  · ${name} took ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    for (const table of outcome.tables) print(`${renderTable(table)}\n`);
    verdicts.push(...outcome.verdicts);
  }
  print(renderVerdicts(verdicts));
}

/** Which code was measured: the commit, and whether backend/src had changes not yet committed. */
function describeBuild(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: REPOSITORY_ROOT, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'backend/src') !== '';
    return `backend/dist built from ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes in backend/src' : ''}`;
  } catch {
    return 'backend/dist (commit unknown)';
  }
}

function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

closeAllOnInterrupt();
main().then(
  () => closeAll().then(() => process.stdout.write('', () => process.exit(0))),
  (error: unknown) => {
    // After Ctrl-C the benchmark fails as its processes go; the signal's cleanup then exits.
    if (wasInterrupted()) return;
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    void closeAll().finally(() => process.exit(1));
  },
);
