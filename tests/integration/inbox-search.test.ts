import { describe, expect, it } from 'vitest';
import type { NewContact } from '../../src/server/db/database.ts';
import { parseInboxFilter, type InboxCursor } from '../../src/server/inbox/inbox-filter.ts';
import { deleteLead, listLeads } from '../../src/server/inbox/inbox.repository.ts';
import { handleLeadAction } from '../../src/server/inbox/lead-actions.ts';
import { inboxLead as lead } from '../fixtures/inbox-lead.ts';
import { useMigratedDatabase } from './migrated-database.ts';
import { testDialects } from './test-databases.ts';

// The inbox search as the sales team uses it: names, hotels, e-mails, messages and the team's notes,
// folded alike ('nguyen thi hoa' finds 'Nguyễn Thị Hoa'), every word in any order, phone numbers in
// any form; what is typed is data, never syntax. Past 2,000 leads SQLite reads its trigram index
// (src/server/inbox/lead-search.repository.ts): the last tests fill the inbox beyond that.

const staff = { email: 'lan@hotelix.vn' };
const at = new Date(Date.UTC(2026, 11, 1, 2));

describe.each(testDialects)('the inbox search on %s', (dialect) => {
  const migrated = useMigratedDatabase(dialect);

  const insert = async (rows: NewContact[]) => {
    for (let start = 0; start < rows.length; start += 500)
      await migrated.db
        .insertInto('contacts')
        .values(rows.slice(start, start + 500))
        .execute();
  };
  const names = async (q: string, cursor: InboxCursor | null = null, limit = 50) =>
    (await listLeads(migrated.db, parseInboxFilter(new URLSearchParams({ q })), cursor, limit)).map((row) => row.name);
  const act = (id: string, fields: Record<string, string>) =>
    handleLeadAction(migrated.db, id, new URLSearchParams(fields), staff, at);

  it('finds names, hotels, e-mails and messages without diacritics, every word in any order', async () => {
    await insert([
      lead(1, { name: 'Nguyễn Thị Hoa', company_name: 'Khách sạn Sông Hàn', message: 'Cần báo giá.' }),
      lead(2, { name: 'Đặng Văn Minh', message: 'Cần báo giá.' }),
      lead(3, { name: 'Nguyễn Văn Hòa', email: 'hoa.nguyen@hoian.vn', message: 'Cần báo giá.' }),
      lead(4, { name: 'Trần Thị Mai', message: 'Khách sạn 40 phòng, cần kết nối Booking.com và Agoda.' }),
    ]);
    expect(await names('nguyen thi hoa')).toEqual(['Nguyễn Thị Hoa']);
    expect(await names('NGUYỄN   THỊ HOA')).toEqual(['Nguyễn Thị Hoa']);
    expect(await names('dang')).toEqual(['Đặng Văn Minh']);
    expect(await names('Đặng')).toEqual(['Đặng Văn Minh']);
    expect(await names('hoa nguyen')).toEqual(['Nguyễn Văn Hòa', 'Nguyễn Thị Hoa']);
    expect(await names('thi hoa nguyen')).toEqual(['Nguyễn Thị Hoa']);
    expect(await names('song han')).toEqual(['Nguyễn Thị Hoa']);
    expect(await names('hoian.vn')).toEqual(['Nguyễn Văn Hòa']);
    expect(await names('booking agoda')).toEqual(['Trần Thị Mai']);
    expect(await names('ket noi')).toEqual(['Trần Thị Mai']);
    expect(await names('agoda nguyen')).toEqual([]);
  });

  it("finds a lead by a note, a call's note and the next step's note added later", async () => {
    await insert([lead(1), lead(2)]);
    expect(await names('khoa the tu')).toEqual([]);
    expect(await act(lead(1).id, { action: 'note', note: 'Khách hỏi về khóa thẻ từ.' })).toBe('saved');
    expect(await names('khoa the tu')).toEqual(['Khách 1']);
    expect(await act(lead(2).id, { action: 'call', outcome: 'answered', note: 'Đang dùng Excel.' })).toBe('saved');
    expect(await names('excel')).toEqual(['Khách 2']);
    const step = { step_kind: 'other', step_date: '2026-12-03', step_time: '09:00' };
    expect(await act(lead(2).id, { action: 'next_step', ...step, step_note: 'Gửi hợp đồng mẫu' })).toBe('saved');
    expect(await names('hop dong mau')).toEqual(['Khách 2']);
    // The step's note is the current step's: a new step replaces it; the notes stay.
    expect(await act(lead(2).id, { action: 'next_step', ...step, step_note: 'Gặp chủ khách sạn' })).toBe('saved');
    expect(await names('hop dong mau')).toEqual([]);
    expect(await names('gap chu excel')).toEqual(['Khách 2']);
  });

  it('keeps every one of several notes added to a lead at the same moment', async () => {
    await insert([lead(1)]);
    const words = ['mot', 'hai', 'ba', 'bon', 'nam', 'sau'];
    const saved = await Promise.all(words.map((word) => act(lead(1).id, { action: 'note', note: `Ghi chú ${word}.` })));
    expect(saved).toEqual(words.map(() => 'saved'));
    expect(await names(words.map((word) => `chu ${word}.`).join(' '))).toEqual(['Khách 1']);
  });

  it("searches '%', '_', quotes and the other characters of query syntax as text", async () => {
    await insert([
      lead(1, { message: 'Giảm 50% năm đầu' }),
      lead(2, { message: 'Giảm 500 nghìn' }),
      lead(3, { message: 'Mã KM_2026, wi-fi "miễn phí"' }),
      lead(4, { message: 'Mã KM-2026 (NEAR biển) OR giá* ^ : \\' }),
    ]);
    expect(await names('50%')).toEqual(['Khách 1']);
    expect(await names('%')).toEqual(['Khách 1']);
    expect(await names('_')).toEqual(['Khách 3']);
    expect(await names('km_2026')).toEqual(['Khách 3']);
    expect(await names('"mien phi"')).toEqual(['Khách 3']);
    expect(await names('wi-fi')).toEqual(['Khách 3']);
    expect(await names('(near bien)')).toEqual(['Khách 4']);
    expect(await names('gia*')).toEqual(['Khách 4']);
    expect(await names('\\')).toEqual(['Khách 4']);
    for (const typed of ['"', "'", 'OR', 'NEAR(', '^', ':', '-', '*', '%_%', '\\%']) {
      await expect(names(typed)).resolves.toBeInstanceOf(Array);
    }
  });

  it('finds a phone number in any form, and by a part of its digits', async () => {
    await insert([lead(1, { phone: '0912-345-678' }), lead(2, { phone: '+84 283 999 888' })]);
    for (const typed of ['0912345678', '0912 345 678', '0912.345.678', '+84 912 345 678', '84912345678', '345678'])
      expect(await names(typed)).toEqual(['Khách 1']);
    expect(await names('02839 99888')).toEqual(['Khách 2']);
  });

  describe('in an inbox of more than 2,000 leads', () => {
    const filler = Array.from({ length: 2100 }, (_, index) => lead(1000 + index, { source: 'demo' }));
    // Old leads the newest 2,000 do not hold: only the trigram index (SQLite) finds them fast.
    const old = Array.from({ length: 60 }, (_, index) =>
      lead(index + 1, {
        name: `Đặng Thị Hoa ${index + 1}`,
        message: 'Cần kết nối Traveloka.',
        source: (index + 1) % 10 ? 'trial' : 'demo',
      }),
    );

    it('finds old leads, pages them without skipping or repeating, and fills a page of a common word from the newest', async () => {
      await insert([...old, ...filler]);
      const seen: string[] = [];
      let cursor: InboxCursor | null = null;
      for (;;) {
        const page = await listLeads(
          migrated.db,
          parseInboxFilter(new URLSearchParams({ q: 'hoa traveloka' })),
          cursor,
          25,
        );
        seen.push(...page.map((row) => row.name));
        if (page.length < 25) break;
        cursor = { createdAt: page.at(-1)!.created_at, id: page.at(-1)!.id };
      }
      expect(seen).toEqual(old.map((row) => row.name).reverse());
      // A filter that keeps few of the candidates: read a slice after another, still newest first.
      const demos = await listLeads(
        migrated.db,
        parseInboxFilter(new URLSearchParams('q=traveloka&nguon=demo')),
        null,
        50,
      );
      expect(demos.map((row) => row.name)).toEqual([60, 50, 40, 30, 20, 10].map((n) => `Đặng Thị Hoa ${n}`));
      expect(await names('dang khach7@')).toEqual(['Đặng Thị Hoa 7']);
      expect(await names('khach')).toEqual(
        filler
          .slice(-50)
          .map((row) => row.name)
          .reverse(),
      );
      // Short words read the text itself; with a longer word the index still leads.
      expect(await names('a 59 traveloka')).toEqual(['Đặng Thị Hoa 59']);
      expect(await names('0900000007')).toEqual(['Đặng Thị Hoa 7']);
    });

    it('keeps the index in step with new notes and deletions, and takes query syntax as text', async () => {
      await insert([...old, ...filler]);
      expect(await act(old[4]!.id, { action: 'note', note: 'Muốn thử khóa thẻ "RFID" (NEAR cửa) OR mã*' })).toBe(
        'saved',
      );
      expect(await names('khoa the rfid')).toEqual(['Đặng Thị Hoa 5']);
      for (const typed of ['"rfid"', '(near cua)', 'or ma*', 'NEAR(', '"', 'rfid OR x', 'rfid -x', 'col:rfid', '^rfid'])
        await expect(names(typed)).resolves.toBeInstanceOf(Array);
      expect(await names('(near cua) or ma*')).toEqual(['Đặng Thị Hoa 5']);
      expect(await deleteLead(migrated.db, old[4]!.id, staff.email, at.toISOString())).toBe(true);
      expect(await names('khoa the rfid')).toEqual([]);
      expect(await names('traveloka', null, 100)).toHaveLength(59);
    });
  });
});
