// Claims an embedded data folder's lock and holds it until SIGTERM, as another Pause process would:
// for tests of what happens beside a holder. Usage: node dist-testing/shared/testing/hold-data-folder.js
// <folder> <role: app|tool> [database url to advertise]. Prints `claim=acquired` or `claim=held`.
import { DataFolderLock } from '#src/shared/database/data-folder-lock';

const [folder, role, databaseUrl] = process.argv.slice(2);
const claim = DataFolderLock.claim(folder, {
  role: role as 'app' | 'tool',
  command: role === 'app' ? 'npm start' : 'npm run replay',
});
if (!claim.acquired) {
  process.stdout.write(`claim=held\n`);
  process.exit(0);
}
if (databaseUrl) claim.lock.advertise(databaseUrl);
process.stdout.write(`claim=acquired\n`);
process.on('SIGTERM', () => {
  claim.lock.release();
  process.exit(0);
});
setInterval(() => undefined, 60_000);
