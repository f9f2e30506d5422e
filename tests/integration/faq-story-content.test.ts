import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FaqFields } from '../../src/lib/content/faq-fields.ts';
import type { StoryFields } from '../../src/lib/content/story-fields.ts';
import { retrieveAnswer } from '../../src/server/assistant/retrieve-answer.ts';
import { findItem, findItemBySlug } from '../../src/server/content/content.repository.ts';
import { createDraft, publish, saveDraft, unpublish } from '../../src/server/content/content.service.ts';
import { faqDraftFields } from '../../src/server/content/faq-editing.ts';
import { createFaqDraft } from '../../src/server/content/faq-drafts.ts';
import { importFaq } from '../../src/server/content/faq-import.ts';
import { publishedFaq } from '../../src/server/content/faq-reader.ts';
import { faqRules } from '../../src/server/content/faq-rules.ts';
import { handleHistoryRequest } from '../../src/server/content/history-request.ts';
import { productDraftFields } from '../../src/server/content/product-editing.ts';
import { importProducts } from '../../src/server/content/product-import.ts';
import { productRules } from '../../src/server/content/product-rules.ts';
import { revisionEntries } from '../../src/server/content/revision-history.ts';
import { storyDraftFields } from '../../src/server/content/story-editing.ts';
import { importStories } from '../../src/server/content/story-import.ts';
import { publishedStories, publishedStory, sampleStoryIds } from '../../src/server/content/story-reader.ts';
import { storyRules } from '../../src/server/content/story-rules.ts';
import { refreshSearchIndex } from '../../src/server/search/index-upkeep.ts';
import { putDocument } from '../../src/server/search/search-index.repository.ts';
import { searchSite } from '../../src/server/search/site-search.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// The FAQ and the customer stories as editors publish them, on both databases: the first import from
// the shipped files (once, however often it runs), a new question from an assistant's unanswered one,
// publish → the pages' lists and the site search, unpublish, the anchor kept, the history, and the
// stories' products by their names today. Also the products' prices in the search text.

const now = new Date('2026-12-05T03:00:00Z');
const contentDir = path.resolve('src/content');

/** The shipped products, questions and stories, imported and indexed (the articles, slow to import, are not needed). */
async function importPages(db: Parameters<typeof searchSite>[0]) {
  await importProducts(db, contentDir, now);
  await importFaq(db, now);
  await importStories(db, contentDir, now);
  await refreshSearchIndex(db);
}

const hrefs = async (db: Parameters<typeof searchSite>[0], query: string) =>
  (await searchSite(db, query)).hits.map((hit) => hit.href);

