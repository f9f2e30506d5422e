import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations as allMigrations } from './migrations/index.ts';

/** Thrown when a migration fails; the database is left as it was before the batch. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies every pending migration in one transaction; returns the names applied. */
export async function migrateToLatest(
  // Migrations see the database as it was when they were written, not today's table types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  migrations: Record<string, Migration> = allMigrations,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
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
  return results.map((result) => result.migrationName);
}
