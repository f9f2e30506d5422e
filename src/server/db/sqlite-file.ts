import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { QueryResult } from 'kysely';
import { log } from '../log.ts';
import { openSqlite } from './open-sqlite.ts';
import { needsReopen } from './sqlite-errors.ts';

interface Prepared {
  statement: StatementSync;
  returnsRows: boolean;
}

// Kysely prepares every query afresh; the site runs the same few dozen, so keep them prepared.
const statementCacheSize = 200;

function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/**
 * The one node:sqlite connection to a database file: opened on first use, and closed after a
 * statement fails in a way only a new connection cures (read-only file, lost file, I/O error), so
 * the next use opens the file again and sees fixed permissions without a restart.
 */
export class SqliteFile {
  /** The database file. */
  readonly path: string;
  #database: DatabaseSync | undefined;
  readonly #statements = new Map<string, Prepared>();
  #stale = false;
  #closed = false;

  constructor(path: string) {
    this.path = path;
  }

  /** Whether a transaction is open on the connection (SQLite may have rolled it back by itself). */
  get inTransaction(): boolean {
    return this.#database?.isTransaction ?? false;
  }

  /** Runs one statement, opening the file first if needed. */
  execute(sql: string, parameters: ReadonlyArray<unknown>): QueryResult<unknown> {
    const database = this.#open();
    try {
      const { statement, returnsRows } = this.#prepare(database, sql);
      const values = parameters.map(toSqlValue);
      if (returnsRows) return { rows: statement.all(...values) };
      const { changes, lastInsertRowid } = statement.run(...values);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    } catch (error) {
      // Not closed now if a transaction is open: its owner still has to end it (see rollback).
      if (needsReopen(error)) this.#stale = true;
      throw error;
    } finally {
      this.#closeIfStale();
    }
  }

  /**
   * Rolls back the open transaction, if SQLite has not already done so itself (it does on a full
   * disk): a ROLLBACK then would fail with 'no transaction is active' and hide the real error.
   */
  rollback(): void {
    if (!this.inTransaction) return this.#closeIfStale();
    try {
      this.#database!.exec('ROLLBACK');
      this.#closeIfStale();
    } catch (error) {
      // Closing the connection rolls the transaction back all the same.
      log.warn('sqlite_rollback_failed', { file: this.path, error });
      this.#drop();
    }
  }

  /** Closes the connection for good. */
  close(): void {
    this.#closed = true;
    this.#drop();
  }

  #open(): DatabaseSync {
    if (this.#closed) throw new Error(`The database ${this.path} has been closed`);
    this.#database ??= openSqlite(this.path);
    return this.#database;
  }

  #prepare(database: DatabaseSync, sql: string): Prepared {
    let prepared = this.#statements.get(sql);
    if (!prepared) {
      const statement = database.prepare(sql);
      prepared = { statement, returnsRows: statement.columns().length > 0 };
      if (this.#statements.size >= statementCacheSize) this.#statements.delete(this.#statements.keys().next().value!);
      this.#statements.set(sql, prepared);
    }
    return prepared;
  }

  #closeIfStale(): void {
    if (this.#stale && !this.inTransaction) this.#drop();
  }

  #drop(): void {
    const database = this.#database;
    this.#database = undefined;
    this.#statements.clear();
    this.#stale = false;
    if (database?.isOpen) database.close();
  }
}
