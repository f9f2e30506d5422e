import { PostgresAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: articles and products move from Markdown files into the database, so editors publish from
// /admin and every instance reads the same content. An item keeps its working copy (`draft`, saved on
// every autosave) apart from what readers see (`published` and `published_body`, copied from a
// revision): editing never changes the public page until 'Xuất bản'. `version` is the optimistic
// lock: a save names the version it started from and is refused if another save came first.
// Images are stored as bytes (WebP now, AVIF later), keyed by the hash of the uploaded file, so
// every instance serves them and backups hold them.

export const content: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await db.schema
      .createTable('content_authors')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(120)', (col) => col.notNull())
      .addColumn('role', 'varchar(120)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('content_categories')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('name', 'varchar(60)', (col) => col.notNull().unique())
      .addColumn('slug', 'varchar(60)', (col) => col.notNull().unique())
      .addColumn('position', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('content_items')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('kind', 'varchar(10)', (col) => col.notNull())
      .addColumn('slug', 'varchar(120)', (col) => col.notNull())
      .addColumn('status', 'varchar(12)', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('draft', 'text', (col) => col.notNull())
      .addColumn('published', 'text')
      .addColumn('published_body', 'text')
      .addColumn('published_at', 'varchar(32)')
      .addColumn('publish_at', 'varchar(32)')
      .addColumn('category_id', 'varchar(36)')
      .addColumn('author_id', 'varchar(36)')
      .addColumn('sort_key', 'varchar(40)', (col) => col.notNull())
      .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_by', 'varchar(36)')
      .addUniqueConstraint('content_items_kind_slug_key', ['kind', 'slug'])
      .execute();
    // Readers' lists: the published items of a kind in order; the scheduler: items due.
    await db.schema
      .createIndex('content_items_list_idx')
      .on('content_items')
      .columns(['kind', 'status', 'sort_key'])
      .execute();
    await db.schema.createIndex('content_items_due_idx').on('content_items').column('publish_at').execute();
    await db.schema
      .createTable('content_revisions')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('item_id', 'varchar(36)', (col) => col.notNull())
      .addColumn('number', 'integer', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('note', 'varchar(120)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_by', 'varchar(36)')
      .addColumn('created_by_name', 'varchar(254)')
      .addUniqueConstraint('content_revisions_item_number_key', ['item_id', 'number'])
      .execute();
    // A published slug that changed: the old address answers 301 to the item's current one.
    await db.schema
      .createTable('content_redirects')
      .addColumn('kind', 'varchar(10)', (col) => col.notNull())
      .addColumn('old_slug', 'varchar(120)', (col) => col.notNull())
      .addColumn('item_id', 'varchar(36)', (col) => col.notNull())
      .addPrimaryKeyConstraint('content_redirects_pkey', ['kind', 'old_slug'])
      .execute();
    // One row: bumped by every change readers can see; instances compare it to drop their page cache.
    await db.schema
      .createTable('content_version')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('version', 'integer', (col) => col.notNull())
      .execute();
    await db.insertInto('content_version').values({ id: 1, version: 1 }).execute();
    await db.schema
      .createTable('media_images')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('source_type', 'varchar(20)', (col) => col.notNull())
      .addColumn('source_bytes', 'integer', (col) => col.notNull())
      .addColumn('avif_done', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('created_by', 'varchar(36)')
      .execute();
    await db.schema
      .createTable('media_variants')
      .addColumn('image_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('format', 'varchar(8)', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('bytes', bytes, (col) => col.notNull())
      .addPrimaryKeyConstraint('media_variants_pkey', ['image_id', 'format', 'width'])
      .execute();
  },
};
