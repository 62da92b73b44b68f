// What the command-line tools that work on data share: Pause's modules opened on the database the app
// uses (DATABASE_URL; the running app's embedded engine; or, when no app runs, the embedded data folder
// itself, locked while the tool works). How a tool starts and ends is run-cli.ts.
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '#src/app.module';
import { type AppConfig, readAppConfig } from '#src/config/app-config';
import { type DatabaseEndpoint, openDatabase } from '#src/shared/database/database-endpoint';
import { describeProcess } from '#src/shared/process/process-identity';
import { note } from './run-cli';

export interface CliContext<Database extends DatabaseEndpoint = DatabaseEndpoint> {
  readonly app: INestApplicationContext;
  readonly database: Database;
  /** Closes the modules, then the database. */
  close(): Promise<void>;
}

/** `command` is how a person runs the tool (`npm run replay`), for messages that name it. */
export async function openCliContext(command: string): Promise<CliContext> {
  const config = readAppConfig();
  const database = await openDatabase(config, { role: 'tool', command });
  if (database.servedBy) note(`Pause is running (${describeProcess(database.servedBy.process)}): using its database.`);
  return openCliContextOn(config, database);
}

/** Pause's modules on a database the tool opened itself (`npm run restore` opens an empty one); closed with them. */
export async function openCliContextOn<Database extends DatabaseEndpoint>(
  config: AppConfig,
  database: Database,
): Promise<CliContext<Database>> {
  let app: INestApplicationContext;
  try {
    app = await NestFactory.createApplicationContext(
      AppModule.forRoot({ config, databaseUrl: database.url, role: 'cli' }),
      {
        logger: ['error', 'warn'],
      },
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    async close() {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    },
  };
}
