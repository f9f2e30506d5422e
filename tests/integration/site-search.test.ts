import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ArticleFields } from '../../src/lib/content/article-fields.ts';
import type { SearchPage } from '../../src/lib/search/search-results.ts';
import { articleRules } from '../../src/server/content/article-rules.ts';
import { findItemBySlug } from '../../src/server/content/content.repository.ts';
import { publishScheduled } from '../../src/server/content/content-schedule.ts';
import { createDraft, publish, schedule, unpublish } from '../../src/server/content/content.service.ts';
import { createDb } from '../../src/server/db/client.ts';
import { refreshSearchIndex } from '../../src/server/search/index-upkeep.ts';
import { putDocument } from '../../src/server/search/search-index.repository.ts';
import { searchSite } from '../../src/server/search/site-search.ts';
import { useTeamDatabase } from './team-database.ts';
import { importShipped, useShippedDatabase } from './shipped-content-database.ts';
import { testDialects } from './test-databases.ts';

// The site search on both databases, over the content the site ships with: Vietnamese typed without
// diacritics (đ included), a prefix, a typo, exact diacritics ranked first, query syntax read as
// text, and what readers can open being exactly what search finds (publish, edit, unpublish, schedule).

const now = new Date('2026-12-03T03:00:00Z');

const titles = (page: SearchPage) => page.hits.map((hit) => hit.title.map((part) => part.text).join(''));
const marked = (page: SearchPage) =>
  page.hits.flatMap((hit) => [...hit.title, ...hit.snippet].filter((part) => part.marked).map((part) => part.text));

