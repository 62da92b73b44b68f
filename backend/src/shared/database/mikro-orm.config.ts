// MikroORM's part: the schema. Its migrator applies the migrations (the only way the schema changes;
// nothing is synchronised at run time), on a connection of its own, for a real or the embedded
// PostgreSQL alike. Statements at run time go through Database (database.ts), values bound.
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from './migrations/migrations-list';

/** The table MikroORM's migrator keeps the names of applied migrations in (its default). */
export const APPLIED_MIGRATIONS_TABLE = 'mikro_orm_migrations';

export function mikroOrmOptions(clientUrl: string): Options {
  return defineConfig({
    clientUrl,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: APPLIED_MIGRATIONS_TABLE,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: 1 },
    discovery: { warnWhenNoEntities: false },
    debug: false,
  });
}
