import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { emptyArticle, type ArticleFields } from '../../src/lib/content/article-fields.ts';
import {
  articlePreview,
  publishedArticle,
  publishedArticles,
  relatedArticles,
} from '../../src/server/content/article-reader.ts';
import { articleRules } from '../../src/server/content/article-rules.ts';
import { findItem, redirectTarget } from '../../src/server/content/content.repository.ts';
import { importArticles } from '../../src/server/content/article-import.ts';
import { publishScheduled } from '../../src/server/content/content-schedule.ts';
import {
  conflictMessage,
  createDraft,
  publish,
  restoreRevision,
  saveDraft,
  schedule,
  unpublish,
} from '../../src/server/content/content.service.ts';
import { readContentVersion } from '../../src/server/content/content-version.repository.ts';
import { revisionEntries } from '../../src/server/content/revision-history.ts';
import { handleTaxonomyAction } from '../../src/server/content/taxonomy-actions.ts';
import { listAuthors, listCategories } from '../../src/server/content/taxonomy.repository.ts';
import { storeImage } from '../../src/server/media/media.service.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// The editors' whole path on both databases: the first import, draft, publish, edit, unpublish,
// schedule, a changed address, two editors at once, restoring a revision, and what the renderer
// refuses to let through. Readers' pages read exactly what these functions return.

const now = new Date('2026-11-29T03:00:00Z');
const contentDir = path.resolve('src/content');
const body = `Khách sạn nhỏ cần một quy trình nhận phòng rõ ràng. ${'Lễ tân ghi nhận thông tin khách, đối chiếu đặt phòng và giao thẻ từ trong vòng hai phút. '.repeat(4)}

## Chuẩn bị trước ngày khai trương

- Danh sách phòng
- Bảng giá theo mùa

<script>alert('x')</script>

[Liên kết xấu](javascript:alert(1)) và [trang chủ](https://hotelix.vn).`;

