// Rebuilds read models from the event log. Events are projected, in commit-safe order and in pages,
// into empty copies of the read models' tables in a schema of their own: the projectors' unqualified
// table names reach the copies through the search path, so the same projection code runs. A live
// rebuild then swaps the copies in, in one transaction that first blocks new events and projects any
// that arrived meanwhile; the app keeps answering from the old tables until that moment, and a rebuild
// that fails only drops its own schema. An analysis build (as of a moment) keeps its schema instead.
// Read models that are a grouping of another one being rebuilt (weekly and monthly balance of the
// daily one) are filled from it in SQL once the pages are projected, rather than from every event.
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { type EventFilter, EventStore } from '../event-store/event-store';
import { driverBoundSql } from '../event-store/driver-bound-sql';
import type { SqlExecutor } from '../event-store/sql-executor';
import { type Checkpoint, START_OF_HISTORY, type StoredEvent, checkpointOf } from '../event-store/stored-event';
import type { Projector } from './projector';

const PAGE_SIZE = 50_000;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface RebuildProgress {
  readonly processed: number;
  readonly total: number;
}

export interface RebuildOptions {
  readonly onStart?: (total: number) => void;
  readonly onProgress?: (progress: RebuildProgress) => void | Promise<void>;
}

export interface RebuildResult {
  readonly readModels: string[];
  readonly events: number;
  readonly seconds: number;
  /** Where the tables are: the live schema after a rebuild, the analysis schema after a build as of a moment. */
  readonly schema: string;
}

@Injectable()
export class ReadModelRebuild {
  private readonly em: EntityManager;

  constructor(
    em: EntityManager,
    private readonly eventStore: EventStore,
  ) {
    this.em = em.fork();
  }

  /** Rebuilds the read models from every event and swaps them in for the live ones. */
  async rebuildLive(projectors: readonly Projector[], options: RebuildOptions = {}): Promise<RebuildResult> {
    const started = performance.now();
    const live = await this.currentSchema();
    const work = `rebuild_${randomBytes(6).toString('hex')}`;
    await this.createEmptyCopies(work, live, projectors);
    try {
      const { events, checkpoint } = await this.project(work, live, projectors, {}, options);
      await this.makeDurable(work, projectors);
      const caughtUp = await this.em.transactional(async (transaction) => {
        await transaction.execute('lock table events in share mode');
        const late = await this.projectRemaining(transaction, work, live, projectors, checkpoint);
        for (const table of tablesOf(projectors)) {
          await transaction.execute(`drop table "${live}"."${table}"`);
          await transaction.execute(`alter table "${work}"."${table}" set schema "${live}"`);
        }
        await this.recordVersions(transaction, live, projectors, events + late);
        return late;
      });
      return this.result(projectors, events + caughtUp, started, live);
    } finally {
      await this.em.execute(`drop schema if exists "${work}" cascade`);
    }
  }

