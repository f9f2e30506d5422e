import { describe, expect, it } from 'vitest';
import { DatabaseLockedError } from './sqlite-errors.ts';
import { isSqliteOutage, StorageUnavailableError, storageProblem } from './storage-problem.ts';

const sqliteError = (errcode: number, message: string) => Object.assign(new Error(message), { errcode });
const systemError = (code: string) => Object.assign(new Error(code), { code });

describe('storageProblem', () => {
  it('names what is wrong with the data folder from SQLite’s result code, extended or not', () => {
    expect(storageProblem(sqliteError(8, 'attempt to write a readonly database'))).toBe('is read-only');
    expect(storageProblem(sqliteError(1544, 'attempt to write a readonly database'))).toBe('is read-only');
    expect(storageProblem(sqliteError(13, 'database or disk is full'))).toBe('is full');
    expect(storageProblem(sqliteError(14, 'unable to open database file'))).toBe('cannot be opened');
    expect(storageProblem(sqliteError(522, 'disk I/O error'))).toBe('has a disk I/O error');
  });

  it('looks through wrapping errors and reads system error codes', () => {
    const wrapped = new Error('Migration unknown failed', { cause: systemError('ENOSPC') });
    expect(storageProblem(wrapped)).toBe('is full');
    const opening = new StorageUnavailableError('/srv/data', 'is missing and cannot be created', systemError('EACCES'));
    expect(storageProblem(new Error('Migration failed', { cause: opening }))).toBe('is missing and cannot be created');
    expect(opening.message).toBe('DATA_DIR /srv/data is missing and cannot be created: EACCES');
    const locked = new DatabaseLockedError('/srv/data/site.db', 3_000, sqliteError(5, 'database is locked'));
    expect(storageProblem(new Error('Migration failed', { cause: locked }))).toBe('is locked by another process');
  });

  it('says nothing about errors that are not about storage', () => {
    expect(storageProblem(sqliteError(1, 'no such table: notes'))).toBeUndefined();
    expect(storageProblem(sqliteError(5, 'database is locked'))).toBeUndefined();
    expect(storageProblem(new Error('bug'))).toBeUndefined();
    expect(storageProblem('not an error')).toBeUndefined();
  });
});

describe('isSqliteOutage', () => {
  it('recognises the write lock held elsewhere and a data folder it cannot use, as the SQLite driver throws them', () => {
    expect(isSqliteOutage(sqliteError(5, 'database is locked'))).toBe(true);
    expect(isSqliteOutage(sqliteError(6, 'database table is locked'))).toBe(true);
    expect(isSqliteOutage(new DatabaseLockedError('/srv/site.db', 3_000, sqliteError(5, 'database is locked')))).toBe(
      true,
    );
    expect(isSqliteOutage(sqliteError(522, 'disk I/O error'))).toBe(true);
    expect(isSqliteOutage(sqliteError(1544, 'attempt to write a readonly database'))).toBe(true);
    expect(isSqliteOutage(new StorageUnavailableError('/srv', 'is full', sqliteError(13, 'disk full')))).toBe(true);
  });

  it('says no to a query that is wrong', () => {
    expect(isSqliteOutage(sqliteError(1, 'no such table: notes'))).toBe(false);
    expect(isSqliteOutage(sqliteError(19, 'UNIQUE constraint failed: notes.id'))).toBe(false);
  });
});
