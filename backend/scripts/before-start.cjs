// `npm start` runs this before it rebuilds: when Pause already runs on this data folder, it says so and
// stops, rather than rebuilding backend/dist and frontend/dist under the running app. It asks the
// previous build, the one a running app uses; without one, no Pause from this checkout can be running.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, '..', 'dist');
const endpoint = join(dist, 'shared', 'database', 'database-endpoint.js');
if (!existsSync(endpoint)) process.exit(0);
const { refuseIfDataFolderTaken } = require(endpoint);
if (typeof refuseIfDataFolderTaken !== 'function') process.exit(0);
const { readAppConfig } = require(join(dist, 'config', 'app-config.js'));

try {
  refuseIfDataFolderTaken(readAppConfig(), { role: 'app', command: 'npm start' });
} catch (error) {
  // Anything else (a bad setting, say) is for the app itself to report once built.
  if (error.name !== 'DataFolderInUse') process.exit(0);
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
