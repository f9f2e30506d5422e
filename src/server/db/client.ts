import { Kysely, PostgresAdapter, PostgresDialect } from 'kysely';
import type { Database } from './database.ts';
import type { DbConfig } from './db-config.ts';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import { createPostgresPool } from './postgres-pool.ts';

// The only file that knows which database is behind Kysely.

/** Opens the database described by `config` (SQLite on first use). Close it with `db.destroy()`. */
export function createDb(config: DbConfig): Kysely<Database> {
  if (config.dialect === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: createPostgresPool(config.connectionString) }),
    });
  }
  return new Kysely<Database>({ dialect: new NodeSqliteDialect({ file: config.file }) });
}

/** Whether `db` talks to PostgreSQL (row locks, several server instances) rather than SQLite (one process). */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
