import { sql, type Kysely } from 'kysely';
import type { Database } from './database.ts';

/**
 * Throws SQLite's own error when the database cannot be written. SQLite opens an unwritable file
 * read-only without a word and reads keep working, and migrations with nothing pending write
 * nothing; rewriting the header's user_version, unchanged and rolled back, is the cheapest real write.
 */
export async function probeWritable(db: Kysely<Database>): Promise<void> {
  const trx = await db.startTransaction().execute();
  try {
    const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(trx);
    await sql.raw(`PRAGMA user_version = ${Number(rows[0]?.user_version ?? 0)}`).execute(trx);
  } finally {
    await trx.rollback().execute();
  }
}
