import { PreparedStatements } from './prepared-statements';
import type { Sql } from './sql';

describe('prepared statements', () => {
  const sent: [string, readonly unknown[] | undefined][] = [];
  const transaction: Sql = {
    query: async <Row>(text: string, values?: readonly unknown[]) => {
      sent.push([text, values]);
      return [] as Row[];
    },
  };

  it('sends nothing when written, then every statement in the order written, values as given', async () => {
    const prepared = new PreparedStatements();
    await prepared.query('insert into a values ($1)', [['x', 'y']]);
    await prepared.query('delete from b');
    expect(sent).toEqual([]);

    await prepared.sendIn(transaction);
    expect(sent).toEqual([
      ['insert into a values ($1)', [['x', 'y']]],
      ['delete from b', []],
    ]);
  });
});

describe('prepared statements ahead of the append, as one statement', () => {
  const append = { text: 'insert into events (n) select $1 returning position', values: [7] };

  async function written(...statements: [string, unknown[]][]): Promise<PreparedStatements> {
    const prepared = new PreparedStatements();
    for (const [text, values] of statements) await prepared.query(text, values);
    return prepared;
  }

  it('is the append alone when nothing is ahead of it', async () => {
    expect((await written()).aheadOf(append)).toEqual(append);
  });

  it("leads the append with each statement as a WITH clause, their values bound after the append's own", async () => {
    const prepared = await written(
      ['insert into daily_balance (user_id, work_ms) select * from unnest($1::uuid[], $2::bigint[])', [['u'], [5]]],
      ['update sessions set note = $2 where session_id = $1', ['s', 'n']],
    );

    expect(prepared.aheadOf(append)).toEqual({
      text:
        'with written_1 as (insert into daily_balance (user_id, work_ms) select * from unnest($2::uuid[], $3::bigint[])),\n' +
        'written_2 as (update sessions set note = $5 where session_id = $4)\n' +
        append.text,
      values: [7, ['u'], [5], 's', 'n'],
    });
  });

  it('joins each command of a kind with its own values, the texts judged once for them all', async () => {
    const text = 'insert into daily_balance (user_id) select * from unnest($1::uuid[])';
    const first = (await written([text, [['u1']]])).aheadOf(append);
    const second = (await written([text, [['u2']]])).aheadOf({ ...append, values: [8] });

    expect(second?.text).toBe(first?.text);
    expect(first?.values).toEqual([7, ['u1']]);
    expect(second?.values).toEqual([8, ['u2']]);
  });

  it('joins a statement that has a column named as another statement’s table, or sets it, or qualifies it', async () => {
    const prepared = await written(
      [
        'insert into achievement_days (user_id, sessions) select * from unnest($1::uuid[], $2::integer[]) on conflict (user_id) do update set sessions = achievement_days.sessions + excluded.sessions',
        [[], []],
      ],
      ['insert into sessions (session_id) select * from unnest($1::uuid[])', [[]]],
    );

    expect(prepared.aheadOf(append)).toBeDefined();
  });

  it.each([
    ['two statements write one table', ['insert into sessions (a) values ($1)', 'delete from sessions where a = $1']],
    [
      'one reads a table another writes',
      ['insert into sessions (a) values ($1)', 'update weekly_balance set n = s.n from sessions s where s.a = $1'],
    ],
    [
      'one reads it in a join of its own',
      [
        'insert into sessions (a) values ($1)',
        'delete from session_labels l using weekly_balance w, sessions where l.a = $1',
      ],
    ],
    ['one reads the table the append writes', ['insert into totals (n) select count(*) from events where a = $1']],
    ['one is not a write of one table', ['select pg_advisory_xact_lock($1)']],
    ['one already has WITH clauses of its own', ['with x as (select $1) insert into sessions (a) select * from x']],
    ['a quoted text holds a $ that is not a placeholder', ["insert into notes (a, b) values ($1, 'costs $2')"]],
    ['one is two statements', ['insert into sessions (a) values ($1); delete from sessions']],
  ])('keeps them apart when %s', async (_, texts) => {
    const prepared = await written(...texts.map((text): [string, unknown[]] => [text, ['v']]));

    expect(prepared.aheadOf(append)).toBeUndefined();
  });
});
