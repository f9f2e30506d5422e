import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Frozen: an erased lead stays in the dashboard's counts without anything about the person (issue 54).
// lead_deletions gains what the funnel and the totals count a lead by: when it came (created_at), from
// which form (source), where it stood (status) and, for one that ended, the furthest step it had
// reached (furthest: 1 contacted, 2 demo, null neither). Null for rows deleted before this, and for
// leads deleted from the inbox (they leave the counts, as before).
export const anonymousLeadCounts: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('lead_deletions').addColumn('created_at', 'varchar(30)').execute();
    await db.schema.alterTable('lead_deletions').addColumn('source', 'varchar(32)').execute();
    await db.schema.alterTable('lead_deletions').addColumn('status', 'varchar(16)').execute();
    await db.schema.alterTable('lead_deletions').addColumn('furthest', 'integer').execute();
    await db.schema
      .createIndex('lead_deletions_created_idx')
      .on('lead_deletions')
      .columns(['created_at', 'status'])
      .execute();
  },
};
