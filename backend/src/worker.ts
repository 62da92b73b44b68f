// `npm run worker`: runs the background jobs from BullMQ on Redis, next to one or more web processes.
// Without REDIS_URL there is nothing to run here: `npm start` runs the same processors in-process.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { readAppConfig } from './config/app-config';
import { appLogging } from './shared/logging/app-logging';
import { safeDescription } from './shared/logging/safe-description';

const HEARTBEAT_FILE = join(tmpdir(), 'pause-worker-heartbeat');
const HEARTBEAT_MS = 10_000;

async function main(): Promise<void> {
  const config = readAppConfig();
  const logging = appLogging(config.logging);
  Logger.overrideLogger(logging.nest);
  if (!config.redisUrl || !config.databaseUrl) {
    throw new Error(
      'The worker needs REDIS_URL and DATABASE_URL (a PostgreSQL server). Without Redis, npm start runs jobs in-process.',
    );
  }
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, databaseUrl: config.databaseUrl, role: 'worker' }),
    { logger: logging.nest },
  );
  // On SIGTERM or SIGINT, Nest closes the app: the workers stop taking jobs and finish active ones.
  app.enableShutdownHooks();
  // Container health checks read this file's age.
  const beat = () => writeFileSync(HEARTBEAT_FILE, new Date().toISOString());
  beat();
  setInterval(beat, HEARTBEAT_MS).unref();
  new Logger('Worker').log('Pause worker is running.');
}

main().catch((error: unknown) => {
  new Logger('Worker').error(safeDescription(error, { withStack: true }));
  process.exit(1);
});
