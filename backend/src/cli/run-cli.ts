// How every command-line tool starts and ends: its command line read first, then its work loaded and
// run; exit codes, signals, one-line failures.
import { type Parsed, UsageError } from './arguments/command-line';

/** What a running tool is told: abort means a person pressed Ctrl-C (or the tool got SIGTERM). */
export interface ToolRun {
  readonly signal: AbortSignal;
}

const EXIT_CODES = { done: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** A line for the person running the tool, on stderr so stdout stays the tool's output. */
export function note(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** The work of a tool, given what its command line asked. */
export type ToolMain<Options> = (options: Options, run: ToolRun) => Promise<void>;

/**
 * Parses the command line, then loads the tool's work and runs it. `load` imports the module that does
 * the work, so help and a mistyped option are answered before Pause's modules load (0.2 s instead of
 * 2). Help exits 0; a UsageError 2; any other failure 1; the first SIGINT or SIGTERM aborts the run
 * (the tool cleans up) and exits 130, a second leaves at once.
 */
export function runCli<Options>(
  parse: (argv: readonly string[], now: Date) => Parsed<Options>,
  load: () => Promise<ToolMain<Options>>,
): void {
  const controller = new AbortController();
  const interrupt = () => {
    if (controller.signal.aborted) process.exit(EXIT_CODES.interrupted);
    note('Interrupted: stopping and cleaning up (press Ctrl-C again to leave at once).');
    controller.abort();
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);

  const run = async () => {
    const parsed = parse(process.argv.slice(2), new Date());
    if (parsed.kind === 'help') {
      process.stdout.write(parsed.text.endsWith('\n') ? parsed.text : `${parsed.text}\n`);
      return;
    }
    const main = await load();
    await main(parsed.options, { signal: controller.signal });
  };
  run().then(
    // Exit once stdout has flushed: a pipe may still hold the last lines.
    () =>
      process.stdout.write('', () =>
        process.exit(controller.signal.aborted ? EXIT_CODES.interrupted : EXIT_CODES.done),
      ),
    (error: unknown) => {
      if (controller.signal.aborted) {
        note('Interrupted.');
        process.exit(EXIT_CODES.interrupted);
      }
      note(error instanceof Error ? error.message : String(error));
      process.exit(error instanceof UsageError ? EXIT_CODES.usage : EXIT_CODES.failed);
    },
  );
}
