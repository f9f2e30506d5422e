import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
} from 'kysely';
import { NodeSqliteDriver, type NodeSqliteConfig } from './node-sqlite-driver.ts';

class NodeSqliteAdapter extends SqliteAdapter {
  // SQLite runs DDL inside transactions; Kysely's adapter says otherwise only to stay conservative.
  // Saying so lets the migrator apply each batch atomically, so a failed migration changes nothing.
  override get supportsTransactionalDdl(): boolean {
    return true;
  }

  // Kysely would otherwise queue every query behind one mutex, including behind a transaction still
  // waiting for another process's lock; the driver serialises transactions on its one connection
  // itself and lets reads through meanwhile.
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely dialect for the embedded database through node:sqlite (no native addon). */
export class NodeSqliteDialect implements Dialect {
  readonly #config: NodeSqliteConfig;

  constructor(config: NodeSqliteConfig) {
    this.#config = config;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#config);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new NodeSqliteAdapter();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
