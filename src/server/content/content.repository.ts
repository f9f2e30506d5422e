import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type {
  ContentItemRow,
  ContentItemTable,
  ContentRevisionRow,
  ContentRevisionTable,
  Database,
} from '../db/database.ts';
import { isPostgres } from '../db/client.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Adds an item (a new draft, or an imported one). */
export async function insertItem(db: Db, row: Insertable<ContentItemTable>): Promise<void> {
  await db.insertInto('content_items').values(row).execute();
}

/**
 * A draft of `kind` that `staffId` opened and never saved (version 1, still `draft`, never published),
 * the most recent: 'Viết bài mới' tapped again opens it rather than piling up untitled drafts.
 */
export async function findUntouchedDraft(
  db: Db,
  kind: string,
  staffId: string,
  draft: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_items')
    .select('id')
    .where('kind', '=', kind)
    .where('status', '=', 'draft')
    .where('version', '=', 1)
    .where('published', 'is', null)
    .where('updated_by', '=', staffId)
    .where('draft', '=', draft)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Holds `staffId`'s row until the transaction ends, so two 'Viết bài mới' taps of one member at the
 * same instant (a double tap, a second tab) take turns: the second finds the first's draft. SQLite's
 * transactions already take turns (BEGIN IMMEDIATE).
 */
export async function holdMember(db: Transaction<Database>, staffId: string): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('staff_users').select('id').where('id', '=', staffId).forUpdate().execute();
}

