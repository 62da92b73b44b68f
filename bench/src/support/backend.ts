// The backend as the benchmarks use it, through its typed public entry `@pause/backend/bench`
// (backend/src/testing/bench-entry.ts, compiled into backend/dist-testing by `npm run build:testing`):
// the compiler checks every call against the app's own types, and no path into a build is written here.
// The app processes a benchmark starts run the shipped build (backend/dist), as `npm start` does.
import type { INestApplicationContext } from '@nestjs/common';
import * as pause from '@pause/backend/bench';
import { resolve } from 'node:path';

export type {
  AppConfig,
  AppProcess,
  Checkpoint,
  Clock,
  CommitSnapshot,
  CommittedSpan,
  DomainEvent,
  EventFilter,
  EventMetadata,
  Job,
  JobProcessor,
  PastSession,
  Projector,
  RebuildResult,
  RecordedEvent,
  RecordedTimerEvent,
  Sql,
  StoredEvent,
  Transaction,
  SubscriptionRaceOutcome,
} from '@pause/backend/bench';

export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

/** The read models the analytics feature builds from TimerStopped. */
export const BALANCE_READ_MODELS = ['daily-balance', 'weekly-balance', 'monthly-balance'] as const;

/** The providers the benchmarks take from an app's container (`app.get(...)`). */
export type Database = pause.Database;
export type EventStore = pause.EventStore;
export type JobQueue = pause.JobQueue;
export type ReadModelRebuild = pause.ReadModelRebuild;

/** The parts of the backend the benchmarks use, each named after what it gives. */
export const backend = {
  appModule: () => pause.AppModule,
  nestFactory: () => pause.NestFactory,
  readAppConfig: pause.readAppConfig,
  createApp: pause.createApp,
  startDevOidcProcess: pause.startDevOidcProcess,
  /** The timer's event builders, the same the backend's tests use. */
  timerFixtures: () => ({
    sessionEvents: pause.sessionEvents,
    recordedSession: pause.recordedSession,
    recordedHistory: pause.recordedHistory,
  }),
  /** The version of the metadata's shape the app writes now. */
  eventSchemaVersion: () => pause.EVENT_SCHEMA_VERSION,
  appendTimerEvents: pause.appendTimerEvents,
  timerStreamId: pause.timerStreamId,
  /** How many imported rows the import appends in one statement. */
  importAppendRows: pause.IMPORT_APPEND_ROWS,
  /** A Toggl Track detailed-report CSV of `rows` sessions, the import tests' own. */
  togglHistory: pause.togglHistory,
  database: () => pause.Database,
  eventStore: () => pause.EventStore,
  inlineProjections: () => pause.InlineProjections,
  jobProcessors: () => pause.JobProcessors,
  jobQueue: () => pause.JobQueue,
  bullmqJobQueue: () => pause.BullmqJobQueue,
  defaultRetry: () => pause.DEFAULT_RETRY,
  /** `node <program>` as a child process (its own process group), ready once it prints `readyLine`. */
  startAppProcess: pause.startAppProcess,
  /** The absolute path of `app` (main.js) or `worker` (worker.js) in the shipped build. */
  shippedProgram: pause.shippedProgram,
  readModelRebuild: () => pause.ReadModelRebuild,
  /** The sign-in the backend's HTTP tests go through: the real authorization-code flow. */
  signIn: pause.signIn,
  sessionCookieOf: pause.sessionCookieOf,
  forgetQueueKeys: pause.forgetQueueKeys,
  /** The subscription's race against concurrent writers, the one its integration test runs small. */
  subscriptionRace: () => ({
    raceSubscriptionAgainstWriters: pause.raceSubscriptionAgainstWriters,
    followWholeLog: pause.followWholeLog,
  }),
};

/** The balance projectors exactly as the app registered them. */
export function balanceProjectors(app: INestApplicationContext): pause.Projector[] {
  const all = app.get(backend.inlineProjections()).all();
  const chosen = all.filter((projector) => (BALANCE_READ_MODELS as readonly string[]).includes(projector.readModel));
  if (chosen.length !== BALANCE_READ_MODELS.length) {
    throw new Error(
      `Expected the projectors ${BALANCE_READ_MODELS.join(', ')}; the app registers ${all.map((p) => p.readModel).join(', ')}.`,
    );
  }
  return chosen;
}

/** The event types a set of projectors handles, as the rebuild reads them. */
export function handledTypes(projectors: readonly pause.Projector[]): string[] {
  return [...new Set(projectors.flatMap((projector) => projector.handles))];
}
