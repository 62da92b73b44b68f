// `npm run worker`: runs the background jobs from BullMQ on Redis, next to one or more web processes;
// `--help` says what it reads. Without REDIS_URL there is nothing to run here: `npm start` runs the
// same processors in-process.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { rmSync, writeFileSync } from 'node:fs';
import { AppModule } from './app.module';
import { UsageError } from './cli/arguments/command-line';
import { HEARTBEAT_SECONDS, type WorkerArguments, parseWorkerArguments } from './cli/arguments/worker-arguments';
import { readAppConfig } from './config/app-config';
import { appLogging } from './shared/logging/app-logging';
import { safeDescription } from './shared/logging/safe-description';

async function main(options: WorkerArguments): Promise<void> {
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

let parsed: ReturnType<typeof parseWorkerArguments> | undefined;
try {
  parsed = parseWorkerArguments(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
if (parsed.kind === 'help') {
  process.stdout.write(parsed.text.endsWith('\n') ? parsed.text : `${parsed.text}\n`);
} else {
  main(parsed.options).catch((error: unknown) => {
    new Logger('Worker').error(safeDescription(error, { withStack: true }));
    process.exit(1);
  });
}
