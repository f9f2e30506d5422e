import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { sampleLeadBeforeRetention as sampleLead } from '../fixtures/sample-lead.ts';
import { useDatabaseBefore } from './database-before.ts';
import { addTimelineRows } from './lead-timeline-rows.ts';
import { testDialects } from './test-databases.ts';

// The quote migration rebuilds the leads table on SQLite (a check cannot be altered there). A
// database upgraded with leads in it must keep every lead, its timeline and its notifications, and
// deleting a lead must still take them along.

describe.each(testDialects)('the quote migration on %s', (dialect) => {
  const upgrade = useDatabaseBefore(dialect, '202611250900');

  it('keeps leads, their events and notifications and their indexes, and lets quote leads in', async () => {
    const { db, old } = upgrade;
    // The lead as the table was before the quote migration: none of the later columns.
    const {
      quote: _quote,
      status: _status,
      owner_id: _owner,
      phone_e164: _phone,
      email_key: _email,
      next_step_kind: _kind,
      next_step_note: _note,
      next_step_at: _at,
      first_response_at: _first,
      first_response_minutes: _minutes,
      owner_response_by: _ownerResponseBy,
      owner_response_minutes: _ownerMinutes,
      ...oldLead
    } = sampleLead;
    await old.insertInto('contacts').values(oldLead).execute();
    await addTimelineRows(old, sampleLead.id, sampleLead.created_at, 'email');

    const applied = await migrateToLatest(old);
    expect(applied[0]).toBe('202611250900_quote_leads');

    expect(await db.selectFrom('contacts').select(['id', 'name', 'quote']).execute()).toEqual([
      { id: sampleLead.id, name: sampleLead.name, quote: null },
    ]);
    expect(await db.selectFrom('lead_events').select('id').execute()).toEqual([{ id: 'e1' }]);
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([{ id: 'n1' }]);
    if (dialect === 'sqlite') {
      const names = await sql<{
        name: string;
      }>`SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'contacts' AND sql IS NOT NULL ORDER BY name`.execute(
        db,
      );
      // Rebuilt with the table, every index it had is back (later migrations add more).
      expect(names.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          'contacts_created_at_idx',
          'contacts_created_search_idx',
          'contacts_email_idx',
          'contacts_phone_idx',
          'contacts_source_created_idx',
          'contacts_status_created_idx',
          'contacts_status_source_idx',
        ]),
      );
    }

    await db
      .insertInto('contacts')
      .values({ ...oldLead, id: 'q1', source: 'quote', quote: '{"version":1}' })
      .execute();
    // A source no form has is refused by the database too.
    await expect(
      old
        .insertInto('contacts')
        .values({ ...oldLead, id: 'x1', source: 'fax' })
        .execute(),
    ).rejects.toThrow();

    await db.deleteFrom('contacts').where('id', '=', sampleLead.id).execute();
    expect(await db.selectFrom('lead_events').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([]);
  });
});
