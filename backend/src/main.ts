// `npm start`: the API, the web app and (by default) the embedded database and sign-in, in one process.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, logStartupChoices } from './bootstrap/create-app';
import { readAppConfig } from './config/app-config';
import { ConfigurationError } from './config/environment-settings';
import { DataFolderInUse } from './shared/database/data-folder-lock';
import { openDatabase } from './shared/database/database-endpoint';
import { drainConnectionsWhenStopping } from './shared/http/connection-draining';
import { appLogging } from './shared/logging/app-logging';
import { safeDescription } from './shared/logging/safe-description';
import { scavengeOnTheAppsThread } from './shared/process/young-generation';

/** How long answers under way when Pause is told to stop may take before their connections are cut. */
const CONNECTIONS_GRACE_MS = 10_000;

async function main(): Promise<void> {
  scavengeOnTheAppsThread();
  const logger = new Logger('Pause');
  const config = readAppConfig();
  const logging = appLogging(config.logging);
  Logger.overrideLogger(logging.nest);
  const database = await openDatabase(config, { role: 'app', command: 'npm start' });
  logStartupChoices(config, database.embedded);

  const app = await createApp({ config, databaseUrl: database.url, logging });
  const connections = drainConnectionsWhenStopping(app.getHttpServer(), CONNECTIONS_GRACE_MS);
  await app.listen(config.port);
  logger.log(`Pause is ready on ${config.publicUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received; shutting down.`);
    connections.start();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A data folder in use or a setting to fix is a situation, not a bug: the message says all there is.
  // Anything else is one line with its stack (and, as everywhere, without the values of a failed statement).
  new Logger('Pause').error(
    error instanceof DataFolderInUse || error instanceof ConfigurationError
      ? error.message
      : safeDescription(error, { withStack: true }),
  );
  process.exit(1);
});
