// What `npm run worker` was asked to do: where to write its heartbeat. Everything else it reads from
// the environment, like the web app, and `--help` lists it.
import { Command } from 'commander';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Parsed, UsageError, environmentSection, examplesSection, parseCommandLine } from './command-line';

export interface WorkerArguments {
  /** Rewritten every HEARTBEAT_SECONDS while the worker runs, removed when it stops. */
  readonly heartbeatFile: string;
}

export const HEARTBEAT_SECONDS = 10;

/** One file per worker process, so that two workers on one machine never vouch for each other. */
export function defaultHeartbeatFile(pid: number = process.pid): string {
  return join(tmpdir(), `pause-worker-${pid}.heartbeat`);
}

export function parseWorkerArguments(argv: readonly string[]): Parsed<WorkerArguments> {
  const line = parseCommandLine<{ heartbeatFile?: string }>(workerCommand(), argv);
  if (line.kind === 'help') return line;
  const { heartbeatFile } = line.options.values;
  if (heartbeatFile === '') throw new UsageError('--heartbeat-file is empty: give a file name, or leave it out.');
  return { kind: 'run', options: { heartbeatFile: heartbeatFile ?? defaultHeartbeatFile() } };
}

function workerCommand(): Command {
  return new Command('npm run worker --')
    .description(
      "Runs Pause's background jobs (achievement evaluations, challenge results and their schedules) from BullMQ " +
        'on Redis, beside one or more web processes (npm start) that share its PostgreSQL and Redis. Run as many ' +
        'as you like: each job runs once. Without Redis there is nothing to run here: npm start runs the jobs itself.',
    )
    .option(
      '--heartbeat-file <file>',
      `rewrite this file every ${HEARTBEAT_SECONDS} seconds while the worker runs, for a health check to read its ` +
        'age; removed when the worker stops (default: pause-worker-<process id>.heartbeat in the temporary folder)',
    )
    .helpOption('-h, --help', 'show this help')
    .addHelpText(
      'after',
      [
        ...environmentSection([
          ['DATABASE_URL', 'required: the PostgreSQL server the web app uses (postgres://user:password@host/db)'],
          ['REDIS_URL', "required: the web app's Redis (redis://:password@host:6379)"],
          ['QUEUE_PREFIX', "the web app's prefix for the queue keys in Redis (default: pause)"],
          [
            'JOB_LOCK_MS',
            "how long a job stays held without renewal; a killed worker's job runs again after about 2-3 times this (default: 30000)",
          ],
          ['X_FILE', 'for any variable X above: a file holding its value instead (DATABASE_URL_FILE=/run/secrets/db)'],
        ]),
        ...examplesSection([
          'DATABASE_URL=postgres://pause@db/pause REDIS_URL=redis://redis:6379 npm run worker',
          'npm run worker -- --heartbeat-file /run/pause/worker.heartbeat',
        ]),
        '',
        'It runs until stopped: SIGTERM or Ctrl-C stops it taking jobs and gives running ones up to 10 seconds.',
        'Exit codes: 1 it could not start (the message says why), 2 a mistake in the command.',
      ].join('\n'),
    );
}
