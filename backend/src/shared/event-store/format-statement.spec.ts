// The statement SqlTransactions sends is the one MikroORM would have written.
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { escapeLiteral, formatStatement } from './format-statement';

describe('a statement with its parameters written in', () => {
  const platform = new PostgreSqlPlatform();
  const STRINGS = ['plain', "it's", 'back\\slash', "both ' and \\", '', 'é 東京', '{"a":"b\\"c"}', "''\\\\"];

  it('escapes strings exactly as pg does', () => {
    for (const text of STRINGS) expect(escapeLiteral(text)).toBe(Client.prototype.escapeLiteral(text));
  });

  it('writes every kind of parameter as MikroORM does', () => {
    const sql = 'select ?, ?::jsonb, ?, ?, ?, ?, ? from ?? where a \\? b and c in (?)';
    const params = [
      "o'clock",
      '{"path":"C:\\\\temp"}',
      42,
      null,
      true,
      new Date('2026-11-26T10:00:00.000Z'),
      -3.5,
      'events',
      ['x', "y'"],
    ];
    expect(formatStatement(platform, sql, params)).toBe(platform.formatQuery(sql, params));
  });

  it('leaves a statement without parameters alone', () => {
    expect(formatStatement(platform, 'select 1', [])).toBe('select 1');
  });
});
