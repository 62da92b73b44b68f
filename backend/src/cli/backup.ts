// `npm run backup`: writes every person, every event and the subscriptions' checkpoints, as committed
// when it starts, to a gzipped NDJSON file, while the app runs; `npm run restore` brings it back.
// See docs/operations.md.
import 'reflect-metadata';
import { parseBackupArguments } from './arguments/backup-arguments';
import { defaultBackupName, fromWhereNpmRan } from './backup/file-names';
import { backupSummary } from './backup/summaries';
import { refuseExisting, writeBackup } from './backup/write-backup';
import { type ToolRun, openCliContext, runCli } from './cli-context';

runCli(parseBackupArguments, async (options: { readonly output?: string }, run: ToolRun) => {
  const output = fromWhereNpmRan(options.output ?? defaultBackupName(new Date()));
  refuseExisting(output);
  const context = await openCliContext('npm run backup');
  try {
    const counts = await writeBackup(context.app, output, run.signal);
    process.stdout.write(`${backupSummary(counts, output)}\n`);
  } finally {
    await context.close();
  }
});
