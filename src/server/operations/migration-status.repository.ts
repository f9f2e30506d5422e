import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The names of the migrations the database has applied, from Kysely's own table. */
export async function appliedMigrationNames(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}
