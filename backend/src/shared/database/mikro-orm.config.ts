// MikroORM on the pg driver, for a real or the embedded PostgreSQL alike. The schema comes from
// migrations only; nothing is synchronised at run time.
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { UserEntity } from '../../modules/auth/user.entity';
import { migrationsList } from './migrations/migrations-list';

export function mikroOrmOptions(clientUrl: string): Options {
  return defineConfig({
    clientUrl,
    entities: [UserEntity],
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: { min: 0, max: 10 },
    discovery: { warnWhenNoEntities: false },
    debug: false,
  });
}
