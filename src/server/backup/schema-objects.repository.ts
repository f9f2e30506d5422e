import { sql, type Kysely } from 'kysely';

/** One row of SQLite's schema table: a table, index, view or trigger, and the SQL that made it. */
export interface SchemaObject {
  type: string;
  name: string;
  /** The table an index or trigger belongs to (a table's or view's own name). */
  tbl_name: string;
  /** Null for the indexes SQLite makes itself for UNIQUE and PRIMARY KEY constraints. */
  sql: string | null;
}

/** Every object in the SQLite database `db`'s schema. */
// Any database's schema: the migrations' own tables (kysely_migration) as much as the site's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function sqliteSchemaObjects(db: Kysely<any>): Promise<SchemaObject[]> {
  const { rows } = await sql<SchemaObject>`select type, name, tbl_name, sql from sqlite_schema`.execute(db);
  return rows;
}
