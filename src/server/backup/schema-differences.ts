import type { Migration } from 'kysely/migration';
import type { Kysely } from 'kysely';
import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { sqliteSchemaObjects, type SchemaObject } from './schema-objects.repository.ts';

// A backup is data, never code: a trigger or view slipped into one would run in the live database
// after a restore (a trigger on sign-in made a salesperson an owner). So a restored database must
// hold exactly the objects the site's migrations make, each with the SQL they gave it: an extra
// trigger, a view, a table with another CHECK or DEFAULT, a missing index are all refused.

// SQLite's own bookkeeping: sqlite_sequence (AUTOINCREMENT) and the planner's statistics, which
// ANALYZE or `PRAGMA optimize` run by an operator may leave in a backup. Tables of numbers, not code.
const sqliteBookkeeping = new Set(['sqlite_sequence', 'sqlite_stat1', 'sqlite_stat4']);

// SQLite keeps an object's SQL as it was given; spacing carries no meaning, and SQLite's own
// rewriting (ALTER TABLE … ADD COLUMN splices text in) need not space the same in every version.
const normalised = (sql: string | null) => sql?.replace(/\s+/g, ' ').trim() ?? null;

// A name as the refusal shows it: plain identifiers as they are, anything else quoted, so a name
// holding a line break cannot split the one line the operator reads.
const shown = (text: string) => (/^[\w.-]+$/.test(text) ? text : JSON.stringify(text));
const label = (object: Pick<SchemaObject, 'type' | 'name'>) => `${shown(object.type)} ${shown(object.name)}`;

/** The schema a database has after `migrations` (in key order), from a throwaway database in memory. */
async function schemaAfter(migrations: Record<string, Migration>): Promise<SchemaObject[]> {
  const reference = createDb({ dialect: 'sqlite', file: ':memory:' });
  try {
    await migrateToLatest(reference, migrations);
    return await sqliteSchemaObjects(reference);
  } finally {
    await reference.destroy();
  }
}

/**
 * How the SQLite database `db`'s schema differs from the one `migrations` make, one short phrase per
 * object ('trigger x is not ours', 'table y differs', 'index z is missing'); empty when they match.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function schemaDifferences(db: Kysely<any>, migrations: Record<string, Migration>): Promise<string[]> {
  const key = (object: SchemaObject) => `${object.type}\u0000${object.name}`;
  const expected = new Map((await schemaAfter(migrations)).map((object) => [key(object), object]));
  const differences: string[] = [];
  for (const object of await sqliteSchemaObjects(db)) {
    const ours = expected.get(key(object));
    expected.delete(key(object));
    if (!ours) {
      if (!(object.type === 'table' && sqliteBookkeeping.has(object.name)))
        differences.push(`${label(object)} is not ours`);
    } else if (ours.tbl_name !== object.tbl_name || normalised(ours.sql) !== normalised(object.sql))
      differences.push(`${label(object)} differs`);
  }
  for (const missing of expected.values()) differences.push(`${label(missing)} is missing`);
  return differences;
}
