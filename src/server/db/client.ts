import { Kysely, PostgresAdapter, PostgresDialect, type Dialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './database.ts';
import type { DbConfig } from './db-config.ts';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { NodeSqliteConfig } from './node-sqlite-driver.ts';
import { markOutages } from './outage-marking-dialect.ts';
import { createPostgresPool } from './postgres-pool.ts';
import { isPostgresOutage } from './postgres-errors.ts';
import { isSqliteOutage } from './storage-problem.ts';

// The only file that knows which database is behind Kysely.

/** PostgreSQL through `pool`, its driver's errors that mean the database is away marked as such (database-unavailable.ts). */
export function postgresDialect(pool: pg.Pool): Dialect {
  return markOutages(new PostgresDialect({ pool }), isPostgresOutage);
}

/** SQLite in `config.file`, its driver's errors that mean the database is away marked as such (database-unavailable.ts). */
export function sqliteDialect(config: NodeSqliteConfig): Dialect {
  return markOutages(new NodeSqliteDialect(config), isSqliteOutage);
}

/** Opens the database described by `config` (SQLite on first use). Close it with `db.destroy()`. */
export function createDb(config: DbConfig): Kysely<Database> {
  return new Kysely<Database>({
    dialect:
      config.dialect === 'postgres'
        ? postgresDialect(createPostgresPool(config.connectionString))
        : sqliteDialect({ file: config.file }),
  });
}

/** Whether `db` talks to PostgreSQL (row locks, several server instances) rather than SQLite (one process). */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
