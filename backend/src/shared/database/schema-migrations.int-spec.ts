// Every kind of process migrates a database it finds behind: on a new database, several starting at
// once (the app, the worker, the tools) must take turns, or two would create the same tables.
import { createTestDatabase } from '#src/shared/testing/test-database';
import { withDatabase } from '#src/shared/testing/sql-client';
import { runTool } from '#src/shared/testing/tool-process';
import { migrationsList } from './migrations/migrations-list';

const onServer = process.env.DATABASE_URL ? it : it.skip;

describe('schema migrations', () => {
  onServer('are applied once when four processes start on a new database at the same moment', async () => {
    const database = await createTestDatabase();
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => runTool('replay', ['sessions'], { DATABASE_URL: database.url })),
      );
      expect(outcomes.map((outcome) => (outcome.code === 0 ? 0 : `${outcome.code}: ${outcome.stderr}`))).toEqual([
        0, 0, 0, 0,
      ]);
      const applied = await withDatabase(
        database.url,
        async (client) => (await client.query('select name from mikro_orm_migrations order by id')).rows,
      );
      expect(applied.map((row) => row.name)).toEqual(migrationsList.map((migration) => migration.name));
    } finally {
      await database.close();
    }
  });
});
