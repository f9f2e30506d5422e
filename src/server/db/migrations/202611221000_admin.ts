import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: staff accounts and sessions, failed sign-ins, the leads' timeline and deletion log, and a
// diacritic-free search column on leads (filled here for the leads that already exist).

/** 'Nguyễn Đức' → 'nguyen duc'; copied, not imported, so this migration keeps meaning what it meant. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'd').toLowerCase();
}

export const admin: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('staff_users')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('staff_sessions')
      .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('sign_in_failures')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('address', 'varchar(100)', (col) => col.notNull())
      .addColumn('at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sign_in_failures_email_idx').on('sign_in_failures').columns(['email', 'at']).execute();
    await db.schema
      .createIndex('sign_in_failures_address_idx')
      .on('sign_in_failures')
      .columns(['address', 'at'])
      .execute();

    await db.schema
      .createTable('lead_events')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('contact_id', 'varchar(36)', (col) => col.notNull().references('contacts.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)')
      .addColumn('note', 'text')
      .addColumn('author_email', 'varchar(254)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('lead_events_contact_idx')
      .on('lead_events')
      .columns(['contact_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('lead_deletions')
      .addColumn('contact_id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('deleted_by', 'varchar(254)', (col) => col.notNull())
      .addColumn('deleted_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .alterTable('contacts')
      .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    const existing = await db.selectFrom('contacts').select(['id', 'name', 'company_name', 'email', 'phone']).execute();
    for (const row of existing) {
      const searchText = fold(
        `${row.name} ${row.company_name} ${row.email} ${row.phone} ${String(row.phone).replace(/\D/g, '')}`,
      );
      await db.updateTable('contacts').set({ search_text: searchText }).where('id', '=', row.id).execute();
    }
    await db.schema
      .createIndex('contacts_status_created_idx')
      .on('contacts')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('contacts_source_created_idx')
      .on('contacts')
      .columns(['source', 'created_at'])
      .execute();
  },
};
