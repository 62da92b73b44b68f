// What `npm run backup` and `npm run restore` were asked to do: where the backup goes, and which file
// to restore. Both take `now` only to share the other tools' shape; no option here is a moment.
import { Command } from 'commander';
import { type Parsed, UsageError, helpFooter, parseCommandLine } from './command-line';

export function parseBackupArguments(argv: readonly string[], _now: Date): Parsed<{ readonly output?: string }> {
  const line = parseCommandLine<{ output?: string }>(backupCommand(), argv);
  if (line.kind === 'help') return line;
  const { output } = line.options.values;
  if (output === '')
    throw new UsageError('--output is empty: give a file name, or leave --output out for the default name.');
  return { kind: 'run', options: output === undefined ? {} : { output } };
}

export interface RestoreOptions {
  readonly file: string;
  /** A backup taken later, whose account deletions are applied again after the restore. */
  readonly forgetDeletedIn?: string;
}

export function parseRestoreArguments(argv: readonly string[], _now: Date): Parsed<RestoreOptions> {
  const line = parseCommandLine<{ forgetDeletedIn?: string }>(restoreCommand(), argv);
  if (line.kind === 'help') return line;
  const [file] = line.options.positionals;
  if (file === '') throw new UsageError('The backup file name is empty: give the file that npm run backup wrote.');
  const { forgetDeletedIn } = line.options.values;
  if (forgetDeletedIn === '') {
    throw new UsageError('--forget-deleted-in is empty: give a backup taken after the one you restore.');
  }
  return { kind: 'run', options: forgetDeletedIn === undefined ? { file } : { file, forgetDeletedIn } };
}

function backupCommand(): Command {
  return new Command('npm run backup --')
    .description(
      'Writes a consistent copy of every person and every event to a gzipped NDJSON file, while the app runs. ' +
        'Read models are not copied: restore rebuilds them from the events.',
    )
    .option(
      '--output <file>',
      'where to write the backup (default: pause-backup-<UTC time>.ndjson.gz in the current folder)',
    )
    .helpOption('-h, --help', 'show this help')
    .addHelpText(
      'after',
      helpFooter(
        ['npm run backup', 'npm run backup -- --output /backups/pause.ndjson.gz'],
        'failed (the message says why)',
      ),
    );
}

function restoreCommand(): Command {
  return new Command('npm run restore --')
    .description(
      'Restores every person and every event from a backup, then rebuilds the read models from the events. ' +
        'It needs the app stopped when Pause uses its embedded data folder, whose previous contents are kept ' +
        'aside rather than deleted; or an empty database when DATABASE_URL is set.',
    )
    .argument('<file>', 'the backup file that npm run backup wrote')
    .option(
      '--forget-deleted-in <later-backup>',
      'a backup taken after <file>: the accounts deleted between the two are deleted again once <file> is restored',
    )
    .helpOption('-h, --help', 'show this help')
    .addHelpText(
      'after',
      helpFooter(
        [
          'npm run restore -- /backups/pause.ndjson.gz',
          'npm run restore -- /backups/monday.ndjson.gz --forget-deleted-in /backups/friday.ndjson.gz',
        ],
        'failed (the message says why)',
      ),
    );
}
