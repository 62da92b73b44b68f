// The built app (backend/dist, from `npm run build`), loaded at run time and typed here by hand for
// the few parts the benchmarks touch: the benchmarks measure the code that ships, and never compile
// backend/src themselves. Packages are resolved from backend/dist too, so DI tokens are the app's own.
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { existsSync } from 'node:fs';
import type { Client as PgClient } from 'pg';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');
const BACKEND_DIST = join(REPOSITORY_ROOT, 'backend', 'dist');

const backendRequire = createRequire(join(BACKEND_DIST, 'main.js'));

/** A module of backend/dist (a path relative to it) or a package as the backend resolves it. */
export function fromBackend<T>(id: string): T {
  if (!existsSync(join(BACKEND_DIST, 'main.js'))) {
    throw new Error(`${BACKEND_DIST} is missing: run "npm run build" first (npm run bench does).`);
  }
  return backendRequire(id) as T;
}

/** The read models the analytics feature builds from TimerStopped. */
export const BALANCE_READ_MODELS = ['daily-balance', 'weekly-balance', 'monthly-balance'] as const;

export interface StoredEvent {
  readonly position: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly occurredAt: Date;
  readonly transactionId: string;
}

export interface Checkpoint {
  readonly transactionId: string;
  readonly position: string;
}

export interface SqlExecutor {
  execute<T = unknown>(sql: string, params?: unknown[]): Promise<T>;
}

export interface EntityManager extends SqlExecutor {
  fork(): EntityManager;
  transactional<T>(work: (transaction: EntityManager) => Promise<T>): Promise<T>;
  readonly config: { get(key: 'pool'): { readonly max?: number } };
}

/** What projectors are given: a stored event before the log placed it. */
export type RecordedEvent = Omit<StoredEvent, 'position' | 'transactionId'>;

export interface Projector {
  readonly readModel: string;
  readonly version: number;
  readonly handles: readonly string[];
  readonly tables: readonly string[];
  project(events: readonly RecordedEvent[], sql: SqlExecutor): Promise<void>;
}

export interface InlineProjections {
  all(): readonly Projector[];
}

export interface EventFilter {
  readonly types?: readonly string[];
}

/** Which transactions had committed at one moment (pg_current_snapshot() as text). */
export type CommitSnapshot = string & { readonly __commitSnapshot: unique symbol };

export interface CommittedSpan {
  readonly after?: CommitSnapshot;
  readonly upTo: CommitSnapshot;
}

/** The command path's transactions (DeciderRunner's). */
/** The command's transaction: its last statement may carry the commit. */
export interface CommandTransaction extends SqlExecutor {
  executeAndCommit<T = unknown>(sql: string, params?: unknown[]): Promise<T>;
}

export interface SqlTransactions {
  run<T>(work: (transaction: CommandTransaction) => Promise<T>): Promise<T>;
}

export interface EventMetadata {
  readonly userId?: string;
  readonly correlationId: string;
  readonly schemaVersion: number;
}

export interface DomainEvent {
  readonly type: string;
  readonly data: unknown;
}

export interface EventStore {
  appendAndCommit(
    transaction: CommandTransaction,
    streamId: string,
    expectedVersion: number,
    events: readonly DomainEvent[],
    metadata: EventMetadata,
    occurredAt: Date,
  ): Promise<StoredEvent[]>;
  readAllAfter(
    checkpoint: Checkpoint,
    limit: number,
    executor?: SqlExecutor,
    filter?: EventFilter,
  ): Promise<StoredEvent[]>;
  takeSnapshot(executor?: SqlExecutor): Promise<CommitSnapshot>;
  readCommitted(
    span: CommittedSpan,
    checkpoint: Checkpoint,
    limit: number,
    executor?: SqlExecutor,
    filter?: EventFilter,
  ): Promise<StoredEvent[]>;
}

export interface RebuildResult {
  readonly readModels: string[];
  readonly events: number;
  readonly seconds: number;
  readonly schema: string;
}

export interface ReadModelRebuild {
  rebuildLive(projectors: readonly Projector[]): Promise<RebuildResult>;
}

/** Opaque to the benchmarks: made by readAppConfig, handed to AppModule or createApp. */
export type AppConfig = { readonly __appConfig: unique symbol };

export interface Clock {
  now(): Date;
}

export interface Job {
  readonly id: string;
  readonly name: string;
  readonly data: unknown;
  readonly attempt: number;
}

export interface JobProcessor {
  readonly queue: string;
  process(job: Job): Promise<void>;
}

export interface JobProcessors {
  get(queue: string): JobProcessor;
}

export interface JobQueue {
  enqueue(queue: string, name: string, data: unknown, jobId: string): Promise<void>;
  enqueueAll(queue: string, name: string, jobs: readonly { data: unknown; jobId: string }[]): Promise<void>;
}

