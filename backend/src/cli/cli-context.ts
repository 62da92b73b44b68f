// What every command-line tool shares: Pause's modules opened on the database the app uses
// (DATABASE_URL; the running app's embedded engine; or, when no app runs, the embedded data folder
// itself, locked while the tool works), and one way to end: exit codes, signals, one-line failures.
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '#src/app.module';
import { type AppConfig, readAppConfig } from '#src/config/app-config';
import { type DatabaseEndpoint, openDatabase } from '#src/shared/database/database-endpoint';
import { describeProcess } from '#src/shared/process/process-identity';
import { type Parsed, UsageError } from './arguments/command-line';

export interface CliContext<Database extends DatabaseEndpoint = DatabaseEndpoint> {
  readonly app: INestApplicationContext;
  readonly database: Database;
  /** Closes the modules, then the database. */
  close(): Promise<void>;
}

/** What a running tool is told: abort means a person pressed Ctrl-C (or the tool got SIGTERM). */
export interface ToolRun {
  readonly signal: AbortSignal;
}

const EXIT_CODES = { done: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** `command` is how a person runs the tool (`npm run replay`), for messages that name it. */
export async function openCliContext(command: string): Promise<CliContext> {
  const config = readAppConfig();
  const database = await openDatabase(config, { role: 'tool', command });
  if (database.servedBy) note(`Pause is running (${describeProcess(database.servedBy.process)}): using its database.`);
  return openCliContextOn(config, database);
}

/** Pause's modules on a database the tool opened itself (`npm run restore` opens an empty one); closed with them. */
export async function openCliContextOn<Database extends DatabaseEndpoint>(
  config: AppConfig,
  database: Database,
): Promise<CliContext<Database>> {
  let app: INestApplicationContext;
  try {
    app = await NestFactory.createApplicationContext(
      AppModule.forRoot({ config, databaseUrl: database.url, role: 'cli' }),
      {
        logger: ['error', 'warn'],
      },
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    async close() {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    },
  };
}

/** A line for the person running the tool, on stderr so stdout stays the tool's output. */
export function note(line: string): void {
  process.stderr.write(`${line}\n`);
}

/**
 * Parses the command line, then runs the tool. Help exits 0; a UsageError 2; any other failure 1;
 * the first SIGINT or SIGTERM aborts the run (the tool cleans up) and exits 130, a second leaves at once.
 */
export function runCli<Options>(
  parse: (argv: readonly string[], now: Date) => Parsed<Options>,
  main: (options: Options, run: ToolRun) => Promise<void>,
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
