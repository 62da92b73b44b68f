// What `npm run replay` was asked to do: which read models to rebuild, and whether as of a past moment
// into a schema of its own. The tool checks the names against the read models it knows.
import { Command } from 'commander';
import { parseMoment, refuseFuture } from './moment';
import { type Parsed, UsageError, helpFooter, parseCommandLine } from './command-line';

export type ReplayArguments = {
  readonly readModels: readonly string[];
  readonly asOf?: { readonly until: Date; readonly schema?: string };
};

// PostgreSQL's own identifier limit (63 bytes), unquoted so that analysts can type it in a query.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function parseReplayArguments(argv: readonly string[], now: Date): Parsed<ReplayArguments> {
  const line = parseCommandLine<{ until?: string; schema?: string }>(replayCommand(), argv);
  if (line.kind === 'help') return line;
  const { values, positionals: readModels } = line.options;
  if (values.until === undefined) {
    if (values.schema !== undefined) {
      throw new UsageError(
        `--schema ${values.schema} names the schema of a build as of a past moment: add --until TIME to build one, or drop --schema to rebuild the live read models.`,
      );
    }
    return { kind: 'run', options: { readModels } };
  }
  const until = parseMoment('--until', values.until);
  refuseFuture('--until', until, now);
  const asOf = values.schema === undefined ? { until } : { until, schema: schemaName(values.schema) };
  return { kind: 'run', options: { readModels, asOf } };
}

function schemaName(name: string): string {
  const instead = 'pick another, such as q2_close';
  if (!SCHEMA_NAME.test(name)) {
    throw new UsageError(
      `--schema ${JSON.stringify(name)} is not a schema name Pause can create: use 1 to 63 lower-case letters, digits and underscores, not starting with a digit, such as q2_close.`,
    );
  }
  if (name.startsWith('pg_'))
    throw new UsageError(`--schema ${name} starts with pg_, which PostgreSQL keeps for itself: ${instead}.`);
  if (name === 'public') throw new UsageError(`--schema public holds the live read models: ${instead}.`);
  if (name === 'information_schema')
    throw new UsageError(`--schema information_schema is PostgreSQL's catalogue: ${instead}.`);
  return name;
}

function replayCommand(): Command {
  return new Command('npm run replay --')
    .description(
      'Rebuilds read models from the event log while the app runs: every read model, or only the ones named. ' +
        'The app keeps answering from the old tables; the rebuilt ones are swapped in at the end.',
    )
    .argument('[read-model...]', 'read models to rebuild, such as daily-balance (default: all of them)')
    .option(
      '--until <time>',
      'build the read models as of this past moment (ISO 8601 with a zone, such as 2026-06-30T23:59:59Z) into a new ' +
        'schema, analysis_<YYYYMMDDHHMMSS> of that moment, instead of rebuilding the live ones',
    )
    .option('--schema <name>', 'with --until: name the new schema yourself, such as q2_close')
    .helpOption('-h, --help', 'show this help')
    .addHelpText(
      'after',
      helpFooter(
        [
          'npm run replay',
          'npm run replay -- daily-balance weekly-balance',
          'npm run replay -- --until 2026-06-30T23:59:59Z --schema q2_close',
        ],
        'failed, and nothing was swapped in',
      ),
    );
}
