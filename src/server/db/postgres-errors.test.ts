import { describe, expect, it } from 'vitest';
import { isPostgresOutage } from './postgres-errors.ts';

const postgresError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isPostgresOutage', () => {
  it('recognises PostgreSQL shutting down, out of room, or a connection lost under a query', () => {
    expect(isPostgresOutage(postgresError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isPostgresOutage(postgresError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isPostgresOutage(postgresError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isPostgresOutage(postgresError('53100', 'could not extend file: No space left on device'))).toBe(true);
    expect(isPostgresOutage(postgresError('08006', 'connection failure'))).toBe(true);
    expect(isPostgresOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isPostgresOutage(postgresError('ECONNRESET', 'read ECONNRESET'))).toBe(true);
    expect(isPostgresOutage(new Error('query failed', { cause: postgresError('EPIPE', 'write EPIPE') }))).toBe(true);
    const everyAddress = new AggregateError([postgresError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')]);
    expect(isPostgresOutage(everyAddress)).toBe(true);
  });

  it('says no to a protocol violation: a query with more bind parameters than the protocol carries', () => {
    expect(isPostgresOutage(postgresError('08P01', 'bind message has 4464 parameter formats but 0 parameters'))).toBe(
      false,
    );
  });

  it('says no to errors that a retry would not cure: constraints, wrong queries, a statement cancelled', () => {
    expect(isPostgresOutage(postgresError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isPostgresOutage(postgresError('42P01', 'relation "notes" does not exist'))).toBe(false);
    expect(isPostgresOutage(postgresError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isPostgresOutage(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});
