// Brings the schema up to date before the process does anything else. Every kind of process (the
// app, the worker, the tools) may be first on a new database, so one at a time migrates: each holds
// a PostgreSQL advisory lock while it checks and applies migrations. (On the embedded database the
// engine already runs one transaction at a time, and the migrations run as one transaction.) MikroORM's
// migrator runs them on a connection of its own, closed when they are done.
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DATABASE_URL } from './database-endpoint';
import { mikroOrmOptions } from './mikro-orm.config';

const LOCK_NAME = 'pause:schema-migrations';
/** How long a process waits for another's migrations before giving up. */
const WAIT_LIMIT_MS = 5 * 60_000;

@Injectable()
export class SchemaMigrations implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(@Inject(DATABASE_URL) private readonly databaseUrl: string) {}

  async onModuleInit(): Promise<void> {
    const lock = new Client({ connectionString: this.databaseUrl });
    let lost: Error | undefined;
    lock.on('error', (error) => {
      lost = error;
    });
    await lock.connect();
    try {
      await this.takeLock(lock);
      const applied = await migrate(this.databaseUrl);
      if (lost) throw new Error(`The connection holding the migration lock was lost: ${lost.message}`);
      if (applied.length > 0) this.logger.log(`Applied ${applied.length} migration(s).`);
      // Ending the connection would free the lock on a server; PGlite's connections share one session.
      await lock.query('select pg_advisory_unlock(hashtext($1))', [LOCK_NAME]);
    } finally {
      await lock.end().catch(() => undefined);
    }
  }

  private async takeLock(lock: Client): Promise<void> {
    const { rows } = await lock.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [
      LOCK_NAME,
    ]);
    if (rows[0].locked) return;
    this.logger.log('Another process is migrating the database; waiting for it to finish.');
    await lock.query("select set_config('statement_timeout', $1, false)", [String(WAIT_LIMIT_MS)]);
    try {
      await lock.query('select pg_advisory_lock(hashtext($1))', [LOCK_NAME]);
    } catch (error) {
      throw new Error(
        `Gave up after waiting ${WAIT_LIMIT_MS / 60_000} minutes for another process's migrations: ${(error as Error).message}`,
      );
    }
  }
}

/** Applies the migrations not yet applied; answers those it applied. */
async function migrate(databaseUrl: string): Promise<readonly unknown[]> {
  const orm = await MikroORM.init(mikroOrmOptions(databaseUrl));
  try {
    return await orm.getMigrator().up();
  } finally {
    await orm.close();
  }
}
