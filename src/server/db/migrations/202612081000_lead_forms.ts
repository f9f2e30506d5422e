import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the lead forms become rows of a table, `lead_forms`, and a lead's source a reference to
// one of them instead of a CHECK listing them. Each new form used to need a migration letting its
// source in (on SQLite a rebuild of the leads table); now the migrator adds the code's forms to the
// table after migrating (src/server/db/migrate.ts), so a new form is code only, and the database
// still refuses a source no form has.
//
// PostgreSQL swaps the constraint in place. SQLite cannot alter a column's constraint: it rebuilds
// the leads table as 202612041000_assistant_handover.ts did (new table, copy, drop, rename) inside
// the migration's transaction, with the rows of every table that references leads set aside first
// (dropping the old table with foreign keys on would cascade into them), and puts back every index
// and trigger the table had (the inbox search's among them).

const forms = ['trial', 'pricing', 'contact', 'demo', 'quote', 'assistant'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildSqliteContacts(db: Kysely<any>): Promise<void> {
  const objects = await sql<{ type: string; sql: string }>`
    SELECT type, sql FROM sqlite_schema WHERE tbl_name = 'contacts' AND sql IS NOT NULL`.execute(db);
  const table = objects.rows.find((row) => row.type === 'table')?.sql ?? '';
  const referenced = table.replace(
    /check \(source in \('trial', 'pricing', 'contact', 'demo', 'quote', 'assistant'\)\)/i,
    'references "lead_forms" ("id")',
  );
  if (referenced === table) throw new Error('contacts: the source check was not found; nothing changed.');
  const rebuilt = referenced.replace(/^CREATE TABLE "?contacts"?/i, 'CREATE TABLE "contacts_rebuilt"');
  // Every table whose rows hang on a lead, found rather than listed: tables added since the last rebuild count too.
  const children = await sql<{ name: string }>`
    SELECT DISTINCT m.name FROM sqlite_schema m, pragma_foreign_key_list(m.name) f
    WHERE m.type = 'table' AND f."table" = 'contacts' ORDER BY m.name`.execute(db);

  await sql.raw(rebuilt).execute(db);
  await sql`INSERT INTO contacts_rebuilt SELECT * FROM contacts`.execute(db);
  for (const { name } of children.rows) {
    await sql.raw(`CREATE TEMP TABLE "kept_${name}" AS SELECT * FROM "${name}"`).execute(db);
  }
  await sql`DROP TABLE contacts`.execute(db);
  await sql`ALTER TABLE contacts_rebuilt RENAME TO contacts`.execute(db);
  for (const { name } of children.rows) {
    await sql.raw(`INSERT INTO "${name}" SELECT * FROM temp."kept_${name}"`).execute(db);
    await sql.raw(`DROP TABLE temp."kept_${name}"`).execute(db);
  }
  for (const object of objects.rows.filter((row) => row.type === 'index' || row.type === 'trigger')) {
    await sql.raw(object.sql).execute(db);
  }
}

export const leadForms: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('lead_forms')
      .addColumn('id', 'varchar(16)', (col) => col.primaryKey())
      .execute();
    await db
      .insertInto('lead_forms')
      .values(forms.map((id) => ({ id })))
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`ALTER TABLE contacts DROP CONSTRAINT contacts_source_check`.execute(db);
      await sql`ALTER TABLE contacts ADD CONSTRAINT contacts_source_fkey FOREIGN KEY (source) REFERENCES lead_forms (id)`.execute(
        db,
      );
    } else {
      await rebuildSqliteContacts(db);
    }
  },
};
