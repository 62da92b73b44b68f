// The work of `npm run backup` (backup.ts reads its command line): the backup file, written while the app runs.
import 'reflect-metadata';
import { defaultBackupName, fromWhereNpmRan } from './backup/file-names';
import { backupSummary } from './backup/summaries';
import { refuseExisting, writeBackup } from './backup/write-backup';
import { openCliContext } from './cli-context';
import type { ToolRun } from './run-cli';

export async function writeBackupFile(options: { readonly output?: string }, run: ToolRun): Promise<void> {
  const output = fromWhereNpmRan(options.output ?? defaultBackupName(new Date()));
  refuseExisting(output);
  const context = await openCliContext('npm run backup');
  try {
    const counts = await writeBackup(context.app, output, run.signal);
    process.stdout.write(`${backupSummary(counts, output)}\n`);
  } finally {
    await context.close();
  }
}
