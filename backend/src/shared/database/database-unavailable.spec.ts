import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a backend terminated by an operator', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up or shutting down', withCode('the database system is starting up', '57P03')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['the same, with knex naming the statement first', new Error('select 1 - Connection terminated unexpectedly')],
    ['a server out of connections', withCode('sorry, too many clients already', '53300')],
    ['a lock not granted in time', withCode('canceling statement due to lock timeout', '55P03')],
    ['a statement over its time', withCode('canceling statement due to statement timeout', '57014')],
    ['MikroORM naming it a connection failure', new ConnectionException(new Error('connection lost'))],
    ['the same, wrapped by the ORM', new DriverException(withCode('terminating connection', '57P01'))],
    [
      'a pool lending no connection in time',
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
    ],
    ['a cause further down', new Error('the command failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new UniqueConstraintViolationException(withCode('duplicate key value', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something not an error', 'connection terminated'],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
