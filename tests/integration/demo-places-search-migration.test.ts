import { describe, expect, it } from 'vitest';
import { leadSearchText } from '../../src/lib/search/lead-search-text.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { parseInboxFilter } from '../../src/server/inbox/inbox-filter.ts';
import { handleLeadAction } from '../../src/server/inbox/lead-actions.ts';
import { listLeads } from '../../src/server/inbox/inbox.repository.ts';
import { sampleLeadBeforeRetention as sampleLead } from '../fixtures/sample-lead.ts';
import { useDatabaseBefore } from './database-before.ts';
import { testDialects } from './test-databases.ts';

// Upgrading an inbox whose demos at the hotel were not searchable by their address: a lead with one
// (booked or cancelled: it is still the hotel) gets its address at the end of its search text,
// exactly as the application builds it afterwards; other leads are left as they were.

describe.each(testDialects)('the demo-places search migration on %s', (dialect) => {
  const upgrade = useDatabaseBefore(dialect, '202612091000');

  it("adds each demo's address at the hotel to its lead's search text, as the application does", async () => {
    const { db, old } = upgrade;
    const lead = (id: string, name: string) => ({
      ...sampleLead,
      id,
      name,
      search_text: leadSearchText({ ...sampleLead, name }),
    });
    await old
      .insertInto('contacts')
      .values([lead('lead-1', 'Trần Văn Phúc'), lead('lead-2', 'Lê Thị Hồng')])
      .execute();
    const meeting = (id: string, contact: string, address: string | null, status: string, minute: number) => ({
      id,
      contact_id: contact,
      host_key: `h-${id}`,
      starts_at: `2026-12-10T0${minute}:00:00.000Z`,
      ends_at: `2026-12-10T0${minute}:45:00.000Z`,
      mode: address ? 'onsite' : 'online',
      address,
      status,
      created_at: `2026-11-23T02:0${minute}:00.000Z`,
      updated_at: `2026-11-23T02:0${minute}:00.000Z`,
    });
    await old
      .insertInto('demo_meetings')
      .values([
        meeting('m1', 'lead-1', '25 Trần Phú, Quận 5, TP. Hồ Chí Minh', 'cancelled', 1),
        meeting('m2', 'lead-2', null, 'booked', 2),
      ])
      .execute();

    expect(await migrateToLatest(old)).toContain('202612091000_demo_places_search');

    const texts = await db.selectFrom('contacts').select(['id', 'search_text']).orderBy('id').execute();
    expect(texts).toEqual([
      {
        id: 'lead-1',
        search_text: leadSearchText({
          ...sampleLead,
          name: 'Trần Văn Phúc',
          places: ['25 Trần Phú, Quận 5, TP. Hồ Chí Minh'],
        }),
      },
      { id: 'lead-2', search_text: leadSearchText({ ...sampleLead, name: 'Lê Thị Hồng' }) },
    ]);
    const search = async (q: string) =>
      (await listLeads(db, parseInboxFilter(new URLSearchParams({ q })), null, 50)).map((row) => row.id);
    expect(await search('tran phu quan 5')).toEqual(['lead-1']);
    // A note later rebuilds the text the application's way: the same words, the note added.
    const noted = await handleLeadAction(
      db,
      'lead-1',
      new URLSearchParams({ action: 'note', note: 'Khách muốn xem khóa thẻ từ.' }),
      { email: 'lan@hotelix.vn' },
      new Date('2026-11-24T02:00:00Z'),
    );
    expect(noted).toBe('saved');
    expect(await search('tran phu khoa the')).toEqual(['lead-1']);
  });
});
