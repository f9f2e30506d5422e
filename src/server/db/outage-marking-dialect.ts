import type {
  AbortableOperationOptions,
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable.ts';

// The one place an error is known to come from the database: every error Kysely's driver throws, on
// connecting, querying or ending a transaction, passes here, and the dialect's own rule says whether
// it means the database is away. Those leave as DatabaseUnavailableError, the rest as they came.

/** A dialect's rule: whether an error its driver threw means the database is away for now. */
export type OutageRule = (error: unknown) => boolean;

/** `error` as it should leave the driver under `isOutage`. */
function marked(error: unknown, isOutage: OutageRule): unknown {
  return isOutage(error) && !isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
}

async function marking<T>(isOutage: OutageRule, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw marked(error, isOutage);
  }
}

/** A driver's connection whose query errors are marked. */
class MarkedConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly #isOutage: OutageRule;
  // Kysely offers aborting a query only where the connection has these: only where the inner one does.
  declare cancelQuery?: NonNullable<DatabaseConnection['cancelQuery']>;
  declare killSession?: NonNullable<DatabaseConnection['killSession']>;
  declare collectSessionInfo?: NonNullable<DatabaseConnection['collectSessionInfo']>;

  constructor(inner: DatabaseConnection, isOutage: OutageRule) {
    this.inner = inner;
    this.#isOutage = isOutage;
    if (inner.cancelQuery) this.cancelQuery = (provider) => inner.cancelQuery!(provider);
    if (inner.killSession) this.killSession = (provider) => inner.killSession!(provider);
    if (inner.collectSessionInfo) this.collectSessionInfo = () => inner.collectSessionInfo!();
  }

  executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    return marking(this.#isOutage, () => this.inner.executeQuery<R>(query, options));
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize, options);
    } catch (error) {
      throw marked(error, this.#isOutage);
    }
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as MarkedConnection).inner;

/** A driver whose errors are marked, handing Kysely marked connections and the inner driver its own. */
class MarkedDriver implements Driver {
  readonly #inner: Driver;
  readonly #isOutage: OutageRule;
  readonly #connections = new WeakMap<DatabaseConnection, MarkedConnection>();
  declare savepoint?: NonNullable<Driver['savepoint']>;
  declare rollbackToSavepoint?: NonNullable<Driver['rollbackToSavepoint']>;
  declare releaseSavepoint?: NonNullable<Driver['releaseSavepoint']>;

  constructor(inner: Driver, isOutage: OutageRule) {
    this.#inner = inner;
    this.#isOutage = isOutage;
    // Kysely refuses savepoints where the driver lacks them: only where the inner one does.
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint)
      this.savepoint = (connection, name, compile) =>
        marking(isOutage, () => savepoint.call(inner, innerOf(connection), name, compile));
    if (rollbackToSavepoint)
      this.rollbackToSavepoint = (connection, name, compile) =>
        marking(isOutage, () => rollbackToSavepoint.call(inner, innerOf(connection), name, compile));
    if (releaseSavepoint)
      this.releaseSavepoint = (connection, name, compile) =>
        marking(isOutage, () => releaseSavepoint.call(inner, innerOf(connection), name, compile));
  }

  init(options?: AbortableOperationOptions): Promise<void> {
    return marking(this.#isOutage, () => this.#inner.init(options));
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    const inner = await marking(this.#isOutage, () => this.#inner.acquireConnection(options));
    let connection = this.#connections.get(inner);
    if (!connection) {
      connection = new MarkedConnection(inner, this.#isOutage);
      this.#connections.set(inner, connection);
    }
    return connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return marking(this.#isOutage, () => this.#inner.beginTransaction(innerOf(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return marking(this.#isOutage, () => this.#inner.commitTransaction(innerOf(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return marking(this.#isOutage, () => this.#inner.rollbackTransaction(innerOf(connection)));
  }

  releaseConnection(connection: DatabaseConnection, options?: AbortableOperationOptions): Promise<void> {
    return this.#inner.releaseConnection(innerOf(connection), options);
  }

  destroy(options?: AbortableOperationOptions): Promise<void> {
    return this.#inner.destroy(options);
  }
}

/** `dialect` with every error of its driver that `isOutage` recognises thrown as a DatabaseUnavailableError. */
export function markOutages(dialect: Dialect, isOutage: OutageRule): Dialect {
  return {
    createDriver: (): Driver => new MarkedDriver(dialect.createDriver(), isOutage),
    createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
    createAdapter: (): DialectAdapter => dialect.createAdapter(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
    createIntrospector: (db: Kysely<any>): DatabaseIntrospector => dialect.createIntrospector(db),
  };
}
