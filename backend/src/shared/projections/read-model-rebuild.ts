// Rebuilds read models from the event log. Events are projected in commit-safe order and in pages
// into empty copies of the read models' tables in a schema of their own: the projectors' unqualified
// table names reach the copies through the search path, so the same projection code runs.
//
// What is read is a span of the log fixed by snapshots (EventStore.readCommitted): first everything
// committed when the rebuild starts, then what committed since, span after span, and last, under a
// lock that keeps new events out, what is left. The spans cover every committed event exactly once,
// whatever else is open on the server; each is counted, and a count that differs from what was
// projected fails the rebuild before anything is swapped. The swap takes its locks with short
// timeouts and tries again, so a reader in the way delays the swap, not the people using the app.
// A build that fails or is interrupted drops its schema; the app answers from the old tables meanwhile.
// Read models that are a grouping of another one being rebuilt (weekly and monthly balance of the
// daily one) are filled from it in SQL once the first span is projected, rather than from every event.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CommitSnapshot,
  type CommittedSpan,
  type EventFilter,
  EventStore,
} from '#src/shared/event-store/event-store';
import type { Sql } from '#src/shared/database/sql';
import { START_OF_HISTORY, type StoredEvent, checkpointOf } from '#src/shared/event-store/stored-event';
import { BuildSchemas } from './build-schemas';
import { type Projector, eventsFor } from './projector';

const PAGE_SIZE = 50_000;
/** Spans are caught up outside the lock until one is this small; the rest is projected under it. */
const SMALL_SPAN = 1_000;
const MAX_CATCH_UP_ROUNDS = 20;

export interface RebuildProgress {
  readonly processed: number;
  readonly total: number;
}

/** How long the swap may wait for its locks, and how often it tries. */
export interface SwapPatience {
  readonly lockTimeoutMs: number;
  readonly statementTimeoutMs: number;
  readonly attempts: number;
  /** The pause before the second attempt; it doubles up to maxPauseMs. */
  readonly firstPauseMs: number;
  readonly maxPauseMs: number;
}

const DEFAULT_SWAP_PATIENCE: SwapPatience = {
  lockTimeoutMs: 500,
  statementTimeoutMs: 15_000,
  attempts: 40,
  firstPauseMs: 500,
  maxPauseMs: 8_000,
};

export interface SwapWait {
  readonly attempt: number;
  readonly attempts: number;
  /** What the swap could not get in time, for people: `the table weekly_balance (someone is reading it)`. */
  readonly blockedBy: string;
  readonly retryInMs: number;
}

export interface RebuildOptions {
  readonly onStart?: (total: number) => void;
  readonly onProgress?: (progress: RebuildProgress) => void | Promise<void>;
  /** The swap found its locks taken and will try again. */
  readonly onSwapWait?: (wait: SwapWait) => void;
  /** Aborting stops the build between pages; its schema is dropped and nothing is swapped. */
  readonly signal?: AbortSignal;
  readonly swapPatience?: SwapPatience;
}

export interface RebuildResult {
  readonly readModels: string[];
  readonly events: number;
  readonly seconds: number;
  /** Where the tables are: the live schema after a rebuild, the analysis schema after a build as of a moment. */
  readonly schema: string;
}

/** The projected count of a span differs from the span's own count: the rebuild cannot be trusted. */
export class RebuildIncomplete extends Error {
  constructor(span: string, projected: number, counted: number) {
    super(`The rebuild projected ${projected} events of ${span} but the log holds ${counted}; nothing was swapped.`);
    this.name = 'RebuildIncomplete';
  }
}

/** Where a build writes and which events it reads. */
interface Build {
  readonly schema: string;
  readonly live: string;
  readonly filter: EventFilter & { readonly types: readonly string[] };
  readonly options: RebuildOptions;
  processed: number;
  total: number;
}

@Injectable()
export class ReadModelRebuild {
  constructor(
    private readonly database: Database,
    private readonly eventStore: EventStore,
    private readonly schemas: BuildSchemas,
  ) {}

  /** Rebuilds the read models from every committed event and swaps them in for the live ones. */
  async rebuildLive(projectors: readonly Projector[], options: RebuildOptions = {}): Promise<RebuildResult> {
    const started = performance.now();
    const live = await this.currentSchema();
    const work = `rebuild_${randomBytes(6).toString('hex')}`;
    await this.schemas.create(work, 'rebuild');
    try {
      await this.createEmptyCopies(work, live, projectors);
      const build = this.start(work, live, projectors, {}, options);
      let reached = await this.projectFirstSpan(build, projectors);
      await this.makeDurable(work, projectors);
      for (let round = 0; round < MAX_CATCH_UP_ROUNDS; round++) {
        const next = await this.eventStore.takeSnapshot(this.database);
        const caughtUp = await this.projectSpan(build, projectors, { after: reached, upTo: next });
        reached = next;
        if (caughtUp < SMALL_SPAN) break;
      }
      options.signal?.throwIfAborted();
      await this.swapIn(build, projectors, reached);
      return this.result(projectors, build.processed, started, live);
    } finally {
      await this.schemas.drop(work);
    }
  }

