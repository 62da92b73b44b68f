// The schemas that rebuilds and analysis builds fill. Each carries a label (a comment on the schema)
// saying who is building it, replaced by what it holds once it is finished, so a schema left behind
// by a killed run is told apart from a finished one, and from one another run is still building.
import { Database } from '#src/shared/database/database';
import type { Sql } from '#src/shared/database/sql';
import { Injectable } from '@nestjs/common';
import {
  type ProcessIdentity,
  currentProcess,
  describeProcess,
  processState,
} from '#src/shared/process/process-identity';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

type BuildKind = 'rebuild' | 'as-of';

type SchemaLabel =
  | {
      readonly pause: 'building';
      readonly kind: BuildKind;
      readonly builder: ProcessIdentity;
      readonly startedAt: string;
    }
  | {
      readonly pause: 'built';
      readonly kind: 'as-of';
      readonly until: string;
      readonly builtAt: string;
      readonly events: number;
    };

/** A schema a build left behind, and whether its builder is still at it. */
export interface UnfinishedBuild {
  readonly schema: string;
  readonly kind: BuildKind;
  readonly builder: ProcessIdentity;
  readonly startedAt: string;
  /** `gone`: dropped, since nobody will finish it; otherwise left alone. */
  readonly builderState: 'running' | 'gone' | 'elsewhere';
}

export class SchemaTaken extends Error {
  constructor(
    readonly schema: string,
    detail: string,
  ) {
    super(
      `Schema ${schema} already exists (${detail}). Drop it with "drop schema ${schema} cascade", or choose another name.`,
    );
    this.name = 'SchemaTaken';
  }
}

@Injectable()
export class BuildSchemas {
  constructor(private readonly database: Database) {}

  /** Creates the schema, labelled as being built by this process; refuses one that exists. */
  async create(schema: string, kind: BuildKind): Promise<void> {
    if (!SCHEMA_NAME.test(schema))
      throw new Error(`"${schema}" is not a usable schema name (lower-case letters, digits, _).`);
    const existing = await this.labelOf(schema);
    if (existing !== undefined) throw new SchemaTaken(schema, describeLabel(existing));
    const label: SchemaLabel = {
      pause: 'building',
      kind,
      builder: currentProcess(),
      startedAt: new Date().toISOString(),
    };
    await this.database.transaction(async (transaction) => {
      await transaction.query(`create schema "${schema}"`);
      await labelSchema(transaction, schema, label);
    });
  }

  /** Labels a finished analysis build with what it holds. */
  async markBuilt(schema: string, until: Date, events: number): Promise<void> {
    const label: SchemaLabel = {
      pause: 'built',
      kind: 'as-of',
      until: until.toISOString(),
      builtAt: new Date().toISOString(),
      events,
    };
    await labelSchema(this.database, schema, label);
  }

  async drop(schema: string): Promise<void> {
    await this.database.query(`drop schema if exists "${schema}" cascade`);
  }

  /**
   * Finds the schemas of builds that never finished; drops those whose builder has certainly ended
   * (killed, or its machine restarted) and leaves the others, which may still be running.
   */
  async clearAbandoned(): Promise<UnfinishedBuild[]> {
    const rows = await this.database.query<{ schema: string; label: string }>(
      `select nspname as schema, obj_description(oid, 'pg_namespace') as label
       from pg_namespace where obj_description(oid, 'pg_namespace') like '{"pause":"building"%'`,
    );
    const self = currentProcess();
    const found: UnfinishedBuild[] = [];
    for (const row of rows) {
      const label = parseLabel(row.label);
      if (label?.pause !== 'building') continue;
      const builderState = processState(label.builder, self);
      if (builderState === 'gone') await this.drop(row.schema);
      found.push({
        schema: row.schema,
        kind: label.kind,
        builder: label.builder,
        startedAt: label.startedAt,
        builderState,
      });
    }
    return found;
  }

  private async labelOf(schema: string): Promise<SchemaLabel | null | undefined> {
    const [row] = await this.database.query<{ label: string | null }>(
      `select obj_description(oid, 'pg_namespace') as label from pg_namespace where nspname = $1`,
      [schema],
    );
    if (row === undefined) return undefined;
    return parseLabel(row.label) ?? null;
  }
}

export function describeUnfinishedBuild(build: UnfinishedBuild): string {
  const what = build.kind === 'rebuild' ? 'a replay' : 'an analysis build';
  const who = describeProcess(build.builder);
  switch (build.builderState) {
    case 'gone':
      return `Dropped schema ${build.schema}, left by ${what} that was interrupted (${who}, started ${build.startedAt}, no longer runs).`;
    case 'running':
      return `Schema ${build.schema} belongs to ${what} still running (${who}); left alone.`;
    case 'elsewhere':
      return `Schema ${build.schema} belongs to ${what} started by ${who} at ${build.startedAt}; this machine cannot tell whether it still runs. If it does not, drop it with "drop schema ${build.schema} cascade".`;
  }
}

function describeLabel(label: SchemaLabel | null): string {
  if (label === null) return 'not made by Pause';
  if (label.pause === 'built') return `an analysis as of ${label.until}, built ${label.builtAt}`;
  return `being built by ${describeProcess(label.builder)} since ${label.startedAt}`;
}

function parseLabel(text: string | null): SchemaLabel | undefined {
  if (!text) return undefined;
  try {
    const label = JSON.parse(text) as SchemaLabel;
    return label.pause === 'building' || label.pause === 'built' ? label : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the label as the schema's comment (pause_label_schema, migration-20261127-label-schema.ts). */
async function labelSchema(sql: Sql, schema: string, label: SchemaLabel): Promise<void> {
  await sql.query('select pause_label_schema($1, $2)', [schema, JSON.stringify(label)]);
}