describe.each(testDialects)('the FAQ and customer stories on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);

  it('imports the ten questions and three stories once, with their anchors, order and resolved text', async () => {
    await importProducts(team.db, contentDir, now);
    expect(await importFaq(team.db, now)).toBe(10);
    expect(await importStories(team.db, contentDir, now)).toBe(3);
    expect(await importFaq(team.db, now)).toBe(0);
    expect(await importStories(team.db, contentDir, now)).toBe(0);

    const faq = await publishedFaq(team.db);
    expect(faq.map((item) => item.anchor)).toEqual(Array.from({ length: 10 }, (_, index) => `faq-${index + 1}`));
    expect(faq[0]!.question).toBe('Dùng thử 15 ngày có mất phí hay cần thẻ tín dụng không?');
    // The year's price written in as the site showed it, not the template.
    expect(faq[3]!.answer).toContain('trả trước một năm với giá 10 tháng.');
    const first = (await findItemBySlug(team.db, 'faq', 'faq-1'))!;
    expect((await revisionEntries(team.db, first.id)).map((entry) => entry.note)).toEqual([
      'Nhập từ câu hỏi thường gặp có sẵn',
    ]);

    const stories = await publishedStories(team.db);
    expect(stories.map((story) => [story.slug, story.order, story.sample])).toEqual([
      ['nha-nghi-doi-sim', 1, true],
      ['khach-san-moc-mien', 2, true],
      ['gio-nam-resort', 3, true],
    ]);
    expect(stories[0]).toMatchObject({
      hotel: 'Nhà nghỉ Đồi Sim',
      city: 'Đà Lạt',
      rooms: 12,
      planName: 'Gói Cơ bản',
      href: '/khach-hang/nha-nghi-doi-sim',
      products: [
        { label: 'Khóa thông minh', href: '/san-pham/khoa-thong-minh' },
        { label: 'Thẻ từ RFID', href: '/san-pham/the-tu' },
      ],
    });
    const page = await publishedStory(team.db, 'gio-nam-resort');
    expect(page?.html).toContain('<h2 id="sau-6-tháng">Sau 6 tháng</h2>');
    expect(await sampleStoryIds(team.db)).toHaveLength(3);
  });

  it('starts a question from an assistant’s unanswered one, at the end with the next anchor, and publishes it', async () => {
    await importPages(team.db);
    const editor = await team.addMember('bien-tap@hotelix.vn', 'editor', 'Biên Tập');
    const asked = '  Phần mềm có   chạy trên máy tính bảng\nở quầy lễ tân không?  ';
    const id = await createFaqDraft(team.db, editor, asked, now);
    const item = (await findItem(team.db, id))!;
    expect(item).toMatchObject({ kind: 'faq', status: 'draft', slug: 'faq-11' });
    const draft = faqDraftFields(item);
    expect(draft).toEqual({
      question: 'Phần mềm có chạy trên máy tính bảng ở quầy lễ tân không?',
      slug: 'faq-11',
      order: 110,
      body: '',
    });
    // A second new question at the same time gets the next anchor.
    expect((await findItem(team.db, await createFaqDraft(team.db, editor, '', now)))!.slug).toBe('faq-12');

    const answer = 'Có. Ứng dụng lễ tân chạy trên máy tính bảng Android và iPad, cùng tài khoản với máy tính ở quầy.';
    const fields: FaqFields = { ...draft, body: answer };
    expect((await saveDraft(team.db, faqRules, id, 1, fields, editor, now)).ok).toBe(true);
    // A draft is not on the page nor in the search.
    expect((await publishedFaq(team.db)).map((question) => question.anchor)).not.toContain('faq-11');
    expect(await hrefs(team.db, 'may tinh bang quay le tan')).not.toContain('/#faq-11');

    expect(await publish(team.db, faqRules, id, 2, fields, editor, now)).toMatchObject({
      ok: true,
      answer: { status: 'published', publicHref: '/#faq-11' },
    });
    expect((await publishedFaq(team.db)).at(-1)).toEqual({
      anchor: 'faq-11',
      question: 'Phần mềm có chạy trên máy tính bảng ở quầy lễ tân không?',
      answer,
    });
    expect((await searchSite(team.db, 'may tinh bang quay le tan')).hits[0]).toMatchObject({
      kind: 'faq',
      href: '/#faq-11',
    });
    expect(await retrieveAnswer(team.db, 'Phần mềm có chạy trên iPad không?')).toMatchObject({
      kind: 'answer',
      text: answer,
      sources: [{ href: '/#faq-11' }],
    });

    // Moved to the top: the list follows once published.
    expect((await publish(team.db, faqRules, id, 3, { ...fields, order: 5 }, editor, now)).ok).toBe(true);
    expect((await publishedFaq(team.db))[0]!.anchor).toBe('faq-11');

    expect((await unpublish(team.db, faqRules, id, 4, editor, now)).ok).toBe(true);
    expect((await publishedFaq(team.db)).map((question) => question.anchor)).not.toContain('faq-11');
    expect(await hrefs(team.db, 'may tinh bang quay le tan')).not.toContain('/#faq-11');
  });

  it('publishes a story with its products by today’s names, refuses one naming no product, and finds it', async () => {
    await importPages(team.db);
    const editor = await team.addMember('bien-tap@hotelix.vn', 'editor', 'Biên Tập');
    const story: StoryFields = {
      title: 'Khách sạn 30 phòng ở Huế bỏ sổ tay sau một tuần',
      slug: 'khach-san-hoa-sen',
      summary: 'Khách sạn gần sông Hương thay sổ tay bằng PMS và thẻ từ, lễ tân nhận phòng nhanh hơn trong mùa lễ hội.',
      hotel: 'Khách sạn Hoa Sen',
      city: 'Huế',
      rooms: 30,
      plan: 'professional',
      products: ['the-tu', 'may-lanh'],
      owner: { name: 'Lê Thị Mai', role: 'Chủ khách sạn' },
      quote: 'Tuần đầu tiên lễ tân đã không còn phải lật sổ mỗi khi khách gọi hỏi phòng trống.',
      figures: [
        { value: '5 phút', label: 'cho một lượt nhận phòng, trước đó 12 phút', period: 'đo trong tháng thứ hai' },
        { value: '0', label: 'lần bán trùng phòng trong mùa Festival', period: 'trong 6 tháng đầu' },
      ],
      order: 4,
      sample: false,
      body: '## Trước khi đổi\n\nMọi đặt phòng nằm trong một cuốn sổ ở quầy lễ tân cạnh cầu Trường Tiền.',
    };
    const id = await createDraft(team.db, storyRules, editor, now);
    expect(await publish(team.db, storyRules, id, 1, story, editor, now)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { products: 'Không còn sản phẩm may-lanh trên trang, hãy bỏ chọn sản phẩm đó.' },
    });
    const ready = { ...story, products: ['the-tu'] };
    expect(await publish(team.db, storyRules, id, 1, ready, editor, now)).toMatchObject({
      ok: true,
      answer: { publicHref: '/khach-hang/khach-san-hoa-sen' },
    });
    expect(storyDraftFields((await findItem(team.db, id))!)).toEqual(ready);
    expect((await publishedStories(team.db)).map((shown) => shown.slug).at(-1)).toBe('khach-san-hoa-sen');
    expect(await sampleStoryIds(team.db)).not.toContain(id);
    expect((await searchSite(team.db, 'cau truong tien')).hits[0]).toMatchObject({
      kind: 'customer',
      href: '/khach-hang/khach-san-hoa-sen',
    });

    // The card is renamed in /admin: the story names it so at once.
    const card = (await findItemBySlug(team.db, 'product', 'the-tu'))!;
    const renamed = { ...productDraftFields(card), name: 'Thẻ phòng RFID' };
    expect((await publish(team.db, productRules, card.id, card.version, renamed, editor, now)).ok).toBe(true);
    expect((await publishedStory(team.db, 'khach-san-hoa-sen'))?.story.products).toEqual([
      { label: 'Thẻ phòng RFID', href: '/san-pham/the-tu' },
    ]);
  });

  it('replaces the FAQ’s and stories’ documents from the shipped files with the published items’', async () => {
    // As a database indexed by the previous release holds them.
    await putDocument(team.db, {
      id: 'faq:1',
      kind: 'faq',
      title: 'Dùng thử 15 ngày có mất phí hay cần thẻ tín dụng không?',
      summary: '',
      body: 'Không. Trong 15 ngày, anh/chị dùng đầy đủ tính năng.',
      href: '/#faq-1',
      publishedAt: null,
    });
    await putDocument(team.db, {
      id: 'customer:gio-nam-resort',
      kind: 'customer',
      title: 'Resort ở Phú Quốc đổi phần mềm quản lý giữa mùa đón khách',
      summary: 'Gió Nam Resort, Phú Quốc.',
      body: '',
      href: '/khach-hang/gio-nam-resort',
      publishedAt: null,
    });
    await importPages(team.db);
    expect(await refreshSearchIndex(team.db)).toBe(0);
    const trial = await searchSite(team.db, 'the tin dung');
    expect(trial.hits.filter((hit) => hit.href === '/#faq-1')).toHaveLength(1);
    expect((await searchSite(team.db, 'phu quoc')).hits.filter((hit) => hit.kind === 'customer')).toHaveLength(1);
    const ids = await team.db
      .selectFrom('search_documents')
      .select('id')
      .where('kind', 'in', ['faq', 'customer'])
      .execute();
    expect(ids.map((row) => row.id)).not.toEqual(expect.arrayContaining(['faq:1']));
    expect(ids).toHaveLength(13);
  });

  it('finds a product by its price: the search and the assistant quote it', async () => {
    await importPages(team.db);
    expect(await hrefs(team.db, 'gia khoa thong minh')).toContain('/san-pham/khoa-thong-minh');
    const reply = await retrieveAnswer(team.db, 'khóa thông minh giá bao nhiêu một bộ');
    expect(reply).toMatchObject({
      kind: 'answer',
      text: 'Giá Khóa thông minh: từ 3.200.000\u00a0₫/bộ, lắp đặt 250.000\u00a0₫/bộ, chưa gồm VAT.',
      sources: [{ href: '/san-pham/khoa-thong-minh' }],
    });
  });

  // The FAQ's rules and the history page's diff are code; the drafts, revisions and restore they
  // reach run on both databases above and in content.test.ts and product-content.test.ts.
  if (dialect === 'sqlite') {
    describe('rules', () => {
      it('refuses a changed anchor, a line break in the answer and a short question, naming each field', async () => {
        await importFaq(team.db, now);
        const id = await createFaqDraft(team.db, null, '', now);
        const fields = faqDraftFields((await findItem(team.db, id))!);
        const refused = await publish(
          team.db,
          faqRules,
          id,
          1,
          { ...fields, slug: 'faq-1', question: 'Giá?', body: 'Dòng một.\nDòng hai của câu trả lời.' },
          null,
          now,
        );
        expect(refused).toMatchObject({
          ok: false,
          status: 400,
          fieldErrors: {
            question: 'Câu hỏi cần ít nhất 10 ký tự.',
            body: 'Câu trả lời là một đoạn văn: hãy bỏ các chỗ xuống dòng.',
          },
        });
        const moved = await publish(
          team.db,
          faqRules,
          id,
          1,
          {
            ...fields,
            slug: 'faq-99',
            question: 'Có hỗ trợ ngoài giờ hành chính không?',
            body: 'Có, tổng đài trực đến 22 giờ mỗi ngày.',
          },
          null,
          now,
        );
        expect(moved).toMatchObject({ ok: false, fieldErrors: { slug: 'Mã neo của câu hỏi không đổi được.' } });
        expect((await findItem(team.db, id))!.status).toBe('draft');
      });

      it('shows what a revision of an answer changed and restores it', async () => {
        await importFaq(team.db, now);
        const editor = await team.addMember('bien-tap@hotelix.vn', 'editor', 'Biên Tập');
        const item = (await findItemBySlug(team.db, 'faq', 'faq-9'))!;
        const fields = faqDraftFields(item);
        const changed = { ...fields, body: fields.body.replace('hai buổi', 'ba buổi') };
        expect((await publish(team.db, faqRules, item.id, item.version, changed, editor, now)).ok).toBe(true);
        const page = `http://localhost/admin/hoi-dap/${item.id}/lich-su`;
        const shown = await handleHistoryRequest(team.db, 'faq', item.id, new Request(`${page}?ban=2`), editor);
        if (shown instanceof Response) throw new Error(`history: ${shown.status}`);
        expect(shown.view.diffs?.map((diff) => diff.label)).toEqual(['Câu trả lời']);
        expect(shown.view.diffs?.[0]?.parts.filter((part) => part.kind !== 'same').map((part) => part.text)).toEqual([
          'hai',
          'ba',
        ]);
        const restored = await handleHistoryRequest(
          team.db,
          'faq',
          item.id,
          new Request(page, {
            method: 'POST',
            body: new URLSearchParams({ version: String(item.version + 1), ban: '1' }),
          }),
          editor,
        );
        expect((restored as Response).headers.get('location')).toBe(`/admin/hoi-dap/${item.id}/lich-su?da-khoi-phuc=1`);
        expect((await publishedFaq(team.db))[8]!.answer).toContain('hai buổi');
      });
    });
  }
});
