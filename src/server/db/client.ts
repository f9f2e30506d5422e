import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import type { DbConfig } from './db-config.ts';
import { adaptNodeSqlite } from './node-sqlite-database.ts';

// The only file that knows which database is behind Kysely.

function openSqlite(file: string): DatabaseSync {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  // WAL lets readers work during a write; FULL makes a committed lead survive a power cut.
  database.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
  );
  return database;
}

// SQLite runs DDL inside transactions; Kysely's adapter says otherwise only to stay conservative.
// Saying so lets the migrator apply each batch atomically, so a failed migration changes nothing.
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter();
  }
}

/** Opens the database described by `config`. Close it with `db.destroy()`. */
export function createDb(config: DbConfig): Kysely<Database> {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.connectionString, max: 20 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely<Database>({
    dialect: new TransactionalSqliteDialect({ database: adaptNodeSqlite(openSqlite(config.file)) }),
  });
}

/** Whether `db` talks to PostgreSQL (row locks, several server instances) rather than SQLite (one process). */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