  /** Builds the read models as they stood at `until` into a new schema, leaving the live ones alone. */
  async buildAsOf(
    projectors: readonly Projector[],
    until: Date,
    schema: string,
    options: RebuildOptions = {},
  ): Promise<RebuildResult> {
    const started = performance.now();
    const live = await this.currentSchema();
    await this.schemas.create(schema, 'as-of');
    try {
      await this.createEmptyCopies(schema, live, projectors);
      const build = this.start(schema, live, projectors, { until }, options);
      await this.projectFirstSpan(build, projectors);
      await this.makeDurable(schema, projectors);
      await this.schemas.markBuilt(schema, until, build.processed);
      return this.result(projectors, build.processed, started, schema);
    } catch (error) {
      await this.schemas.drop(schema);
      throw error;
    }
  }

  private start(
    schema: string,
    live: string,
    projectors: readonly Projector[],
    filter: EventFilter,
    options: RebuildOptions,
  ): Build {
    return { schema, live, filter: { ...filter, types: handledTypes(projectors) }, options, processed: 0, total: 0 };
  }

  /**
   * Everything committed now, announced up front, projected by the read models that take events one
   * by one; those that are a grouping of another are then derived from its rows.
   */
  private async projectFirstSpan(build: Build, projectors: readonly Projector[]): Promise<CommitSnapshot> {
    const { projected, derived } = splitDerivable(projectors);
    const span: CommittedSpan = { upTo: await this.eventStore.takeSnapshot(this.database) };
    build.total = await this.eventStore.countCommitted(span, this.database, build.filter);
    build.options.onStart?.(build.total);
    await this.projectSpan(build, projected, span, { knownCount: build.total });
    if (derived.length > 0) {
      await this.database.transaction(async (transaction) => {
        await searchBuildFirst(transaction, build);
        for (const projector of derived) await transaction.query(projector.derivable!.sql);
      });
    }
    return span.upTo;
  }

  /**
   * Projects one span, each page in a transaction of its own, or all of it inside `transaction`, and
   * checks that what was projected is exactly what the span holds. Returns how many events that was.
   */
  private async projectSpan(
    build: Build,
    projectors: readonly Projector[],
    span: CommittedSpan,
    { knownCount, transaction }: { knownCount?: number; transaction?: Sql } = {},
  ): Promise<number> {
    const reader = transaction ?? this.database;
    const counted = knownCount ?? (await this.eventStore.countCommitted(span, reader, build.filter));
    if (knownCount === undefined) build.total += counted;
    let checkpoint = START_OF_HISTORY;
    let projected = 0;
    for (;;) {
      build.options.signal?.throwIfAborted();
      const page = await this.eventStore.readCommitted(span, checkpoint, PAGE_SIZE, reader, build.filter);
      if (page.length === 0) break;
      if (transaction) await projectPage(transaction, build, projectors, page);
      else await this.database.transaction((own) => projectPage(own, build, projectors, page));
      checkpoint = checkpointOf(page[page.length - 1]);
      projected += page.length;
      build.processed += page.length;
      await build.options.onProgress?.({ processed: build.processed, total: Math.max(build.total, build.processed) });
    }
    if (projected !== counted) {
      throw new RebuildIncomplete(
        span.after ? 'the events committed during the rebuild' : 'the log',
        projected,
        counted,
      );
    }
    return projected;
  }

