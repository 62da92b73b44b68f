// The backend as the benchmarks see it (`@pause/backend/bench`, backend/package.json's exports): the
// app's parts they measure and the testing/ fixtures they share with the backend's tests, with their
// real types. Compiled into the testing build (backend/dist-testing), never into the shipped one.
import 'reflect-metadata';

// The app, in process, the way main.ts and the command-line tools open it.
export { NestFactory } from '@nestjs/core';
export { AppModule } from '../app.module';
export { type CreateAppOptions, createApp } from '../bootstrap/create-app';
export { type AppConfig, readAppConfig } from '../config/app-config';
export type { Clock } from '../shared/clock/clock';

// What the benchmarks take from the app's container, as its providers (Nest tokens are these classes).
export { Database } from '../shared/database/database';
export type { Sql, Transaction } from '../shared/database/sql';
export {
  EventStore,
  type CommitSnapshot,
  type CommittedSpan,
  type EventFilter,
} from '../shared/event-store/event-store';
export {
  EVENT_SCHEMA_VERSION,
  type Checkpoint,
  type EventMetadata,
  type RecordedEvent,
  type StoredEvent,
} from '../shared/event-store/stored-event';
export type { DomainEvent } from '../shared/deciders/decider';
export { InlineProjections } from '../shared/projections/inline-projections';
export type { Projector } from '../shared/projections/projector';
export { ReadModelRebuild, type RebuildResult } from '../shared/projections/read-model-rebuild';
export { BullmqJobQueue } from '../shared/jobs/bullmq-job-queue';
export { DEFAULT_RETRY, JobQueue, type Job, type JobProcessor } from '../shared/jobs/job';
export { JobProcessors } from '../shared/jobs/job-processors';

// The timer's names and limits the benchmarks build their load from.
export { timerStreamId } from '../modules/timer/timer.events';
export { IMPORT_APPEND_ROWS } from '../modules/timer/commands/import-sessions.handler';

// Fixtures shared with the backend's tests.
export {
  type PastSession,
  type RecordedTimerEvent,
  recordedHistory,
  recordedSession,
  sessionEvents,
} from '../modules/timer/testing/timer-sessions';
export { appendTimerEvents } from '../modules/timer/testing/seed-history';
export { togglHistory } from '../modules/timer/testing/import-files';
export { type AppProcess, type AppProcessOptions, startAppProcess } from '../shared/testing/app-process';
export { startDevOidcProcess } from '../shared/testing/dev-oidc-process';
export { forgetQueueKeys } from '../shared/testing/forget-queue-keys';
export { sessionCookieOf, signIn } from '../shared/testing/sign-in';
export {
  type SubscriptionRaceOutcome,
  followWholeLog,
  raceSubscriptionAgainstWriters,
} from '../shared/testing/subscription-race';
export { type ShippedProgram, shippedProgram } from './shipped-build';
