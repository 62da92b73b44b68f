// `npm run restore -- FILE`: brings back a backup that `npm run backup` wrote, into an empty database
// on a server (DATABASE_URL), or into the embedded data folder with the app stopped (the folder's
// previous contents are kept aside), then rebuilds the read models. See docs/operations.md.
import 'reflect-metadata';
import { readAppConfig } from '../config/app-config';
import { externalDatabase, openFreshEmbeddedDatabase } from '../shared/database/database-endpoint';
import { parseRestoreArguments } from './arguments/backup-arguments';
import { inspectBackup } from './backup/backup-file';
import { fromWhereNpmRan } from './backup/file-names';
import { emptyRestoredTables, refuseNewerSchema, refuseNonEmpty, restoreBackup } from './backup/restore-backup';
import { restoreSummary } from './backup/summaries';
import { type ToolRun, note, openCliContextOn, runCli } from './cli-context';

const COMMAND = 'npm run restore';

runCli(parseRestoreArguments, async (options: { readonly file: string }, run: ToolRun) => {
  const file = fromWhereNpmRan(options.file);
  const contents = await inspectBackup(file, run.signal);
  refuseNewerSchema(file, contents.header);
  note(
    `${file}: a backup of ${contents.header.createdAt} holding ${contents.counts.people} people and ${contents.counts.events} events.`,
  );
  const config = readAppConfig();

  if (config.databaseUrl) {
    const context = await openCliContextOn(config, externalDatabase(config.databaseUrl));
    try {
      await refuseNonEmpty(context.app, describeServerDatabase(config.databaseUrl));
      try {
        const outcome = await restoreBackup(context.app, file, contents, run.signal);
        process.stdout.write(`${restoreSummary(outcome, file)}\n`);
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
  let previousFolder: string | undefined;
  try {
    outcome = await restoreBackup(context.app, file, contents, run.signal);
    previousFolder = database.keep().previousFolder;
  } finally {
    // Puts the restored folder in place once kept; otherwise removes it and leaves the data folder as it was.
    await context.close();
  }
  process.stdout.write(`${restoreSummary(outcome, file, { previousFolder })}\n`);
});

/** The database a URL names, for people, without its password. */
function describeServerDatabase(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `The database ${decodeURIComponent(pathname.slice(1)) || '(default)'} on ${hostname}${port ? `:${port}` : ''}`;
}