describe.each(testDialects)('publishing articles on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);

  async function ready(): Promise<ArticleFields> {
    await importArticles(team.db, contentDir, now);
    const [category] = await listCategories(team.db);
    const [author] = await listAuthors(team.db);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { image: cover } = await storeImage(team.db, png, { createdBy: null });
    return {
      ...emptyArticle,
      title: 'Quy trình nhận phòng trong hai phút',
      slug: 'nhan-phong-hai-phut',
      excerpt: 'Năm bước giúp lễ tân khách sạn nhỏ nhận phòng cho khách trong hai phút mà không bỏ sót giấy tờ.',
      categoryId: category!.id,
      authorId: author!.id,
      coverImageId: cover.id,
      coverAlt: 'Lễ tân trao thẻ phòng cho khách tại quầy',
      body,
    };
  }

  it('imports the nine Markdown articles once, however often it runs', async () => {
    expect(await importArticles(team.db, contentDir, now)).toBe(9);
    expect(await importArticles(team.db, contentDir, now)).toBe(0);
    const articles = await publishedArticles(team.db);
    expect(articles).toHaveLength(9);
    expect(articles.filter((article) => article.featured).map((article) => article.slug)).toEqual(['ai-chatbot-247']);
    const pms = await publishedArticle(team.db, 'tich-hop-pms');
    expect(pms?.article.dateLabel).toBe('16/06/2025');
    expect(pms?.article.author.name).toBe('Nguyễn Minh Quân');
    expect(pms?.html).toContain('<h2 id="tích-hợp-hoạt-động-như-thế-nào">');
    // Its related list: the other 'Hướng dẫn' article, read by category.
    expect((await relatedArticles(team.db, pms!.article)).map((article) => article.slug)).toEqual(['mobile-checkin']);
    expect((await listCategories(team.db)).map((category) => category.slug)).toEqual([
      'cong-nghe',
      'xu-huong',
      'kinh-doanh',
      'huong-dan',
      'bao-mat',
    ]);
  });

  it('keeps a draft off the site until it is published, then shows every edit once published again', async () => {
    const fields = await ready();
    const editor = await team.addMember('bien-tap@hotelix.vn', 'editor', 'Biên Tập');
    const id = await createDraft(team.db, articleRules, editor, now);
    const saved = await saveDraft(team.db, articleRules, id, 1, fields, editor, now);
    expect(saved.ok).toBe(true);
    expect(await publishedArticle(team.db, fields.slug)).toBeUndefined();

    const preview = await articlePreview(team.db, id, fields, null, 0, now);
    expect(preview.article.title).toBe(fields.title);

    const versionBefore = await readContentVersion(team.db);
    const published = await publish(team.db, articleRules, id, 2, fields, editor, now);
    expect(published).toMatchObject({
      ok: true,
      answer: { status: 'published', publicHref: '/tin-tuc/nhan-phong-hai-phut' },
    });
    expect(await readContentVersion(team.db)).toBe(versionBefore + 1);
    const live = await publishedArticle(team.db, fields.slug);
    expect(live?.article.title).toBe(fields.title);
    // Raw HTML and script links never reach readers.
    expect(live?.html).not.toContain('<script');
    expect(live?.html).not.toContain('javascript:');
    expect(live?.html).toContain('<a href="https://hotelix.vn" rel="noopener noreferrer">');

    // A saved draft changes nothing for readers until 'Xuất bản'.
    await saveDraft(
      team.db,
      articleRules,
      id,
      3,
      { ...fields, title: 'Nhận phòng trong hai phút: năm bước' },
      editor,
      now,
    );
    expect((await publishedArticle(team.db, fields.slug))?.article.title).toBe(fields.title);
    await publish(
      team.db,
      articleRules,
      id,
      4,
      { ...fields, title: 'Nhận phòng trong hai phút: năm bước' },
      editor,
      now,
    );
    expect((await publishedArticle(team.db, fields.slug))?.article.title).toBe('Nhận phòng trong hai phút: năm bước');

    const down = await unpublish(team.db, articleRules, id, 5, editor, now);
    expect(down).toMatchObject({ ok: true, answer: { status: 'unpublished', publicHref: null } });
    expect(await publishedArticle(team.db, fields.slug)).toBeUndefined();
    expect((await revisionEntries(team.db, id)).map((entry) => [entry.number, entry.note, entry.by])).toEqual([
      [2, 'Xuất bản', 'Biên Tập'],
      [1, 'Xuất bản', 'Biên Tập'],
    ]);
  });

  it("opens an editor's own empty draft again on 'Viết bài mới' rather than piling up untitled drafts", async () => {
    const fields = await ready();
    const editor = await team.addMember('bien-tap@hotelix.vn', 'editor', 'Biên Tập');
    const other = await team.addMember('viet-bai@hotelix.vn', 'editor', 'Viết Bài');
    const first = await createDraft(team.db, articleRules, editor, now);
    // Tapped again, the same untouched draft; a colleague's tap makes their own.
    expect(await createDraft(team.db, articleRules, editor, now)).toBe(first);
    const theirs = await createDraft(team.db, articleRules, other, now);
    expect(theirs).not.toBe(first);
    // Once saved it is a piece of work: the next tap starts a new one.
    expect((await saveDraft(team.db, articleRules, first, 1, fields, editor, now)).ok).toBe(true);
    const second = await createDraft(team.db, articleRules, editor, now);
    expect([first, theirs]).not.toContain(second);
    const drafts = await team.db.selectFrom('content_items').select('id').where('status', '=', 'draft').execute();
    expect(drafts.map((row) => row.id).sort()).toEqual([first, theirs, second].sort());
  });

  it("makes one draft of a double tap on 'Viết bài mới' (two requests at the same instant)", async () => {
    const editor = await team.addMember('hai-lan@hotelix.vn', 'editor', 'Hai Lần');
    const taps = await Promise.all([1, 2, 3].map(() => createDraft(team.db, articleRules, editor, now)));
    expect(new Set(taps).size).toBe(1);
    const mine = await team.db.selectFrom('content_items').select('id').where('updated_by', '=', editor.id).execute();
    expect(mine.map((row) => row.id)).toEqual([taps[0]]);
  });

  it('refuses to publish what is incomplete, naming each field', async () => {
    const fields = await ready();
    const id = await createDraft(team.db, articleRules, null, now);
    const outcome = await publish(
      team.db,
      articleRules,
      id,
      1,
      { ...fields, coverAlt: '', slug: 'Có Dấu', body: 'ngắn' },
      null,
      now,
    );
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    if (outcome.ok) return;
    expect(Object.keys(outcome.fieldErrors ?? {}).sort()).toEqual(['body', 'coverAlt', 'slug']);
    expect((await findItem(team.db, id))?.status).toBe('draft');
    // An address another article already uses.
    const taken = await publish(team.db, articleRules, id, 1, { ...fields, slug: 'tich-hop-pms' }, null, now);
    expect(taken).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { slug: expect.stringContaining('đã có nội dung khác dùng') },
    });
  });

  it('publishes a short note without a cover, and still refuses a cover that is gone', async () => {
    const fields = await ready();
    const id = await createDraft(team.db, articleRules, null, now);
    const note = { ...fields, slug: 'ghi-chu-khong-anh', coverImageId: '', coverAlt: '' };
    expect(await publish(team.db, articleRules, id, 1, note, null, now)).toMatchObject({ ok: true });
    const live = await publishedArticle(team.db, note.slug);
    expect(live?.article.image).toBeNull();
    expect((await publishedArticles(team.db)).find((article) => article.slug === note.slug)?.image).toBeNull();

    const other = await createDraft(team.db, articleRules, null, now);
    const gone = await publish(
      team.db,
      articleRules,
      other,
      1,
      { ...fields, slug: 'anh-bia-da-xoa', coverImageId: 'f'.repeat(32) },
      null,
      now,
    );
    expect(gone).toMatchObject({
      ok: false,
      fieldErrors: { coverImageId: 'Không tìm thấy ảnh bìa, hãy tải ảnh lên lại.' },
    });
  });

  it('refuses the second of two saves made from the same version, and overwrites nothing', async () => {
    const fields = await ready();
    const id = await createDraft(team.db, articleRules, null, now);
    const [first, second] = await Promise.all([
      saveDraft(team.db, articleRules, id, 1, { ...fields, title: 'Bản của người thứ nhất đây' }, null, now),
      saveDraft(team.db, articleRules, id, 1, { ...fields, title: 'Bản của người thứ hai đây' }, null, now),
    ]);
    const outcomes = [first, second];
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ status: 409, message: conflictMessage });
    const winner = first.ok ? 'Bản của người thứ nhất đây' : 'Bản của người thứ hai đây';
    expect((await findItem(team.db, id))?.title).toBe(winner);
  });

  it('answers an old address with the new one after the slug changes', async () => {
    const fields = await ready();
    const id = await createDraft(team.db, articleRules, null, now);
    await publish(team.db, articleRules, id, 1, fields, null, now);
    await publish(team.db, articleRules, id, 2, { ...fields, slug: 'nhan-phong-nhanh' }, null, now);
    expect(await publishedArticle(team.db, 'nhan-phong-hai-phut')).toBeUndefined();
    expect(await redirectTarget(team.db, 'article', 'nhan-phong-hai-phut')).toBe('nhan-phong-nhanh');
    // Changing back takes the address back; no redirect loops.
    await publish(team.db, articleRules, id, 3, fields, null, now);
    expect(await redirectTarget(team.db, 'article', 'nhan-phong-hai-phut')).toBeUndefined();
    expect(await redirectTarget(team.db, 'article', 'nhan-phong-nhanh')).toBe('nhan-phong-hai-phut');
  });

  it('publishes a scheduled article at its time, once, however many instances tick', async () => {
    const fields = await ready();
    const id = await createDraft(team.db, articleRules, null, now);
    const at = new Date(now.getTime() + 60 * 60 * 1000);
    const past = await schedule(team.db, articleRules, id, 1, fields, new Date(now.getTime() - 1000), null, now);
    expect(past).toMatchObject({ ok: false, status: 400 });
    const scheduled = await schedule(team.db, articleRules, id, 1, fields, at, null, now);
    expect(scheduled).toMatchObject({ ok: true, answer: { status: 'scheduled', publishAt: at.toISOString() } });
    expect(await publishScheduled(team.db, new Date(at.getTime() - 1000))).toBe(0);
    expect(await publishedArticle(team.db, fields.slug)).toBeUndefined();
    const ticks = await Promise.all([
      publishScheduled(team.db, at),
      publishScheduled(team.db, at),
      publishScheduled(team.db, at),
    ]);
    expect(ticks.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await publishedArticle(team.db, fields.slug))?.article.title).toBe(fields.title);
    expect((await revisionEntries(team.db, id)).map((entry) => entry.note)).toEqual(['Xuất bản theo lịch hẹn']);
  });

  it('restores an old revision as a new one, keeping the whole history', async () => {
    const fields = await ready();
    const editor = await team.addMember('bien-tap@hotelix.vn', 'editor', 'Biên Tập');
    const id = await createDraft(team.db, articleRules, editor, now);
    await publish(team.db, articleRules, id, 1, fields, editor, now);
    await publish(team.db, articleRules, id, 2, { ...fields, title: 'Một tiêu đề mới hơn cho bài' }, editor, now);
    expect(await restoreRevision(team.db, articleRules, id, 2, 1, editor, now)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await restoreRevision(team.db, articleRules, id, 3, 1, editor, now)).toMatchObject({ ok: true });
    expect((await publishedArticle(team.db, fields.slug))?.article.title).toBe(fields.title);
    expect((await revisionEntries(team.db, id)).map((entry) => entry.note)).toEqual([
      'Khôi phục bản 1',
      'Xuất bản',
      'Xuất bản',
    ]);
  });

  it('keeps a category with articles, and deletes an empty one', async () => {
    await importArticles(team.db, contentDir, now);
    const used = (await listCategories(team.db)).find((category) => category.slug === 'huong-dan')!;
    const refused = await handleTaxonomyAction(team.db, new URLSearchParams({ action: 'xoa-chuyen-muc', id: used.id }));
    expect(refused).toMatchObject({ ok: false, status: 409 });
    await handleTaxonomyAction(team.db, new URLSearchParams({ action: 'them-chuyen-muc', name: 'Sự kiện' }));
    const added = (await listCategories(team.db)).find((category) => category.name === 'Sự kiện')!;
    expect(added.slug).toBe('su-kien');
    expect(
      await handleTaxonomyAction(team.db, new URLSearchParams({ action: 'xoa-chuyen-muc', id: added.id })),
    ).toEqual({ ok: true, notice: 'da-xoa-chuyen-muc' });
    expect((await listCategories(team.db)).some((category) => category.id === added.id)).toBe(false);
  });
});