/** An item by id, whatever its state. */
export function findItem(db: Db, id: string): Promise<ContentItemRow | undefined> {
  return db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The item of a kind at `slug`, whatever its state. */
export function findItemBySlug(db: Db, kind: string, slug: string): Promise<ContentItemRow | undefined> {
  return db
    .selectFrom('content_items')
    .selectAll()
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/**
 * Changes an item if it is still at `version`, adding one to it; false when another save came first
 * (the optimistic lock: one statement, so two instances cannot both win).
 */
export async function updateItemAt(
  db: Db,
  id: string,
  version: number,
  changes: Omit<Updateable<ContentItemTable>, 'version'>,
): Promise<boolean> {
  const result = await db
    .updateTable('content_items')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What readers' lists need of every published item of a kind, newest or first in order. */
export function listPublished(
  db: Db,
  kind: string,
  only: { categoryId: string; besides: string; limit: number } | undefined = undefined,
) {
  let query = db
    .selectFrom('content_items')
    .select(['id', 'slug', 'published', 'published_at', 'sort_key', 'views'])
    .where('kind', '=', kind)
    .where('status', '=', 'published');
  // A related list: the newest few of one category, without the item itself.
  if (only) query = query.where('category_id', '=', only.categoryId).where('id', '!=', only.besides).limit(only.limit);
  return query.orderBy('sort_key', kind === 'article' ? 'desc' : 'asc').execute();
}

/** Every published item of a kind with its body, in order (the FAQ: each question's body is its answer). */
export function listPublishedWithBodies(db: Db, kind: string) {
  return db
    .selectFrom('content_items')
    .select(['id', 'slug', 'published', 'published_body'])
    .where('kind', '=', kind)
    .where('status', '=', 'published')
    .orderBy('sort_key', 'asc')
    .orderBy('id')
    .execute();
}

/** A published item with its body, by its live slug. */
export function findPublished(db: Db, kind: string, slug: string) {
  return db
    .selectFrom('content_items')
    .select(['id', 'slug', 'published', 'published_body', 'published_at', 'updated_at', 'views'])
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** The editors' list of a kind: every item, most recently changed first, or in readers' order (drafts never published last). */
export function listItemsForEditors(db: Db, kind: string, order: 'changed' | 'position' = 'changed') {
  const query = db
    .selectFrom('content_items')
    .select(['id', 'slug', 'title', 'status', 'published_at', 'publish_at', 'updated_at', 'updated_by', 'sort_key'])
    .where('kind', '=', kind);
  return (order === 'changed' ? query.orderBy('updated_at', 'desc') : query.orderBy('sort_key', 'asc'))
    .orderBy('id')
    .execute();
}

/** The addresses of every item of a kind, drafts included (an FAQ question's anchor is its address from its draft on). */
export async function itemSlugs(db: Db, kind: string): Promise<string[]> {
  const rows = await db.selectFrom('content_items').select('slug').where('kind', '=', kind).execute();
  return rows.map((row) => row.slug);
}

/** Whether any item of the kind exists (the importer runs only into an empty store). */
export async function hasItems(db: Db, kind: string): Promise<boolean> {
  const row = await db.selectFrom('content_items').select('id').where('kind', '=', kind).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Scheduled items whose time has come (new ones, and changes to live ones). */
export function dueItems(db: Db, now: string) {
  return db
    .selectFrom('content_items')
    .select(['id', 'kind', 'version'])
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', now)
    .execute();
}

/** The next revision number of an item. */
export async function nextRevisionNumber(db: Db, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('content_revisions')
    .select((eb) => eb.fn.max('number').as('last'))
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Records a revision. */
export async function insertRevision(db: Db, row: Insertable<ContentRevisionTable>): Promise<void> {
  await db.insertInto('content_revisions').values(row).execute();
}

/** An item's revisions, newest first, without their data. */
export function listRevisions(db: Db, itemId: string) {
  return db
    .selectFrom('content_revisions')
    .select(['id', 'number', 'note', 'created_at', 'created_by_name'])
    .where('item_id', '=', itemId)
    .orderBy('number', 'desc')
    .execute();
}

/** One revision of an item. */
export function findRevision(db: Db, itemId: string, number: number): Promise<ContentRevisionRow | undefined> {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** Keeps an old address pointing at the item; an address used again by another item is taken over. */
export async function upsertRedirect(db: Db, kind: string, oldSlug: string, itemId: string): Promise<void> {
  await db.deleteFrom('content_redirects').where('kind', '=', kind).where('old_slug', '=', oldSlug).execute();
  await db.insertInto('content_redirects').values({ kind, old_slug: oldSlug, item_id: itemId }).execute();
}

/** Drops a redirect whose address an item now uses itself. */
export async function deleteRedirect(db: Db, kind: string, slug: string): Promise<void> {
  await db.deleteFrom('content_redirects').where('kind', '=', kind).where('old_slug', '=', slug).execute();
}

/** Where an old address of a kind leads now: the item's live slug, if it is published. */
export async function redirectTarget(db: Db, kind: string, oldSlug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_redirects')
    .innerJoin('content_items', 'content_items.id', 'content_redirects.item_id')
    .select('content_items.slug')
    .where('content_redirects.kind', '=', kind)
    .where('content_redirects.old_slug', '=', oldSlug)
    .where('content_items.status', '=', 'published')
    .executeTakeFirst();
  return row?.slug;
}

/** The addresses of a kind ever used: by an item now, or by one that has moved on. */
export async function slugsEverUsed(db: Db, kind: string): Promise<Set<string>> {
  const [live, moved] = await Promise.all([
    itemSlugs(db, kind),
    db.selectFrom('content_redirects').select('old_slug').where('kind', '=', kind).execute(),
  ]);
  return new Set([...live, ...moved.map((row) => row.old_slug)]);
}

const importedKey = (kind: string) => `content_imported_${kind}`;

/** Whether the first import of a kind has finished once (editors own the content after that). */
export async function importFinished(db: Db, kind: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_settings')
    .select('value')
    .where('key', '=', importedKey(kind))
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that the first import of a kind has finished. */
export async function markImportFinished(db: Db, kind: string, at: string): Promise<void> {
  await db
    .insertInto('team_settings')
    .values({ key: importedKey(kind), value: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