  /**
   * One transaction: keep new events out (running appends finish first), take the live tables,
   * project what committed since `reached`, and swap. Locks are taken in the order appends take
   * them (events, then read-model tables), each with a short timeout; on a timeout the transaction
   * rolls back, the app carries on, and the swap tries again after a pause.
   */
  private async swapIn(build: Build, projectors: readonly Projector[], reached: CommitSnapshot): Promise<void> {
    const patience = build.options.swapPatience ?? DEFAULT_SWAP_PATIENCE;
    const tables = tablesOf(projectors);
    let pauseMs = patience.firstPauseMs;
    for (let attempt = 1; ; attempt++) {
      let step = 'the events table (appends in progress)';
      const counted = { processed: build.processed, total: build.total };
      try {
        await this.database.transaction(async (transaction) => {
          await transaction.query(
            "select set_config('lock_timeout', $1, true), set_config('statement_timeout', $2, true)",
            [String(Math.round(patience.lockTimeoutMs)), String(Math.round(patience.statementTimeoutMs))],
          );
          await transaction.query('lock table events in share mode');
          for (const table of tables) {
            step = `the table ${table} (someone is reading or writing it)`;
            await transaction.query(`lock table "${build.live}"."${table}" in access exclusive mode`);
          }
          step = 'projecting the last events';
          const everything = await this.eventStore.takeSnapshot(transaction);
          await this.projectSpan(build, projectors, { after: reached, upTo: everything }, { transaction });
          for (const table of tables) {
            await transaction.query(`drop table "${build.live}"."${table}"`);
            await transaction.query(`alter table "${build.schema}"."${table}" set schema "${build.live}"`);
          }
          await this.recordVersions(transaction, build.live, projectors, build.processed);
        });
        return;
      } catch (error) {
        // What the rolled-back attempt projected is gone with it.
        build.processed = counted.processed;
        build.total = counted.total;
        if (!isTimeout(error) || attempt >= patience.attempts) throw error;
        build.options.onSwapWait?.({ attempt, attempts: patience.attempts, blockedBy: step, retryInMs: pauseMs });
        await sleep(pauseMs, undefined, { signal: build.options.signal });
        pauseMs = Math.min(pauseMs * 2, patience.maxPauseMs);
        const next = await this.eventStore.takeSnapshot(this.database);
        await this.projectSpan(build, projectors, { after: reached, upTo: next });
        reached = next;
      }
    }
  }

  /**
   * The copies start unlogged: a rebuild updates each row many times (a week's row once per session),
   * and none of those versions needs the write-ahead log. A crash mid-rebuild loses only the copies.
   */
  private async createEmptyCopies(schema: string, live: string, projectors: readonly Projector[]): Promise<void> {
    for (const table of tablesOf(projectors)) {
      await this.database.query(
        `create unlogged table "${schema}"."${table}" (like "${live}"."${table}" including all)`,
      );
    }
  }

  /** Logs the finished copies once, as they stand, before they are swapped in or kept for analysis. */
  private async makeDurable(schema: string, projectors: readonly Projector[]): Promise<void> {
    for (const table of tablesOf(projectors))
      await this.database.query(`alter table "${schema}"."${table}" set logged`);
  }

  private async recordVersions(
    sql: Sql,
    live: string,
    projectors: readonly Projector[],
    events: number,
  ): Promise<void> {
    for (const projector of projectors) {
      await sql.query(
        `insert into "${live}".read_model_versions (read_model, version, rebuilt_at, events) values ($1, $2, now(), $3)
         on conflict (read_model) do update set version = excluded.version, rebuilt_at = excluded.rebuilt_at, events = excluded.events`,
        [projector.readModel, projector.version, events],
      );
    }
  }

  private async currentSchema(): Promise<string> {
    const [{ schema }] = await this.database.query<{ schema: string }>('select current_schema() as schema');
    return schema;
  }

  private result(projectors: readonly Projector[], events: number, startedMs: number, schema: string): RebuildResult {
    return {
      readModels: projectors.map((projector) => projector.readModel),
      events,
      seconds: (performance.now() - startedMs) / 1000,
      schema,
    };
  }
}

async function projectPage(
  transaction: Sql,
  build: Build,
  projectors: readonly Projector[],
  page: readonly StoredEvent[],
): Promise<void> {
  await searchBuildFirst(transaction, build);
  for (const projector of projectors) {
    const handled = eventsFor(projector, page);
    if (handled.length > 0) await projector.project(handled, transaction);
  }
}

/** For the rest of `transaction`, unqualified tables are the build's copies, then the live schema's. */
async function searchBuildFirst(transaction: Sql, build: Build): Promise<void> {
  await transaction.query("select set_config('search_path', $1, true)", [`"${build.schema}", "${build.live}"`]);
}

/** A lock or statement timeout: someone held what the swap needed for longer than it may wait. */
function isTimeout(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '55P03' || code === '57014';
}

/** Which read models a rebuild projects event by event, and which it derives from another's rows. */
function splitDerivable(projectors: readonly Projector[]): { projected: Projector[]; derived: Projector[] } {
  const rebuilt = new Set(projectors.map((projector) => projector.readModel));
  const derived = projectors.filter((projector) => projector.derivable && rebuilt.has(projector.derivable.from));
  return { projected: projectors.filter((projector) => !derived.includes(projector)), derived };
}

function tablesOf(projectors: readonly Projector[]): string[] {
  return [...new Set(projectors.flatMap((projector) => projector.tables))];
}

function handledTypes(projectors: readonly Projector[]): string[] {
  return [...new Set(projectors.flatMap((projector) => projector.handles))];
}
