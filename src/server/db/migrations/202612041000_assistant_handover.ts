import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the assistant's handover to sales. A new lead source, 'assistant', and the
// conversation handed over with such a lead, one row per turn, in a table of its own so that
// retention can delete the words and keep the lead.
//
// As for quote leads (202611250900), the source check is part of the leads table: PostgreSQL
// replaces it in place; SQLite rebuilds the table (new table, copy, drop, rename) inside the
// migration's transaction, with the leads' events and notifications set aside first (dropping the
// old table with foreign keys on would cascade into them), and puts back every index and trigger
// the table had (the inbox search's triggers among them: a dropped table takes its triggers along).

const sources = "('trial', 'pricing', 'contact', 'demo', 'quote', 'assistant')";
const children = ['lead_events', 'notifications'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildSqliteContacts(db: Kysely<any>): Promise<void> {
  const objects = await sql<{ type: string; sql: string }>`
    SELECT type, sql FROM sqlite_schema WHERE tbl_name = 'contacts' AND sql IS NOT NULL`.execute(db);
  const table = objects.rows.find((row) => row.type === 'table')?.sql ?? '';
  const checked = table.replace(
    /source in \('trial', 'pricing', 'contact', 'demo', 'quote'\)/i,
    `source in ${sources}`,
  );
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
  for (const object of objects.rows.filter((row) => row.type === 'index' || row.type === 'trigger')) {
    await sql.raw(object.sql).execute(db);
  }
}

export const assistantHandover: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`ALTER TABLE contacts DROP CONSTRAINT contacts_source_check`.execute(db);
      await sql
        .raw(`ALTER TABLE contacts ADD CONSTRAINT contacts_source_check CHECK (source in ${sources})`)
        .execute(db);
    } else {
      await rebuildSqliteContacts(db);
    }

    await db.schema
      .createTable('lead_conversation_turns')
      .addColumn('contact_id', 'varchar(36)', (col) => col.notNull().references('contacts.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('question', 'text', (col) => col.notNull())
      .addColumn('answer', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('lead_conversation_turns_pkey', ['contact_id', 'position'])
      .execute();
    // Retention deletes by age.
    await db.schema
      .createIndex('lead_conversation_turns_created_at_idx')
      .on('lead_conversation_turns')
      .column('created_at')
      .execute();
  },
};
