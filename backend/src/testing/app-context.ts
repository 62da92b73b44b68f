// The app's modules without HTTP, on a database other processes serve, with a clock the test controls:
// for writing what happened in the past (a session yesterday, a challenge for last week) beside
// running apps and workers. It follows no subscription, declares no schedule and runs no job.
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { AppModule } from '#src/app.module';
import { readAppConfig } from '#src/config/app-config';
import { FakeClock } from '#src/shared/testing/fake-clock';

export interface TestAppContext {
  readonly context: INestApplicationContext;
  readonly commands: CommandBus;
  readonly clock: FakeClock;
  close(): Promise<void>;
}

export async function openTestAppContext(databaseUrl: string): Promise<TestAppContext> {
  const config = readAppConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-app-context-serves-no-sessions',
  });
  const clock = new FakeClock();
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, databaseUrl, role: 'cli', clock }),
    { logger: false },
  );
  return { context, commands: context.get(CommandBus), clock, close: () => context.close() };
}
