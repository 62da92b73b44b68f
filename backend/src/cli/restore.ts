// `npm run restore -- FILE [--forget-deleted-in LATER]`: brings back a backup that `npm run backup`
// wrote, into an empty database on a server (DATABASE_URL), or into the embedded data folder with the
// app stopped (the folder's previous contents are kept aside), then rebuilds the read models; with a
// later backup, deletes again the accounts deleted between the two. See docs/operations.md.
// The command line is read before Pause's modules load (restore-run.ts), so help and mistakes answer at once.
import { parseRestoreArguments } from './arguments/backup-arguments';
import { runCli } from './run-cli';

runCli(parseRestoreArguments, async () => (await import('./restore-run.js')).restoreFromBackup);
