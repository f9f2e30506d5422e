import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { leadSearchText } from '../../src/lib/search/lead-search-text.ts';
import { isPostgres } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { parseInboxFilter } from '../../src/server/inbox/inbox-filter.ts';
import { listLeads } from '../../src/server/inbox/inbox.repository.ts';
import { sampleLeadBeforeRetention as sampleLead } from '../fixtures/sample-lead.ts';
import { useDatabaseBefore } from './database-before.ts';
import { testDialects } from './test-databases.ts';

// Upgrading an inbox whose leads were searchable by name, hotel, e-mail and phone only: every lead's
// search text is rebuilt with its message, its notes and call notes (not the application's own status,
// owner and step lines) and its next step's note, as the application builds it; on SQLite the trigram
// index holds every lead, and leads stored afterwards join it.

describe.each(testDialects)('the inbox-search-text migration on %s', (dialect) => {
  const upgrade = useDatabaseBefore(dialect, '202612031100');

  it("rebuilds every lead's search text with its message and notes, in chunks", async () => {
    const { db, old } = upgrade;
    // More than one chunk of 500, so the second and third are read after the first.
    const leads = Array.from({ length: 1203 }, (_, index) => ({
      ...sampleLead,
      id: `lead-${String(index).padStart(5, '0')}`,
      name: index === 700 ? 'Phạm Thị Đào' : sampleLead.name,
      message: index === 700 ? 'Cần kết nối Agoda' : sampleLead.message,
      next_step_note: index === 700 ? 'Gửi bảng giá' : null,
      search_text: 'nguyen van an',
    }));
    for (let start = 0; start < leads.length; start += 300)
      await old
        .insertInto('contacts')
        .values(leads.slice(start, start + 300))
        .execute();
    const event = (id: string, kind: string, note: string, minute: number) => ({
      id,
      contact_id: 'lead-00700',
      kind,
      status: kind === 'status' ? 'contacted' : null,
      note,
      author_email: 'lan@hotelix.vn',
      created_at: `2026-11-23T03:${String(minute).padStart(2, '0')}:00.000Z`,
    });
    await old
      .insertInto('lead_events')
      .values([
        event('e2', 'call', 'Đã gọi, hẹn thứ Hai', 2),
        event('e1', 'note', 'Khách hỏi khóa thẻ từ', 1),
        event('e3', 'owner', 'Giao khách hàng: Chưa giao → Lan', 3),
        event('e4', 'next_step', 'Bước tiếp theo: Gọi lại · 24/11/2026 09:00', 4),
      ])
      .execute();

    expect(await migrateToLatest(old)).toContain('202612031100_inbox_search_text');
    const texts = await db.selectFrom('contacts').select(['id', 'search_text']).orderBy('id').execute();
    expect(texts).toHaveLength(1203);
    const plain = leadSearchText(sampleLead);
    expect(texts.filter((row) => row.search_text !== plain).map((row) => row.id)).toEqual(['lead-00700']);
    expect(texts[700]!.search_text).toBe(
      leadSearchText({
        ...leads[700]!,
        notes: ['Khách hỏi khóa thẻ từ', 'Đã gọi, hẹn thứ Hai', 'Gửi bảng giá'],
      }),
    );
    expect(texts[700]!.search_text).toContain('pham thi dao');
    expect(texts[700]!.search_text).not.toContain('giao khach hang');

    if (!isPostgres(db)) {
      const { rows } = await sql<{ keys: number }>`select count(*) as keys from lead_search_keys`.execute(db);
      expect(rows[0]!.keys).toBe(1203);
      const found = await sql<{ contact_id: string }>`
        select contact_id from lead_search join lead_search_keys on key = lead_search.rowid
        where lead_search match '"khoa the tu" "agoda"'`.execute(db);
      expect(found.rows).toEqual([{ contact_id: 'lead-00700' }]);
    }
    const search = async (q: string) =>
      (await listLeads(db, parseInboxFilter(new URLSearchParams({ q })), null, 50)).map((row) => row.id);
    expect(await search('dao khoa the tu')).toEqual(['lead-00700']);
    expect(await search('bang gia agoda')).toEqual(['lead-00700']);
    expect(await search('lan')).toEqual([]);

    // A lead stored after the upgrade is searchable like the others.
    await db
      .insertInto('contacts')
      .values({ ...sampleLead, id: 'lead-new', search_text: leadSearchText({ ...sampleLead, name: 'Võ Thị Sáu' }) })
      .execute();
    expect(await search('vo thi sau')).toEqual(['lead-new']);
  });
});
