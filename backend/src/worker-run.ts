// The work of `npm run worker` (worker.ts reads its command line): the job processors on BullMQ, and a heartbeat file.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { rmSync, writeFileSync } from 'node:fs';
import { AppModule } from './app.module';
import { HEARTBEAT_SECONDS, type WorkerArguments } from './cli/arguments/worker-arguments';
import { readAppConfig } from './config/app-config';
import { appLogging } from './shared/logging/app-logging';
import { safeDescription } from './shared/logging/safe-description';

export async function runWorker(options: WorkerArguments): Promise<void> {
  const config = readAppConfig();
  const logging = appLogging(config.logging);
  Logger.overrideLogger(logging.nest);
  if (!config.redisUrl || !config.databaseUrl) {
    throw new Error(
      'The worker needs REDIS_URL and DATABASE_URL (a PostgreSQL server). Without Redis, npm start runs jobs in-process. See npm run worker -- --help.',
    );
  }
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, databaseUrl: config.databaseUrl, role: 'worker' }),
    { logger: logging.nest },
  );
  const logger = new Logger('Worker');
  // Health checks read this file's age; a stopping worker leaves none behind to vouch for it.
  const beat = () => writeFileSync(options.heartbeatFile, new Date().toISOString());
  beat();
  const beating = setInterval(beat, HEARTBEAT_SECONDS * 1000);
  // On SIGTERM or SIGINT the workers stop taking jobs and give active ones time to finish.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received; shutting down.`);
    clearInterval(beating);
    rmSync(options.heartbeatFile, { force: true });
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  logger.log(`Pause worker is running; heartbeat in ${options.heartbeatFile}.`);
}

/** A worker that fails to start says why in one line of the log, and exits 1. */
export function failedToStart(error: unknown): never {
  new Logger('Worker').error(safeDescription(error, { withStack: true }));
  process.exit(1);
}
