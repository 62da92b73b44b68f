// Array literals read back by PostgreSQL as the values written, whichever way the statement travels:
// written into it by MikroORM (inline projections) or bound by the driver (rebuilds).
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from './mikro-orm.config';
import type { DatabaseEndpoint } from './database-endpoint';
import { driverBoundSql } from '../event-store/driver-bound-sql';
import type { SqlExecutor } from '../event-store/sql-executor';
import { createTestDatabase } from '../testing/test-database';
import { arrayLiteral } from './array-literal';

const AWKWARD = ['Europe/Paris', 'a,b', '{c}', ' d ', 'say "hi"', 'back\\slash', "it's", 'NULL', '', 'é ü 東京'];

describe('an array literal in a statement', () => {
  let database: DatabaseEndpoint;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(mikroOrmOptions(database.url));
  });
  afterAll(async () => {
    await orm.close();
    await database.close();
  });

  const readBack = (sql: SqlExecutor) =>
    sql.execute<{ value: string | null; amount: string | null }[]>(
      'select value, amount::text from unnest(?::text[], ?::bigint[]) as given(value, amount)',
      [arrayLiteral([...AWKWARD, null]), arrayLiteral([...AWKWARD.map((_, index) => -index * 3_600_000), null])],
    );
  const expected = [
    ...AWKWARD.map((value, index) => ({ value, amount: String(-index * 3_600_000) })),
    { value: null, amount: null },
  ];

  it('is read back as written when MikroORM writes it into the statement', async () => {
    expect(await readBack(orm.em.fork())).toEqual(expected);
  });

  it('is read back as written when the driver binds it', async () => {
    await orm.em.fork().transactional(async (transaction) => {
      expect(await readBack(driverBoundSql(transaction))).toEqual(expected);
    });
  });
});