export interface AppProcess {
  readonly url: string;
  readonly pid: number;
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export interface PastSession {
  readonly type: 'work' | 'commute';
  readonly start: Date;
  readonly end: Date;
  readonly timeZone: string;
  readonly sessionId?: string;
}

/** One of the timer's events where the timer would have written it; built by the timer's own fixtures. */
export interface RecordedTimerEvent {
  readonly streamId: string;
  readonly streamVersion: number;
  readonly occurredAt: Date;
}

interface TimerFixtures {
  sessionEvents(session: PastSession): [DomainEvent, DomainEvent];
  recordedSession(userId: string, session: PastSession, firstVersion: number): [RecordedTimerEvent, RecordedTimerEvent];
  recordedHistory(userId: string, sessions: readonly PastSession[], lastVersion?: number): RecordedTimerEvent[];
}

type Token<T> = abstract new (...args: never[]) => T;

export const backend = {
  appModule: () =>
    fromBackend<{
      AppModule: {
        forRoot(options: { config: AppConfig; databaseUrl: string; role?: 'web' | 'cli'; clock?: Clock }): unknown;
      };
    }>('./app.module').AppModule,
  nestFactory: () =>
    fromBackend<{
      NestFactory: { createApplicationContext(module: unknown, options?: object): Promise<INestApplicationContext> };
    }>('@nestjs/core').NestFactory,
  readAppConfig: (env: NodeJS.ProcessEnv) =>
    fromBackend<{ readAppConfig(env: NodeJS.ProcessEnv): AppConfig }>('./config/app-config').readAppConfig(env),
  createApp: (options: { config: AppConfig; databaseUrl: string; clock?: Clock; logger?: false }) =>
    fromBackend<{ createApp(o: typeof options): Promise<INestApplication> }>('./bootstrap/create-app').createApp(
      options,
    ),
  startDevOidcProcess: (redirectUri: string) =>
    fromBackend<{ startDevOidcProcess(uri: string): Promise<{ issuer: string; stop(): Promise<void> }> }>(
      './shared/testing/dev-oidc-process',
    ).startDevOidcProcess(redirectUri),
  /** The timer's event builders, the same the backend's tests use. */
  timerFixtures: () => fromBackend<TimerFixtures>('./modules/timer/testing/timer-sessions'),
  /** The version of the metadata's shape the app writes now. */
  eventSchemaVersion: () =>
    fromBackend<{ EVENT_SCHEMA_VERSION: number }>('./shared/event-store/stored-event').EVENT_SCHEMA_VERSION,
  appendTimerEvents: (client: PgClient, events: readonly RecordedTimerEvent[]) =>
    fromBackend<{ appendTimerEvents(c: PgClient, e: readonly RecordedTimerEvent[]): Promise<number> }>(
      './modules/timer/testing/seed-history',
    ).appendTimerEvents(client, events),
  timerStreamId: (userId: string) =>
    fromBackend<{ timerStreamId(userId: string): string }>('./modules/timer/timer.events').timerStreamId(userId),
  entityManager: () => fromBackend<{ EntityManager: Token<EntityManager> }>('@mikro-orm/postgresql').EntityManager,
  sqlTransactions: () =>
    fromBackend<{ SqlTransactions: Token<SqlTransactions> }>('./shared/event-store/sql-transactions').SqlTransactions,
  eventStore: () => fromBackend<{ EventStore: Token<EventStore> }>('./shared/event-store/event-store').EventStore,
  inlineProjections: () =>
    fromBackend<{ InlineProjections: Token<InlineProjections> }>('./shared/projections/inline-projections')
      .InlineProjections,
  jobProcessors: () =>
    fromBackend<{ JobProcessors: Token<JobProcessors> }>('./shared/jobs/job-processors').JobProcessors,
  jobQueue: () => fromBackend<{ JobQueue: Token<JobQueue> }>('./shared/jobs/job').JobQueue,
  /** `node backend/dist/…` as a child process (its own process group), ready once it prints `readyLine`. */
  startAppProcess: (options: {
    command: readonly [string, ...string[]];
    env?: Record<string, string | undefined>;
    readyLine?: RegExp;
    readyTimeoutMs?: number;
    /** Where the embedded database lives; by default a temporary folder removed on stop. */
    dataDir?: string;
  }) =>
    fromBackend<{ startAppProcess(o: typeof options): Promise<AppProcess> }>(
      './shared/testing/app-process',
    ).startAppProcess(options),
  readModelRebuild: () =>
    fromBackend<{ ReadModelRebuild: Token<ReadModelRebuild> }>('./shared/projections/read-model-rebuild')
      .ReadModelRebuild,
};

/** The balance projectors exactly as the app registered them. */
export function balanceProjectors(app: INestApplicationContext): Projector[] {
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
export function handledTypes(projectors: readonly Projector[]): string[] {
  return [...new Set(projectors.flatMap((projector) => projector.handles))];
}
