import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { leadForms } from '../../src/lib/leads/lead-form-views.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { sampleLeadBeforeRetention as sampleLead } from '../fixtures/sample-lead.ts';
import { useDatabaseBefore } from './database-before.ts';
import { addTimelineRows } from './lead-timeline-rows.ts';
import { testDialects } from './test-databases.ts';

// The lead forms become rows that a lead's source refers to, instead of a CHECK each new form had to
// migrate. On SQLite the leads table is rebuilt once more: every lead and everything hanging on it
// (timeline, notifications, the assistant's conversation, a booked demo) must come through, and the
// database must still refuse a source no form has.

describe.each(testDialects)('the lead forms migration on %s', (dialect) => {
  const upgrade = useDatabaseBefore(dialect, '202612081000');

  it('keeps every lead and what hangs on it, and still refuses a source no form has', async () => {
    const { db, old } = upgrade;
    const at = sampleLead.created_at;
    await old
      .insertInto('contacts')
      .values({ ...sampleLead, source: 'demo' })
      .execute();
    await addTimelineRows(old, sampleLead.id, at, 'webhook');
    await old
      .insertInto('lead_conversation_turns')
      .values({
        contact_id: sampleLead.id,
        position: 0,
        question: 'Có demo tại khách sạn không?',
        answer: 'Có.',
        created_at: at,
      })
      .execute();
    await old
      .insertInto('demo_meetings')
      .values({
        id: 'm1',
        contact_id: sampleLead.id,
        host_key: 'h1',
        starts_at: '2026-12-10T02:00:00.000Z',
        ends_at: '2026-12-10T02:45:00.000Z',
        mode: 'online',
        status: 'booked',
        created_at: at,
        updated_at: at,
      })
      .execute();

    expect(await migrateToLatest(old)).toContain('202612081000_lead_forms');

    expect(await db.selectFrom('contacts').select(['id', 'source']).execute()).toEqual([
      { id: sampleLead.id, source: 'demo' },
    ]);
    expect(await db.selectFrom('lead_events').select('id').execute()).toEqual([{ id: 'e1' }]);
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([{ id: 'n1' }]);
    expect(await db.selectFrom('lead_conversation_turns').select('position').execute()).toEqual([{ position: 0 }]);
    expect(await db.selectFrom('demo_meetings').select('id').execute()).toEqual([{ id: 'm1' }]);
    expect((await db.selectFrom('lead_forms').select('id').execute()).map((row) => row.id).sort()).toEqual(
      [...leadForms].sort(),
    );
    if (dialect === 'sqlite') {
      const objects = await sql<{ type: string; name: string }>`
        SELECT type, name FROM sqlite_schema WHERE tbl_name = 'contacts' AND type = 'trigger' ORDER BY name`.execute(
        db,
      );
      expect(objects.rows.map((row) => row.name)).toEqual([
        'contacts_search_delete',
        'contacts_search_insert',
        'contacts_search_update',
      ]);
    }

    await expect(
      old
        .insertInto('contacts')
        .values({ ...sampleLead, id: 'x1', source: 'fax', email_key: null })
        .execute(),
    ).rejects.toThrow();
    expect(await db.selectFrom('contacts').select('id').execute()).toEqual([{ id: sampleLead.id }]);

    await db.deleteFrom('contacts').execute();
    for (const child of ['lead_events', 'notifications', 'lead_conversation_turns', 'demo_meetings'] as const) {
      expect(await db.selectFrom(child).selectAll().execute()).toEqual([]);
    }
  });

  it('knows a form added in code at the next start, with no migration', async () => {
    const { db, old } = upgrade;
    await migrateToLatest(old);
    // A database migrated before the code had the assistant's form: its row is not there yet.
    await db.deleteFrom('lead_forms').where('id', '=', 'assistant').execute();
    const handedOver = { ...sampleLead, source: 'assistant' as const, email: '', email_key: null };
    await expect(db.insertInto('contacts').values(handedOver).execute()).rejects.toThrow();

    expect(await migrateToLatest(old)).toEqual([]);
    await db.insertInto('contacts').values(handedOver).execute();
    expect(await db.selectFrom('contacts').select('source').execute()).toEqual([{ source: 'assistant' }]);
  });
});
