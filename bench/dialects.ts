import { postgresThrowaway, sqliteThrowaway, type ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import type { DbConfig } from '../src/server/db/db-config.ts';

// The bench measures both databases on throwaway ones: SQLite in a temporary folder, PostgreSQL
// (TEST_DATABASE_URL, else the local server) in a schema made and dropped around the measurement.

export type Dialect = DbConfig['dialect'];
export const dialectLabels: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `measure` on a throwaway database of `dialect` (schemas and folders named after `label`). A
 * PostgreSQL nobody asked for (no TEST_DATABASE_URL) that is not there is skipped, saying why.
 */
export async function onThrowawayDatabase<T>(
  dialect: Dialect,
  label: string,
  measure: (database: ThrowawayDatabase) => Promise<T>,
): Promise<T | { dialect: Dialect; skipped: string }> {
  let database: ThrowawayDatabase;
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL || defaultPostgresUrl;
    try {
      database = await postgresThrowaway(url, `bench_${label}`);
    } catch (error) {
      if (process.env.TEST_DATABASE_URL) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      return { dialect, skipped: `no PostgreSQL at ${url} (${reason}); set TEST_DATABASE_URL` };
    }
  } else {
    database = sqliteThrowaway(`bench-${label}`);
  }
  try {
    return await measure(database);
  } finally {
    await database.dispose();
  }
}
