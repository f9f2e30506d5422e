import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import type { ContactRow, Database, NewContact } from '../../src/server/db/database.ts';
import { parseInboxFilter, type InboxCursor } from '../../src/server/inbox/inbox-filter.ts';
import {
  changeStatus,
  countNewBySource,
  deleteLead,
  addNote,
  findLead,
  leadEvents,
  listLeads,
} from '../../src/server/inbox/inbox.repository.ts';
import { handleLeadAction } from '../../src/server/inbox/lead-actions.ts';
import { leadsCsv } from '../../src/server/inbox/lead-export.ts';
import { inboxLead as lead } from '../fixtures/inbox-lead.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

const filter = (search = '') => parseInboxFilter(new URLSearchParams(search));

describe.each(testDialects)('inbox on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect, 'migrated');
    db = createDb(testDb.config);
  });

  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  const insert = (rows: NewContact[]) => db.insertInto('contacts').values(rows).execute();

  it('pages newest first, 50 at a time, without missing or repeating a lead', async () => {
    await insert(Array.from({ length: 120 }, (_, index) => lead(index)));
    const seen: string[] = [];
    let cursor: InboxCursor | null = null;
    for (;;) {
      const page: ContactRow[] = await listLeads(db, filter(), cursor, 50);
      seen.push(...page.map((row) => row.email));
      if (page.length < 50) break;
      cursor = { createdAt: page.at(-1)!.created_at, id: page.at(-1)!.id };
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, index) => `khach${119 - index}@vidu.vn`));
  });

  it('filters by source, status and a Vietnam-time date range, and counts new leads per source', async () => {
    await insert([
      lead(1, { source: 'demo', created_at: '2026-11-10T16:30:00.000Z' }), // 10/11 23:30 in Vietnam
      lead(2, { source: 'demo', created_at: '2026-11-10T17:30:00.000Z' }), // 11/11 00:30
      lead(3, { source: 'contact', created_at: '2026-11-10T05:00:00.000Z' }),
    ]);
    await changeStatus(db, lead(3).id, 'new', 'contacted', 'lan@hotelix.vn', new Date().toISOString());
    const emails = async (search: string) =>
      (await listLeads(db, filter(search), null, 50)).map((row) => row.email).sort();
    expect(await emails('nguon=demo')).toEqual(['khach1@vidu.vn', 'khach2@vidu.vn']);
    expect(await emails('trang-thai=contacted')).toEqual(['khach3@vidu.vn']);
    expect(await emails('tu=2026-11-10&den=2026-11-10')).toEqual(['khach1@vidu.vn', 'khach3@vidu.vn']);
    expect(await emails('nguon=khong-co&trang-thai=bay&tu=hom-nay')).toHaveLength(3);
    expect(await countNewBySource(db)).toEqual({ demo: 2 });
  });

  it('moves a lead along the flow only, keeps notes, and logs who did what', async () => {
    await insert([lead(1)]);
    const id = lead(1).id;
    const form = (entries: Record<string, string>) => new URLSearchParams(entries);
    const minute = (n: number) => new Date(Date.UTC(2026, 10, 23, 2, n));
    expect(
      await handleLeadAction(
        db,
        id,
        form({ action: 'status', from: 'new', to: 'won' }),
        { email: 'lan@hotelix.vn' },
        minute(1),
      ),
    ).toBe('unchanged');
    // Moving on without a next step is refused: someone must know what happens next, and when.
    expect(
      await handleLeadAction(
        db,
        id,
        form({ action: 'status', from: 'new', to: 'contacted' }),
        { email: 'lan@hotelix.vn' },
        minute(2),
      ),
    ).toBe('needs_step');
    expect(
      await handleLeadAction(
        db,
        id,
        form({
          action: 'status',
          from: 'new',
          to: 'contacted',
          step_kind: 'call',
          step_date: '2026-11-24',
          step_time: '09:00',
        }),
        { email: 'lan@hotelix.vn' },
        minute(2),
      ),
    ).toBe('saved');
    expect(
      await handleLeadAction(
        db,
        id,
        form({ action: 'status', from: 'new', to: 'contacted' }),
        { email: 'minh@hotelix.vn' },
        minute(3),
      ),
    ).toBe('unchanged');
    expect(
      await handleLeadAction(
        db,
        id,
        form({ action: 'note', note: 'Gọi lại thứ Hai, anh Đức bận họp.' }),
        { email: 'lan@hotelix.vn' },
        minute(4),
      ),
    ).toBe('saved');
    expect(
      await handleLeadAction(
        db,
        id,
        form({ action: 'status', from: 'contacted', to: 'lost' }),
        // Nobody has the lead: only the owner role may end it (tests/integration/lead-rights-http.test.ts).
        { email: 'minh@hotelix.vn', role: 'owner' },
        minute(5),
      ),
    ).toBe('saved');
    const timeline = (await leadEvents(db, id)).map(({ kind, status, note, author_email }) => [
      kind,
      status,
      note,
      author_email,
    ]);
    // The status and its next step share their instant: their order between them is not fixed.
    expect(timeline.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['status', 'contacted', null, 'lan@hotelix.vn'],
        ['next_step', null, 'Bước tiếp theo: Gọi lại · 24/11/2026 09:00', 'lan@hotelix.vn'],
      ]),
    );
    expect(timeline.slice(2)).toEqual([
      ['note', null, 'Gọi lại thứ Hai, anh Đức bận họp.', 'lan@hotelix.vn'],
      ['status', 'lost', null, 'minh@hotelix.vn'],
    ]);
    // Closing the lead ends its next step; its first contact stays when it was.
    expect(await findLead(db, id)).toMatchObject({
      next_step_at: null,
      first_response_at: minute(2).toISOString(),
      first_response_minutes: expect.any(Number),
    });
  });

  it('keeps a note typed with a NUL or an override as plain text instead of failing', async () => {
    await insert([lead(1)]);
    const id = lead(1).id;
    const note = new URLSearchParams({ action: 'note', note: 'Gọi lại\r\nthứ Hai\u0000 \u202Egnp.exe' });
    expect(await handleLeadAction(db, id, note, { email: 'lan@hotelix.vn' })).toBe('saved');
    expect((await leadEvents(db, id)).map((event) => event.note)).toEqual(['Gọi lại\nthứ Hai gnp.exe']);
  });

  it('deletes a lead only when confirmed, keeping a record of who deleted which id', async () => {
    await insert([lead(1)]);
    const id = lead(1).id;
    await addNote(db, id, 'ghi chú', 'lan@hotelix.vn', new Date().toISOString());
    const unconfirmed = new URLSearchParams({ action: 'delete' });
    expect(await handleLeadAction(db, id, unconfirmed, { email: 'chu@hotelix.vn', role: 'owner' })).toBe('unchanged');
    // Held to the member it was checked for: a lead someone else has by now stays, timeline and all.
    expect(await deleteLead(db, id, 'lan@hotelix.vn', '2026-11-23T02:00:00.000Z', 'minh')).toBe(false);
    expect(await leadEvents(db, id)).toHaveLength(1);
    expect(await deleteLead(db, id, 'lan@hotelix.vn', '2026-11-23T02:00:00.000Z')).toBe(true);
    expect(await listLeads(db, filter(), null, 50)).toEqual([]);
    expect(await leadEvents(db, id)).toEqual([]);
    // Deleted from the inbox, it leaves the dashboard's counts too (an erasure keeps them: personal data).
    expect(await db.selectFrom('lead_deletions').selectAll().execute()).toEqual([
      {
        contact_id: id,
        deleted_by: 'lan@hotelix.vn',
        deleted_at: '2026-11-23T02:00:00.000Z',
        created_at: null,
        source: null,
        status: null,
        furthest: null,
      },
    ]);
  });

  it('exports the filter as Excel-ready CSV: BOM, quoting, formula-safe, Vietnamese intact', async () => {
    await insert([
      lead(1, { name: '=HYPERLINK("http://x","Bấm")', company_name: 'Khách sạn "Sông Hàn", Đà Nẵng' }),
      lead(2, { source: 'demo' }),
    ]);
    const bytes = new Uint8Array(await new Response(leadsCsv(db, filter('nguon=trial'))).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]!.startsWith('Thời gian,Họ tên,Khách sạn,Email,Điện thoại')).toBe(true);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""Bấm"")","Khách sạn ""Sông Hàn"", Đà Nẵng"`);
    expect(lines).toHaveLength(3);
  });
});
