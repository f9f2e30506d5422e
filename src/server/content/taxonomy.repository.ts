import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Every author, by name. */
export function listAuthors(db: Db) {
  return db.selectFrom('content_authors').selectAll().orderBy('name').execute();
}

/** Every category, in the news page's order. */
export function listCategories(db: Db) {
  return db.selectFrom('content_categories').selectAll().orderBy('position').orderBy('name').execute();
}

/** Adds an author. */
export async function insertAuthor(db: Db, author: { id: string; name: string; role: string }): Promise<void> {
  await db.insertInto('content_authors').values(author).execute();
}

/** Renames an author; false when there is none with that id. */
export async function updateAuthor(db: Db, author: { id: string; name: string; role: string }): Promise<boolean> {
  const result = await db
    .updateTable('content_authors')
    .set({ name: author.name, role: author.role })
    .where('id', '=', author.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds a category at the end of the list. */
export async function insertCategory(db: Db, category: { id: string; name: string; slug: string }): Promise<void> {
  const last = await db
    .selectFrom('content_categories')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  await db
    .insertInto('content_categories')
    .values({ ...category, position: Number(last?.position ?? 0) + 1 })
    .execute();
}

/** Renames a category (its slug stays: links to the filtered list keep working). */
export async function renameCategory(db: Db, id: string, name: string): Promise<boolean> {
  const result = await db.updateTable('content_categories').set({ name }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many items, in any state, use an author or a category (neither can be deleted while used). */
export async function itemsUsing(db: Db, column: 'category_id' | 'author_id', id: string): Promise<number> {
  const row = await db
    .selectFrom('content_items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(column, '=', id)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Deletes an author or a category; false when there was none. */
export async function deleteTaxonomy(
  db: Db,
  table: 'content_authors' | 'content_categories',
  id: string,
): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** How many items use each category or author, by id. */
export async function usageCounts(db: Db, column: 'category_id' | 'author_id'): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('content_items')
    .select([column, (eb) => eb.fn.countAll().as('count')])
    .where(column, 'is not', null)
    .groupBy(column)
    .execute();
  return new Map(rows.map((row) => [String(row[column]), Number(row.count)]));
}
