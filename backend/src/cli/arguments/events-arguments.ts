// What `npm run events -- export` was asked to export: which types, whose events, and between which
// moments. The tool decides later whether --user is an id or an email.
import { Command } from 'commander';
import { parseMoment, refuseFuture } from './moment';
import { type Parsed, UsageError, helpFooter, parseCommandLine, usageHint } from './command-line';

export type EventsExportArguments = {
  readonly types?: readonly string[];
  readonly user?: string;
  readonly since?: Date;
  readonly until?: Date;
};

type Values = { type?: string[]; user?: string; since?: string; until?: string };

export function parseEventsArguments(argv: readonly string[], now: Date): Parsed<EventsExportArguments> {
  const command = eventsCommand();
  const line = parseCommandLine<Values>(command, argv);
  if (line.kind === 'help') return line;
  const { values, positionals } = line.options;
  refuseOtherCommands(positionals, usageHint(command));
  if (values.user === '') throw new UsageError('--user is empty: give a user id or an email.');
  const since = values.since === undefined ? undefined : parseMoment('--since', values.since);
  const until = values.until === undefined ? undefined : parseMoment('--until', values.until);
  if (since) refuseFuture('--since', since, now);
  if (until) refuseFuture('--until', until, now);
  if (since && until && since > until) {
    throw new UsageError(
      `--since ${values.since} is after --until ${values.until}, so no event could match: swap them.`,
    );
  }
  const options = {
    ...(values.type && { types: eventTypes(values.type) }),
    ...(values.user !== undefined && { user: values.user }),
    ...(since && { since }),
    ...(until && { until }),
  };
  return { kind: 'run', options };
}

function refuseOtherCommands(positionals: readonly string[], usage: string): void {
  const [command, ...rest] = positionals;
  if (command === undefined) throw new UsageError(`Say which command to run: export is the only one. ${usage}`);
  if (command !== 'export')
    throw new UsageError(`Unknown command ${JSON.stringify(command)}: export is the only one. ${usage}`);
  if (rest.length > 0) throw new UsageError(`export takes no further arguments, but got ${rest.join(' ')}. ${usage}`);
}

function eventTypes(given: readonly string[]): string[] {
  const types = given.flatMap((list) => list.split(',').map((type) => type.trim()));
  if (types.includes('')) {
    throw new UsageError(
      `--type ${given.map((list) => JSON.stringify(list)).join(' --type ')} has an empty type name: give names such as TimerStopped.`,
    );
  }
  return types;
}

function eventsCommand(): Command {
  return new Command('npm run events --')
    .usage('export [options]')
    .description(
      'Writes events as NDJSON on stdout, one JSON event per line: every event committed when the export ' +
        'starts, in commit order, narrowed by the options.',
    )
    .allowExcessArguments()
    .option('--type <type>', 'only events of this type; repeat it or separate types with commas for several', collect)
    .option('--user <id-or-email>', 'only events caused by this person, given by user id or email')
    .option(
      '--since <time>',
      'only events that occurred at or after this moment (ISO 8601 with a zone, such as 2026-01-01T00:00:00Z)',
    )
    .option('--until <time>', 'only events that occurred at or before this moment, which is not in the future')
    .helpOption('-h, --help', 'show this help')
    .addHelpText(
      'after',
      helpFooter(
        [
          'npm run events -- export > events.ndjson',
          'npm run events -- export --type TimerStarted,TimerStopped --user ada@example.com --since 2026-01-01T00:00:00Z',
        ],
        'failed; stdout may hold part of the export',
      ),
    );
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
