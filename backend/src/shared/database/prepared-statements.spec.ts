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