  /** Builds the read models as they stood at `until` into a new schema, leaving the live ones alone. */
  async buildAsOf(projectors: readonly Projector[], until: Date, schema: string, options: RebuildOptions = {}): Promise<RebuildResult> {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`"${schema}" is not a usable schema name (lower-case letters, digits, _).`);
    const started = performance.now();
    const live = await this.currentSchema();
    await this.createEmptyCopies(schema, live, projectors);
    try {
      const { events } = await this.project(schema, live, projectors, { until }, options);
      await this.makeDurable(schema, projectors);
      return this.result(projectors, events, started, schema);
    } catch (error) {
      await this.em.execute(`drop schema if exists "${schema}" cascade`);
      throw error;
    }
  }

  private async project(
    schema: string,
    live: string,
    projectors: readonly Projector[],
    filter: EventFilter,
    options: RebuildOptions,
  ): Promise<{ events: number; checkpoint: Checkpoint }> {
    const { projected, derived } = splitDerivable(projectors);
    const eventFilter: EventFilter = { ...filter, types: handledTypes(projected) };
    const total = await this.countEvents(eventFilter);
    options.onStart?.(total);
    let checkpoint = START_OF_HISTORY;
    let processed = 0;
    for (;;) {
      const page = await this.eventStore.readAllAfter(checkpoint, PAGE_SIZE, this.em, eventFilter);
      if (page.length === 0) break;
      await this.em.transactional((transaction) => projectPage(transaction, schema, live, projected, page));
      checkpoint = checkpointOf(page[page.length - 1]);
      processed += page.length;
      await options.onProgress?.({ processed, total: Math.max(total, processed) });
    }
    if (derived.length > 0) {
      await this.em.transactional(async (transaction) => {
        await transaction.execute(`set local search_path to "${schema}", "${live}"`);
        for (const projector of derived) await transaction.execute(projector.derivable!.sql);
      });
    }
    return { events: processed, checkpoint };
  }

  private async projectRemaining(
    transaction: EntityManager,
    schema: string,
    live: string,
    projectors: readonly Projector[],
    after: Checkpoint,
  ): Promise<number> {
    const filter: EventFilter = { types: handledTypes(projectors) };
    let checkpoint = after;
    let processed = 0;
    for (;;) {
      const page = await this.eventStore.readAllAfter(checkpoint, PAGE_SIZE, transaction, filter);
      if (page.length === 0) return processed;
      await projectPage(transaction, schema, live, projectors, page);
      checkpoint = checkpointOf(page[page.length - 1]);
      processed += page.length;
    }
  }

  /**
   * The copies start unlogged: a rebuild updates each row many times (a week's row once per session),
   * and none of those versions needs the write-ahead log. A crash mid-rebuild loses only the copies.
   */
  private async createEmptyCopies(schema: string, live: string, projectors: readonly Projector[]): Promise<void> {
    await this.em.execute(`create schema "${schema}"`);
    for (const table of tablesOf(projectors)) {
      await this.em.execute(`create unlogged table "${schema}"."${table}" (like "${live}"."${table}" including all)`);
    }
  }

  /** Logs the finished copies once, as they stand, before they are swapped in or kept for analysis. */
  private async makeDurable(schema: string, projectors: readonly Projector[]): Promise<void> {
    for (const table of tablesOf(projectors)) await this.em.execute(`alter table "${schema}"."${table}" set logged`);
  }

  private async countEvents(filter: EventFilter): Promise<number> {
    const types = filter.types ?? [];
    const [{ count }] = await this.em.execute<{ count: string }[]>(
      `select count(*) from events where type in (${types.map(() => '?').join(', ') || 'null'})
       ${filter.until ? 'and occurred_at <= ?' : ''}`,
      [...types, ...(filter.until ? [filter.until.toISOString()] : [])],
    );
    return Number(count);
  }

  private async recordVersions(sql: SqlExecutor, live: string, projectors: readonly Projector[], events: number): Promise<void> {
    for (const projector of projectors) {
      await sql.execute(
        `insert into "${live}".read_model_versions (read_model, version, rebuilt_at, events) values (?, ?, now(), ?)
         on conflict (read_model) do update set version = excluded.version, rebuilt_at = excluded.rebuilt_at, events = excluded.events`,
        [projector.readModel, projector.version, events],
      );
    }
  }

  private async currentSchema(): Promise<string> {
    const [{ schema }] = await this.em.execute<{ schema: string }[]>('select current_schema() as schema');
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
  transaction: EntityManager,
  schema: string,
  live: string,
  projectors: readonly Projector[],
  page: readonly StoredEvent[],
): Promise<void> {
  await transaction.execute(`set local search_path to "${schema}", "${live}"`);
  const sql = driverBoundSql(transaction);
  for (const projector of projectors) {
    const handled = page.filter((event) => projector.handles.includes(event.type));
    if (handled.length > 0) await projector.project(handled, sql);
  }
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
