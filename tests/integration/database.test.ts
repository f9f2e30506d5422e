import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import { migrateToLatest, MigrationError } from '../../src/server/db/migrate.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

const createNotes: Migration = {
  up: (db) =>
    db.schema
      .createTable('notes')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('body', 'text')
      .execute(),
};
const createTags: Migration = {
  up: (db) =>
    db.schema
      .createTable('tags')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .execute(),
};
const broken: Migration = {
  up: async (db) => {
    await sql`SELECT * FROM table_that_does_not_exist`.execute(db);
  },
};

async function tableNames(db: Kysely<unknown>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  // PostgreSQL's introspection lists every schema's tables: another run's throwaway schema is not ours.
  const current = tables.some((table) => table.schema)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  return tables
    .filter((table) => !current || table.schema === current)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

describe.each(testDialects)('database on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<unknown>;

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
    db = createDb(testDb.config) as Kysely<unknown>;
  });

  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  it('applies pending migrations in name order, once', async () => {
    expect(await migrateToLatest(db, { '202611220700_notes': createNotes, '202611220800_tags': createTags })).toEqual([
      '202611220700_notes',
      '202611220800_tags',
    ]);
    expect(await migrateToLatest(db, { '202611220700_notes': createNotes, '202611220800_tags': createTags })).toEqual(
      [],
    );
    expect(await tableNames(db)).toEqual(['notes', 'tags']);
  });

  it('leaves the database as it was when a migration of the batch fails', async () => {
    await migrateToLatest(db, { '202611220700_notes': createNotes });
    const batch = { '202611220700_notes': createNotes, '202611220800_tags': createTags, '202611220900_broken': broken };
    await expect(migrateToLatest(db, batch)).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(db, batch)).rejects.toThrow(
      /^Migration 202611220900_broken failed: .*the database is unchanged\.$/,
    );
    expect(await tableNames(db)).toEqual(['notes']);
  });
});

describe('SQLite durability settings', () => {
  it('uses WAL, synchronous FULL, and no busy wait (it would block the event loop: locks are waited for asynchronously)', async () => {
    const testDb = await createTestDatabase('sqlite');
    const db = createDb(testDb.config) as Kysely<unknown>;
    try {
      const pragma = async (name: string) =>
        (await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as Record<string, unknown>;
      expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
      expect(await pragma('synchronous')).toEqual({ synchronous: 2 });
      expect(await pragma('busy_timeout')).toEqual({ timeout: 0 });
    } finally {
      await db.destroy();
      await testDb.dispose();
    }
  });
});
