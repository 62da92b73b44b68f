// The backend as the benchmarks see it (`@pause/backend/bench`, backend/package.json's exports): the
// app's parts they measure and the testing/ fixtures they share with the backend's tests, with their
// real types. Compiled into the testing build (backend/dist-testing), never into the shipped one.
import 'reflect-metadata';

// The app, in process, the way main.ts and the command-line tools open it.
export { NestFactory } from '@nestjs/core';
export { AppModule } from '#src/app.module';
export { type CreateAppOptions, createApp } from '#src/bootstrap/create-app';
export { type AppConfig, readAppConfig } from '#src/config/app-config';
export type { Clock } from '#src/shared/clock/clock';

// What the benchmarks take from the app's container, as its providers (Nest tokens are these classes).
export { Database } from '#src/shared/database/database';
export type { Sql, Transaction } from '#src/shared/database/sql';
export {
  EventStore,
  type CommitSnapshot,
  type CommittedSpan,
  type EventFilter,
} from '#src/shared/event-store/event-store';
export {
  EVENT_SCHEMA_VERSION,
  type Checkpoint,
  type EventMetadata,
  type RecordedEvent,
  type StoredEvent,
} from '#src/shared/event-store/stored-event';
export type { DomainEvent } from '#src/shared/deciders/decider';
export { InlineProjections } from '#src/shared/projections/inline-projections';
export type { Projector } from '#src/shared/projections/projector';
export { ReadModelRebuild, type RebuildResult } from '#src/shared/projections/read-model-rebuild';
export { BullmqJobQueue } from '#src/shared/jobs/bullmq-job-queue';
export { DEFAULT_RETRY, JobQueue, type Job, type JobProcessor } from '#src/shared/jobs/job';
export { JobProcessors } from '#src/shared/jobs/job-processors';

// The timer's names and limits the benchmarks build their load from.
export { timerStreamId } from '#src/modules/timer/timer.events';
export { IMPORT_APPEND_ROWS } from '#src/modules/timer/commands/import-sessions.handler';

// Fixtures shared with the backend's tests.
export {
  type PastSession,
  type RecordedTimerEvent,
  recordedHistory,
  recordedSession,
  sessionEvents,
} from '#src/modules/timer/testing/timer-sessions';
export { appendTimerEvents } from '#src/modules/timer/testing/seed-history';
export { togglHistory } from '#src/modules/timer/testing/import-files';
export { type AppProcess, type AppProcessOptions, startAppProcess } from '#src/shared/testing/app-process';
export { startDevOidcProcess } from '#src/shared/testing/dev-oidc-process';
export { forgetQueueKeys } from '#src/shared/testing/forget-queue-keys';
export { sessionCookieOf, signIn } from '#src/shared/testing/sign-in';
export {
  type SubscriptionRaceOutcome,
  followWholeLog,
  raceSubscriptionAgainstWriters,
} from '#src/shared/testing/subscription-race';
export { type ShippedProgram, shippedProgram } from './shipped-build';
