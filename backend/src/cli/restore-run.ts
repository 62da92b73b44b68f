// The work of `npm run restore` (restore.ts reads its command line): a backup brought back into an empty database.
import 'reflect-metadata';
import { readAppConfig } from '#src/config/app-config';
import { externalDatabase, openFreshEmbeddedDatabase } from '#src/shared/database/database-endpoint';
import type { RestoreOptions } from './arguments/backup-arguments';
import { inspectBackup } from './backup/backup-file';
import { accountsDeletedIn, forgetAgain } from './backup/deletions-after-backup';
import { fromWhereNpmRan } from './backup/file-names';
import { emptyRestoredTables, refuseNewerSchema, refuseNonEmpty, restoreBackup } from './backup/restore-backup';
import { restoreSummary } from './backup/summaries';
import { openCliContextOn } from './cli-context';
import { type ToolRun, note } from './run-cli';

const COMMAND = 'npm run restore';

export async function restoreFromBackup(options: RestoreOptions, run: ToolRun): Promise<void> {
  const file = fromWhereNpmRan(options.file);
  const contents = await inspectBackup(file, run.signal);
  refuseNewerSchema(file, contents.header);
  note(
    `${file}: a backup of ${contents.header.createdAt} holding ${contents.counts.people} people and ${contents.counts.events} events.`,
  );
  const later = options.forgetDeletedIn && fromWhereNpmRan(options.forgetDeletedIn);
  const deleted = later ? await accountsDeletedIn(later, { file, header: contents.header }, run.signal) : [];
  const deletionsFrom = later ? { file: later, deleted } : undefined;
  const config = readAppConfig();

  if (config.databaseUrl) {
    const context = await openCliContextOn(config, externalDatabase(config.databaseUrl));
    try {
      await refuseNonEmpty(context.app, describeServerDatabase(config.databaseUrl));
      try {
        const outcome = await restoreBackup(context.app, file, contents, run.signal);
        const forgotten = await forgetAgain(context.app, deleted);
        process.stdout.write(`${restoreSummary(outcome, file, { deletionsFrom, forgotten })}\n`);
      } catch (error) {
        await emptyRestoredTables(context.app).then(
          () => note('The restore did not finish; the database is empty again.'),
          (cleanup: Error) =>
            note(
              `The restore did not finish, and emptying the database failed too (${cleanup.message}): drop it and create an empty one before trying again.`,
            ),
        );
        throw error;
      }
    } finally {
      await context.close();
    }
    return;
  }

  const database = await openFreshEmbeddedDatabase(config.dataDir, { role: 'tool', command: COMMAND });
  const context = await openCliContextOn(config, database);
  let outcome;
  let forgotten = 0;
  let previousFolder: string | undefined;
  try {
    outcome = await restoreBackup(context.app, file, contents, run.signal);
    forgotten = await forgetAgain(context.app, deleted);
    previousFolder = database.keep().previousFolder;
  } finally {
    // Puts the restored folder in place once kept; otherwise removes it and leaves the data folder as it was.
    await context.close();
  }
  process.stdout.write(`${restoreSummary(outcome, file, { previousFolder, deletionsFrom, forgotten })}\n`);
}

/** The database a URL names, for people, without its password. */
function describeServerDatabase(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `The database ${decodeURIComponent(pathname.slice(1)) || '(default)'} on ${hostname}${port ? `:${port}` : ''}`;
}
