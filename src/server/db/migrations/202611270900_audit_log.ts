import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: the audit log, who did what and when, from where (/admin/nhat-ky). The actor is kept by
// address as well as id, so a failed sign-in for an address with no account still has a name, and a
// row still reads right after the account is gone. Subjects are ids and addresses, never a lead's
// personal data: a lead deleted on request must not live on here.

export const auditLog: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('at', 'varchar(32)', (col) => col.notNull())
      .addColumn('action', 'varchar(40)', (col) => col.notNull())
      .addColumn('actor_id', 'varchar(36)')
      .addColumn('actor_email', 'varchar(254)')
      .addColumn('subject', 'varchar(300)')
      .addColumn('detail', 'varchar(500)')
      .addColumn('address', 'varchar(100)')
      .addColumn('user_agent', 'varchar(300)')
      .execute();
    // The page reads newest first, filtered by period, person or action; pruning deletes by age.
    await db.schema.createIndex('audit_events_at_idx').on('audit_events').columns(['at', 'id']).execute();
    await db.schema.createIndex('audit_events_actor_idx').on('audit_events').columns(['actor_email', 'at']).execute();
    await db.schema.createIndex('audit_events_subject_idx').on('audit_events').columns(['subject', 'at']).execute();
    await db.schema.createIndex('audit_events_action_idx').on('audit_events').columns(['action', 'at']).execute();
  },
};
