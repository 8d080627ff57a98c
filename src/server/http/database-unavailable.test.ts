import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseFailure } from './database-unavailable';

/** An error as node-postgres raises it: a message, and PostgreSQL's SQLSTATE or Node's errno as `code`. */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('databaseFailure', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08000', 'connection exception'],
    ['08003', 'connection does not exist'],
    ['08006', 'connection failure'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
  ])('reads code %s as the database being unavailable', (code, message) => {
    expect(databaseFailure(driverError(message, code))).toBe('unavailable');
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Client has encountered a connection error and is not queryable',
  ])('reads "%s" (no code) as the database being unavailable', (message) => {
    expect(databaseFailure(driverError(message))).toBe('unavailable');
  });

  it('reads a cancelled statement as a timeout', () => {
    expect(databaseFailure(driverError('canceling statement due to statement timeout', '57014'))).toBe('timeout');
  });

  it('looks through the query error drizzle wraps around the driver error', () => {
    const wrapped = new DrizzleQueryError(
      'select 1',
      [],
      driverError('terminating connection due to administrator command', '57P01'),
    );
    expect(databaseFailure(wrapped)).toBe('unavailable');
  });

  it.each([
    ['a unique violation', driverError('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', driverError('syntax error at or near "selec"', '42601')],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing at all', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(databaseFailure(error)).toBeUndefined();
  });
});