describe.each(testDialects)('site search over the shipped pages on %s', (dialect) => {
  // Read-only questions share one database with the shipped content imported once.
  const shared = useShippedDatabase(dialect, now);
  it('finds Vietnamese typed without diacritics, đ included, and marks the words as written', async () => {
    const prices = await searchSite(shared.db, 'toi uu gia phong');
    expect(titles(prices)[0]).toBe('Tối ưu giá phòng: định giá theo mùa, theo ngày và theo số đêm lưu trú');
    expect(marked(prices)).toEqual(expect.arrayContaining(['Tối', 'ưu', 'giá', 'phòng']));

    const booking = await searchSite(shared.db, 'dat phong');
    expect(booking.total).toBeGreaterThan(0);
    expect(marked(booking).map((word) => word.toLowerCase())).toEqual(expect.arrayContaining(['đặt', 'phòng']));

    const lock = await searchSite(shared.db, 'khoa thong minh');
    expect(lock.hits[0]).toMatchObject({ kind: 'product', href: '/san-pham/khoa-thong-minh' });

    // 'đ' has no decomposition: folded by our rule, not by either engine.
    const power = await searchSite(shared.db, 'dieu khien nguon dien');
    expect(power.hits[0]).toMatchObject({ kind: 'product', href: '/san-pham/board-dieu-khien-nguon-dien' });
    expect(titles(await searchSite(shared.db, 'ĐIỀU KHIỂN NGUỒN ĐIỆN'))[0]).toBe('Board điều khiển nguồn điện');
  });

  it('reads the last word as a prefix and corrects one typo', async () => {
    expect((await searchSite(shared.db, 'khoa th')).hits.map((hit) => hit.href)).toContain('/san-pham/khoa-thong-minh');
    const typo = await searchSite(shared.db, 'khoa thong mimh');
    expect(typo.hits[0]?.href).toBe('/san-pham/khoa-thong-minh');
    expect(marked(typo).map((word) => word.toLowerCase())).toContain('minh');
    expect((await searchSite(shared.db, 'thong mimh')).hits.map((hit) => hit.href)).toContain(
      '/san-pham/khoa-thong-minh',
    );
  });

  it('reads a shortened loanword no page holds as the words it begins', async () => {
    // No page says 'overbook' or 'master', and no indexed word is one typo away from either; each is
    // put first here, since the last word is read as a prefix anyway.
    expect((await searchSite(shared.db, 'overbook ota')).hits[0]?.href).toBe('/tin-tuc/tich-hop-pms');
    expect((await searchSite(shared.db, 'master visa')).hits[0]?.href).toBe('/#faq-4');
    // A short one is not a stem: 'euro' would find 'europe' as readily as nothing.
    expect((await searchSite(shared.db, 'euro')).hits).toEqual([]);
  });

  it('searches the FAQ, the plans and the customer stories, with the badge of each kind', async () => {
    const trial = await searchSite(shared.db, 'the tin dung');
    expect(trial.hits.find((hit) => hit.kind === 'faq')).toMatchObject({ href: '/#faq-1' });
    const faq = trial.hits.find((hit) => hit.kind === 'faq')!;
    // An FAQ result shows its whole answer.
    expect(faq.snippet.map((part) => part.text).join('')).toContain('không cần thẻ tín dụng');
    expect((await searchSite(shared.db, 'goi doanh nghiep')).hits.map((hit) => hit.kind)).toContain('plan');
    expect((await searchSite(shared.db, 'phu quoc')).hits[0]).toMatchObject({
      kind: 'customer',
      href: '/khach-hang/gio-nam-resort',
    });
  });

  it('reads every query-syntax character as text, never as an error', async () => {
    const hostile = [
      '"dat phong',
      'dat phong"',
      'khoa*',
      '*',
      '-phong',
      'dat -phong',
      'dat OR phong',
      'OR',
      'NEAR(dat phong)',
      'NEAR',
      '(dat',
      'phong)',
      'title:dat',
      'exact:bán',
      ':',
      '^dat',
      '^',
      "'dat' & 'phong'",
      'dat | !phong',
      'dat <-> phong',
      '\\',
      "''",
      'AND NOT',
      '{title body}: dat',
    ];
    for (const query of hostile) {
      const page = await searchSite(shared.db, query);
      expect(page.page).toBe(1);
    }
    expect((await searchSite(shared.db, 'NEAR(khoa thong minh)')).hits[0]?.href).toBe('/san-pham/khoa-thong-minh');
    expect((await searchSite(shared.db, '"khoa" -thong* ^minh:')).hits[0]?.href).toBe('/san-pham/khoa-thong-minh');
  });

  it('answers any text and any page without an error (property-based)', { timeout: 120_000 }, async () => {
    // What search-http.test.ts sends the page on SQLite, here against each database's SQL.
    const anyQuery = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc
        .array(
          fc.constantFrom(
            '"',
            '*',
            '-',
            'OR',
            'NEAR',
            '(',
            ')',
            ':',
            '^',
            '&',
            '|',
            '!',
            '<->',
            '\\',
            "'",
            'khoa',
            'đặt',
            ' ',
          ),
        )
        .map((parts) => parts.join('')),
    );
    await fc.assert(
      fc.asyncProperty(anyQuery, fc.integer({ min: -5, max: 2_000_000 }), async (query, page) => {
        expect((await searchSite(shared.db, query, page)).page).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });

  it('cleans the query: controls, NUL, invisible characters and lone surrogates removed, cut at 200', async () => {
    const page = await searchSite(shared.db, 'kh\u0000oa\u200B thong\u202E\uD800 minh\n');
    expect(page.query).toBe('khoa thong minh');
    expect(page.hits[0]?.href).toBe('/san-pham/khoa-thong-minh');
    expect((await searchSite(shared.db, 'phòng '.repeat(100))).query).toHaveLength(200);
    expect(await searchSite(shared.db, ' \u0000 ')).toEqual({
      query: '',
      hits: [],
      total: 0,
      more: false,
      page: 1,
      pageCount: 0,
    });
  });

  it('shows ten results a page and keeps a page past the last on the last', async () => {
    const first = await searchSite(shared.db, 'khach san');
    expect(first.total).toBeGreaterThan(10);
    expect(first.hits).toHaveLength(10);
    expect(first.pageCount).toBe(Math.ceil(first.total / 10));
    const second = await searchSite(shared.db, 'khach san', 2);
    expect(second.hits.length).toBe(first.total - 10 > 10 ? 10 : first.total - 10);
    const seen = new Set(first.hits.map((hit) => hit.href + titles({ hits: [hit] } as SearchPage)[0]));
    expect(second.hits.filter((hit) => seen.has(hit.href + titles({ hits: [hit] } as SearchPage)[0]))).toEqual([]);
    expect((await searchSite(shared.db, 'khach san', 999)).page).toBe(first.pageCount);
  });
});

describe.each(testDialects)('site search as content changes on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);

  const shipped = () => importShipped(team.db, now);
  it('ranks pages with the exact diacritics first when the query has them', async () => {
    const page = (id: string, body: string) =>
      putDocument(team.db, { id, kind: 'faq', title: id, summary: '', body, href: '/#faq', publishedAt: null });
    await page('faq:1', 'Lễ tân hỏi bạn bạn bạn bạn bạn có cần giúp gì không, bạn cứ nói.');
    await page('faq:2', 'Chúng tôi bán phần mềm cho khách sạn.');
    expect(titles(await searchSite(team.db, 'bán'))).toEqual(['faq:2', 'faq:1']);
    expect(titles(await searchSite(team.db, 'bạn'))).toEqual(['faq:1', 'faq:2']);
    expect((await searchSite(team.db, 'ban')).total).toBe(2);
  });

  it('past a thousand matches, counts to 1,000 and still puts the exact diacritics first, then the newest', async () => {
    const page = (n: number, body: string) => ({
      id: `faq:${n}`,
      kind: 'faq' as const,
      title: `Câu hỏi ${n}`,
      summary: '',
      body,
      href: '/#faq',
      publishedAt: null,
    });
    await team.db.transaction().execute(async (trx) => {
      await putDocument(trx, page(0, 'Chúng tôi bán phần mềm.'));
      for (let n = 1; n <= 1_001; n++) await putDocument(trx, page(n, `Lễ tân hỏi bạn lần ${n}.`));
    });
    const result = await searchSite(team.db, 'bán');
    expect(result).toMatchObject({ total: 1_000, more: true, pageCount: 100 });
    expect(titles(result).slice(0, 3)).toEqual(['Câu hỏi 0', 'Câu hỏi 1001', 'Câu hỏi 1000']);
    expect((await searchSite(team.db, 'bán', 100)).hits).toHaveLength(10);
  });

  it('finds what readers can open: publish, edit, unpublish and a schedule, on another instance at once', async () => {
    await shipped();
    const editor = await team.addMember('bien-tap@hotelix.vn', 'editor', 'Biên Tập');
    const model = JSON.parse((await findItemBySlug(team.db, 'article', 'tich-hop-pms'))!.draft) as ArticleFields;
    const fields: ArticleFields = {
      ...model,
      title: 'Quầy lễ tân không giấy: nhận phòng bằng mã QR',
      slug: 'le-tan-khong-giay',
      body: `${model.body}\n\nLễ tân quét mã xác nhận của khách bằng máy tính bảng.`,
    };
    const other = createDb(team.config!);
    const hrefs = async (query: string) => (await searchSite(other, query)).hits.map((hit) => hit.href);
    try {
      const id = await createDraft(team.db, articleRules, editor, now);
      expect((await publish(team.db, articleRules, id, 1, fields, editor, now)).ok).toBe(true);
      // The other instance reads it at once: the index changed in the publishing transaction.
      expect(await hrefs('le tan khong giay')).toContain('/tin-tuc/le-tan-khong-giay');
      expect(await hrefs('may tinh bang')).toContain('/tin-tuc/le-tan-khong-giay');

      const edited = { ...fields, title: 'Quầy lễ tân không giấy tờ: check-in bằng mã QR', body: model.body };
      expect((await publish(team.db, articleRules, id, 2, edited, editor, now)).ok).toBe(true);
      expect(await hrefs('may tinh bang')).not.toContain('/tin-tuc/le-tan-khong-giay');
      expect(await hrefs('khong giay to')).toContain('/tin-tuc/le-tan-khong-giay');

      expect((await unpublish(team.db, articleRules, id, 3, editor, now)).ok).toBe(true);
      expect(await hrefs('khong giay to')).not.toContain('/tin-tuc/le-tan-khong-giay');

      // Scheduled: hidden until its time comes and the scheduler publishes it.
      const later = new Date(now.getTime() + 3_600_000);
      const scheduled = { ...fields, slug: 'le-tan-hen-gio', title: 'Lễ tân hẹn giờ: bài đăng sau một giờ' };
      const next = await createDraft(team.db, articleRules, editor, now);
      expect((await schedule(team.db, articleRules, next, 1, scheduled, later, editor, now)).ok).toBe(true);
      await publishScheduled(team.db, now);
      expect(await hrefs('le tan hen gio')).not.toContain('/tin-tuc/le-tan-hen-gio');
      await publishScheduled(team.db, new Date(later.getTime() + 1000));
      expect(await hrefs('le tan hen gio')).toContain('/tin-tuc/le-tan-hen-gio');
    } finally {
      await other.destroy();
    }
  });

  it('indexes at start what was published before the index, and drops what is no longer published', async () => {
    await shipped();
    await team.db.deleteFrom('search_documents').where('kind', '=', 'article').execute();
    if (dialect === 'sqlite')
      await sql`DELETE FROM search_index WHERE rowid NOT IN (SELECT doc_key FROM search_documents)`.execute(team.db);
    expect((await searchSite(team.db, 'tich hop pms')).hits.map((hit) => hit.kind)).not.toContain('article');
    expect(await refreshSearchIndex(team.db)).toBe(9);
    expect((await searchSite(team.db, 'tich hop pms')).hits[0]?.href).toBe('/tin-tuc/tich-hop-pms');
    expect(await refreshSearchIndex(team.db)).toBe(0);
  });
});
