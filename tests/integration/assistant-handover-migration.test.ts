import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { sampleLeadBeforeRetention as sampleLead } from '../fixtures/sample-lead.ts';
import { useDatabaseBefore } from './database-before.ts';
import { addTimelineRows } from './lead-timeline-rows.ts';
import { testDialects } from './test-databases.ts';

// The assistant handover's migration rebuilds the leads table on SQLite (its source check cannot be
// altered there). A database upgraded with leads in it keeps every lead, its timeline, its
// notifications, its indexes and the inbox search's triggers; deleting a lead still takes all of
// them along, its conversation too.

describe.each(testDialects)('the assistant handover migration on %s', (dialect) => {
  const upgrade = useDatabaseBefore(dialect, '202612041000');

  it('keeps leads and what hangs on them, lets assistant leads and their conversations in', async () => {
    const { db, old } = upgrade;
    const at = sampleLead.created_at;
    await old.insertInto('contacts').values(sampleLead).execute();
    await addTimelineRows(old, sampleLead.id, at, 'webhook');

    expect(await migrateToLatest(old)).toContain('202612041000_assistant_handover');

    expect(await db.selectFrom('contacts').select(['id', 'name']).execute()).toEqual([
      { id: sampleLead.id, name: sampleLead.name },
    ]);
    expect(await db.selectFrom('lead_events').select('id').execute()).toEqual([{ id: 'e1' }]);
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([{ id: 'n1' }]);
    if (dialect === 'sqlite') {
      const objects = await sql<{ type: string; name: string }>`
        SELECT type, name FROM sqlite_schema WHERE tbl_name = 'contacts' AND sql IS NOT NULL ORDER BY name`.execute(db);
      expect(objects.rows).toEqual(
        expect.arrayContaining([
          { type: 'index', name: 'contacts_created_at_idx' },
          { type: 'index', name: 'contacts_email_key_idx' },
          { type: 'trigger', name: 'contacts_search_delete' },
          { type: 'trigger', name: 'contacts_search_insert' },
          { type: 'trigger', name: 'contacts_search_update' },
        ]),
      );
    }

    const handedOver = { ...sampleLead, id: 'a1', source: 'assistant' as const, email: '', email_key: null };
    await db.insertInto('contacts').values(handedOver).execute();
    await db
      .insertInto('lead_conversation_turns')
      .values({ contact_id: 'a1', position: 0, question: 'Có kết nối Agoda không?', answer: 'Có.', created_at: at })
      .execute();
    // A source no form has is refused by the database too.
    await expect(
      old
        .insertInto('contacts')
        .values({ ...sampleLead, id: 'x1', source: 'fax' })
        .execute(),
    ).rejects.toThrow();
    if (dialect === 'sqlite') {
      // The inbox search's index follows the rebuilt table: the new lead is in it.
      const indexed = await sql<{
        contact_id: string;
      }>`SELECT contact_id FROM lead_search_keys ORDER BY contact_id`.execute(db);
      expect(indexed.rows.map((row) => row.contact_id)).toEqual([sampleLead.id, 'a1'].sort());
    }

    await db.deleteFrom('contacts').execute();
    expect(await db.selectFrom('lead_events').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('lead_conversation_turns').select('contact_id').execute()).toEqual([]);
  });
});
