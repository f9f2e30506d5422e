import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: quote leads. A new source, 'quote', and a `quote` column (JSON as text on both databases,
// so one code path reads it) holding what was asked and every line of the estimate.
//
// The source check is part of the table's definition. PostgreSQL replaces it in place. SQLite cannot
// alter a check, so the table is rebuilt the way SQLite documents (new table, copy, drop, rename),
// inside the migration's transaction. Dropping the old table with foreign keys on would cascade
// into the leads' events and notifications, so those rows are set aside first and put back after.

const sources = "('trial', 'pricing', 'contact', 'demo', 'quote')";
const children = ['lead_events', 'notifications'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildSqliteContacts(db: Kysely<any>): Promise<void> {
  const objects = await sql<{ type: string; sql: string }>`
    SELECT type, sql FROM sqlite_schema WHERE tbl_name = 'contacts' AND sql IS NOT NULL`.execute(db);
  const table = objects.rows.find((row) => row.type === 'table')?.sql ?? '';
  const checked = table.replace(/source in \('trial', 'pricing', 'contact', 'demo'\)/i, `source in ${sources}`);
  if (checked === table) throw new Error('contacts: the source check was not found; nothing changed.');
  const rebuilt = checked.replace(/^CREATE TABLE "?contacts"?/i, 'CREATE TABLE "contacts_rebuilt"');

  await sql.raw(rebuilt).execute(db);
  await sql`INSERT INTO contacts_rebuilt SELECT * FROM contacts`.execute(db);
  for (const child of children) await sql.raw(`CREATE TEMP TABLE kept_${child} AS SELECT * FROM ${child}`).execute(db);
  await sql`DROP TABLE contacts`.execute(db);
  await sql`ALTER TABLE contacts_rebuilt RENAME TO contacts`.execute(db);
  for (const child of children) {
    await sql.raw(`INSERT INTO ${child} SELECT * FROM temp.kept_${child}`).execute(db);
    await sql.raw(`DROP TABLE temp.kept_${child}`).execute(db);
  }
  for (const index of objects.rows.filter((row) => row.type === 'index')) await sql.raw(index.sql).execute(db);
}

export const quoteLeads: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('contacts').addColumn('quote', 'text').execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`ALTER TABLE contacts DROP CONSTRAINT contacts_source_check`.execute(db);
      await sql
        .raw(`ALTER TABLE contacts ADD CONSTRAINT contacts_source_check CHECK (source in ${sources})`)
        .execute(db);
    } else {
      await rebuildSqliteContacts(db);
    }
  },
};
