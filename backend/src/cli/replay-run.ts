// The work of `npm run replay` (replay.ts reads its command line): rebuilding read models live or as of a moment.
import 'reflect-metadata';
import { SingleBar } from 'cli-progress';
import type { ReplayArguments } from './arguments/replay-arguments';
import { UsageError } from './arguments/command-line';
import { BuildSchemas, SchemaTaken, describeUnfinishedBuild } from '#src/shared/projections/build-schemas';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import type { Projector } from '#src/shared/projections/projector';
import { ReadModelRebuild, type RebuildOptions, type RebuildResult } from '#src/shared/projections/read-model-rebuild';
import { openCliContext } from './cli-context';
import { type ToolRun, note } from './run-cli';

export async function runReplay(options: ReplayArguments, run: ToolRun): Promise<void> {
  const context = await openCliContext('npm run replay');
  try {
    // Another replay still at work is nobody's concern; what a killed one left, or one elsewhere, is.
    const unfinished = await context.app.get(BuildSchemas).clearAbandoned();
    for (const build of unfinished.filter((found) => found.builderState !== 'running'))
      note(describeUnfinishedBuild(build));
    const chosen = chooseProjectors(context.app.get(InlineProjections).all(), options.readModels);
    const rebuild = context.app.get(ReadModelRebuild);
    const progress = progressBar(run.signal);
    try {
      const result = options.asOf
        ? await rebuild.buildAsOf(
            chosen,
            options.asOf.until,
            options.asOf.schema ?? analysisSchemaName(options.asOf.until),
            progress.options,
          )
        : await rebuild.rebuildLive(chosen, progress.options);
      progress.stop();
      printSummary(result, options.asOf?.until);
    } catch (error) {
      progress.stop();
      if (error instanceof SchemaTaken) throw new UsageError(error.message);
      note(
        options.asOf ? 'Nothing was built; the unfinished schema was dropped.' : 'The live read models are unchanged.',
      );
      throw error;
    }
  } finally {
    await context.close();
  }
}

function chooseProjectors(all: readonly Projector[], names: readonly string[]): readonly Projector[] {
  const unknown = names.filter((name) => !all.some((projector) => projector.readModel === name));
  if (unknown.length > 0) {
    throw new UsageError(`Unknown read model ${unknown.join(', ')}. Known: ${all.map((p) => p.readModel).join(', ')}.`);
  }
  return names.length === 0 ? all : all.filter((projector) => names.includes(projector.readModel));
}

function analysisSchemaName(until: Date): string {
  return `analysis_${until
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 14)}`;
}

function progressBar(signal: AbortSignal): { options: RebuildOptions; stop(): void } {
  const bar = new SingleBar({
    format: 'Replaying [{bar}] {percentage}% | {value}/{total} events | {speed} events/s',
    stream: process.stderr,
  });
  const started = performance.now();
  let running = false;
  const stop = () => {
    if (running) bar.stop();
    running = false;
  };
  return {
    options: {
      signal,
      onStart: (total) => {
        bar.start(total, 0, { speed: 0 });
        running = true;
      },
      onProgress: ({ processed, total }) => {
        bar.setTotal(total);
        bar.update(processed, { speed: Math.round(processed / ((performance.now() - started) / 1000)) });
      },
      onSwapWait: ({ attempt, attempts, blockedBy, retryInMs }) => {
        stop();
        note(
          `The swap could not take ${blockedBy} in time; the app carries on, and the swap tries again in ${retryInMs / 1000} s (attempt ${attempt} of ${attempts}).`,
        );
      },
    },
    stop,
  };
}

function printSummary(result: RebuildResult, until: Date | undefined): void {
  const perSecond = result.seconds > 0 ? Math.round(result.events / result.seconds) : result.events;
  const where = until
    ? `into schema ${result.schema} (as of ${until.toISOString()})`
    : `and swapped into ${result.schema}`;
  process.stdout.write(
    `Rebuilt ${result.readModels.join(', ')} ${where}: ${result.events} events in ${result.seconds.toFixed(2)} s (${perSecond} events/s).\n`,
  );
}
