// MikroORM on the pg driver, for a real or the embedded PostgreSQL alike. The schema comes from
// migrations only; nothing is synchronised at run time. The app says which entities there are (the
// features own them), so this module knows none.
import { defineConfig, type EntityClass, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from './migrations/migrations-list';

export function mikroOrmOptions(clientUrl: string, entities: readonly EntityClass<object>[] = []): Options {
  return defineConfig({
    clientUrl,
    entities: [...entities],
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: 10 },
    discovery: { warnWhenNoEntities: false },
    debug: false,
  });
}
