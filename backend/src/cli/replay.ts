// `npm run replay`: rebuilds read models from the event log, for analysts and after a projector changes.
//   npm run replay                                   rebuild every read model and swap them in
//   npm run replay -- daily-balance weekly-balance   rebuild only these
//   npm run replay -- --until 2026-06-30T23:59:59Z   build every read model as of that moment into a
//                                                    new schema (named by --schema, or analysis_<time>)
import 'reflect-metadata';
import { SingleBar } from 'cli-progress';
import { parseArgs } from 'node:util';
import { InlineProjections } from '../shared/projections/inline-projections';
import { ReadModelRebuild, type RebuildOptions, type RebuildResult } from '../shared/projections/read-model-rebuild';
import { openCliContext, runCli } from './cli-context';

runCli('replay', async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { until: { type: 'string' }, schema: { type: 'string' } },
  });
  const until = values.until === undefined ? undefined : parseMoment(values.until);
  const context = await openCliContext();
  try {
    const all = context.app.get(InlineProjections).all();
    const unknown = positionals.filter((name) => !all.some((projector) => projector.readModel === name));
    if (unknown.length > 0) {
      throw new Error(`Unknown read model ${unknown.join(', ')}. Known: ${all.map((p) => p.readModel).join(', ')}.`);
    }
    const chosen = positionals.length === 0 ? all : all.filter((projector) => positionals.includes(projector.readModel));
    const rebuild = context.app.get(ReadModelRebuild);
    const progress = progressBar();
    const result = until
      ? await rebuild.buildAsOf(chosen, until, values.schema ?? analysisSchemaName(until), progress.options)
      : await rebuild.rebuildLive(chosen, progress.options);
    progress.stop();
    printSummary(result, until);
  } finally {
    await context.close();
  }
});

function parseMoment(text: string): Date {
  const moment = new Date(text);
  if (Number.isNaN(moment.getTime())) throw new Error(`--until must be an ISO 8601 time such as 2026-06-30T23:59:59Z, got "${text}".`);
  return moment;
}

function analysisSchemaName(until: Date): string {
  return `analysis_${until.toISOString().replace(/[^0-9]/g, '').slice(0, 14)}`;
}

function progressBar(): { options: RebuildOptions; stop(): void } {
  const bar = new SingleBar({
    format: 'Replaying [{bar}] {percentage}% | {value}/{total} events | {speed} events/s',
    stream: process.stderr,
  });
  const started = performance.now();
  let running = false;
  return {
    options: {
      onStart: (total) => {
        bar.start(total, 0, { speed: 0 });
        running = true;
      },
      onProgress: ({ processed, total }) => {
        bar.setTotal(total);
        bar.update(processed, { speed: Math.round(processed / ((performance.now() - started) / 1000)) });
      },
    },
    stop: () => running && bar.stop(),
  };
}

function printSummary(result: RebuildResult, until: Date | undefined): void {
  const perSecond = result.seconds > 0 ? Math.round(result.events / result.seconds) : result.events;
  const where = until ? `into schema ${result.schema} (as of ${until.toISOString()})` : `and swapped into ${result.schema}`;
  process.stdout.write(
    `Rebuilt ${result.readModels.join(', ')} ${where}: ${result.events} events in ${result.seconds.toFixed(2)} s (${perSecond} events/s).\n`,
  );
}
