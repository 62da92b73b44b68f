// Opens Pause's modules for a command-line tool, on the database the app would use: DATABASE_URL,
// or the embedded one in the data folder (stop the app first: only one process can open it).
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { join } from 'node:path';
import { AppModule } from '../app.module';
import { readAppConfig } from '../config/app-config';
import { type DatabaseEndpoint, externalDatabase, startEmbeddedDatabase } from '../shared/database/database-endpoint';

export interface CliContext {
  readonly app: INestApplicationContext;
  close(): Promise<void>;
}

export async function openCliContext(): Promise<CliContext> {
  const config = readAppConfig();
  const database: DatabaseEndpoint = config.databaseUrl
    ? externalDatabase(config.databaseUrl)
    : await startEmbeddedDatabase(join(config.dataDir, 'pglite'));
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, databaseUrl: database.url, role: 'cli' }),
    { logger: ['error', 'warn'] },
  );
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Runs a tool's main function, printing a failure as one line and a non-zero exit. */
export function runCli(name: string, main: () => Promise<void>): void {
  main().then(
    // Exit once stdout has flushed: a pipe may still hold the last lines.
    () => process.stdout.write('', () => process.exit(0)),
    (error: unknown) => {
      new Logger(name).error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
