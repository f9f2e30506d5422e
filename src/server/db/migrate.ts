import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations as allMigrations } from './migrations/index.ts';
import { addReferenceRows } from './reference-rows.ts';

/** Thrown when a migration fails; the database is left as it was before the batch. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * On PostgreSQL, the schema the connection works in. Kysely looks for its migration tables in every
 * schema unless told which: a database holding another schema's migrated tables (another
 * application, another test run) made it skip creating its own and fail ('kysely_migration_lock
 * does not exist').
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrationSchema(db: Kysely<any>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

/**
 * Applies every pending migration in one transaction, then, after the site's own migrations, adds the
 * rows the code defines (the lead forms); returns the names applied.
 */
export async function migrateToLatest(
  // Migrations see the database as it was when they were written, not today's table types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  migrations: Record<string, Migration> = allMigrations,
): Promise<string[]> {
  let schema: { migrationTableSchema?: string };
  try {
    schema = await migrationSchema(db);
  } catch (error) {
    // Unreachable, or refusing us: reported as the migrator would, so start-up stops the same way.
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migrations could not start: ${reason}. No migration was applied.`, { cause: error });
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      `Migration ${failed} failed: ${reason}. No migration was applied; the database is unchanged.`,
      {
        cause: error,
      },
    );
  }
  // Only after all of them: a test stopping at an older schema has no table for the rows.
  if (migrations === allMigrations) {
    try {
      await addReferenceRows(db);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MigrationError(`The lead forms could not be added: ${reason}. The migrations were applied.`, {
        cause: error,
      });
    }
  }
  return results.map((result) => result.migrationName);
}
