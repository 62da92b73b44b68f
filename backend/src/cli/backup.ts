// `npm run backup`: writes every person, every event and the subscriptions' checkpoints, as committed
// when it starts, to a gzipped NDJSON file, while the app runs; `npm run restore` brings it back.
// See docs/operations.md.
// The command line is read before Pause's modules load (backup-run.ts), so help and mistakes answer at once.
import { parseBackupArguments } from './arguments/backup-arguments';
import { runCli } from './run-cli';

runCli(parseBackupArguments, async () => (await import('./backup-run.js')).writeBackupFile);
