import { AbortedTransactionError, CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { defaultLockWaitMs, LockWaits, type WaitClock } from './lock-retry.ts';
import { Mutex } from './mutex.ts';
import { SqliteFile } from './sqlite-file.ts';

/** Where the database is and how long a query may wait for another process's write lock. */
export interface NodeSqliteConfig {
  /** The database file; its folder is created if missing. */
  file: string;
  /** Milliseconds a query waits for a write lock held elsewhere; `defaultLockWaitMs` if unset. */
  lockWaitMs?: number;
  /** The clock those waits read and sleep on; the real one if unset (tests pass their own). */
  lockWaitClock?: WaitClock;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One caller's use of the shared connection. The gate is held only while this caller's transaction
 * is open (statements outside a transaction take it for their own instant), so a caller waiting
 * for another process's lock holds up nobody in this process: reads go on, the event loop is free.
 */
class NodeSqliteConnection implements DatabaseConnection {
  readonly #file: SqliteFile;
  readonly #gate: Mutex;
  readonly #waits: LockWaits;
  #inTransaction = false;

  constructor(file: SqliteFile, gate: Mutex, waits: LockWaits) {
    this.#file = file;
    this.#gate = gate;
    this.#waits = waits;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const run = () => this.#file.execute(query.sql, query.parameters) as QueryResult<R>;
    // Inside our transaction the write lock is already ours (BEGIN IMMEDIATE): nothing to wait for.
    if (this.#inTransaction) return run();
    return this.#waits.retry(async () => {
      await this.#gate.lock();
      try {
        return run();
      } finally {
        this.#gate.unlock();
      }
    });
  }

  // Nothing streams today; buffered rows keep the gate logic in one place.
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (const row of rows) yield { rows: [row] };
  }

  /** Takes the write lock up front, so no statement inside the transaction can meet SQLITE_BUSY. */
  async begin(): Promise<void> {
    await this.#waits.retry(async () => {
      await this.#gate.lock();
      try {
        this.#file.execute('BEGIN IMMEDIATE', []);
      } catch (error) {
        this.#gate.unlock();
        throw error;
      }
    }, true);
    this.#inTransaction = true;
  }

  async commit(): Promise<void> {
    try {
      // SQLite rolls back by itself on some errors (a full disk); if the caller went on regardless,
      // say so rather than fail with 'cannot commit - no transaction is active'.
      if (!this.#file.inTransaction) throw new AbortedTransactionError();
      await this.#waits.retry(async () => this.#file.execute('COMMIT', []));
    } finally {
      // A failed COMMIT may leave the transaction open; end it here, as a ControlledTransaction's
      // caller need not roll back after a failed commit.
      this.end();
    }
  }

  /** Rolls back whatever is still open of the transaction and lets the next caller in. */
  end(): void {
    if (!this.#inTransaction) return;
    this.#inTransaction = false;
    try {
      this.#file.rollback();
    } finally {
      this.#gate.unlock();
    }
  }
}

/**
 * Kysely driver for node:sqlite: one connection, opened on first use and reopened after faults
 * (sqlite-file.ts), with lock waits that never block the event loop (lock-retry.ts).
 */
export class NodeSqliteDriver implements Driver {
  readonly #file: SqliteFile;
  readonly #gate = new Mutex();
  readonly #waits: LockWaits;

  constructor(config: NodeSqliteConfig) {
    this.#file = new SqliteFile(config.file);
    this.#waits = new LockWaits(config.file, config.lockWaitMs ?? defaultLockWaitMs, config.lockWaitClock);
  }

  // Opening waits for the first query, so a server whose DATA_DIR is unusable still starts.
  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new NodeSqliteConnection(this.#file, this.#gate, this.#waits);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as NodeSqliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as NodeSqliteConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as NodeSqliteConnection).end();
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.#file.close();
  }
}
