import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handleHistoryRequest } from '../../src/server/content/history-request.ts';
import { productDraftFields } from '../../src/server/content/product-editing.ts';
import { findItem, redirectTarget } from '../../src/server/content/content.repository.ts';
import { createDraft, publish, saveDraft, unpublish } from '../../src/server/content/content.service.ts';
import { importProducts } from '../../src/server/content/product-import.ts';
import { loadQuoteCatalogue } from '../../src/server/content/product-quote.ts';
import { productPreview, publishedProduct, publishedProducts } from '../../src/server/content/product-reader.ts';
import { productRules } from '../../src/server/content/product-rules.ts';
import { revisionEntries } from '../../src/server/content/revision-history.ts';
import type { ProductFields } from '../../src/lib/content/product-fields.ts';
import { useTeamDatabase } from './team-database.ts';
import { testDialects } from './test-databases.ts';

// Products as editors publish them, on both databases: the first import, draft → publish → the
// catalogue and the quote, a price change reaching the quote, unpublishing, a quote parameter two
// products cannot share, and a changed address answering with a redirect.

const now = new Date('2026-11-29T03:00:00Z');
const contentDir = path.resolve('src/content');

describe.each(testDialects)('publishing products on %s', (dialect) => {
  const team = useTeamDatabase(dialect, now);

  /** A new product ready to publish, reusing the imported lock's illustration. */
  async function newProduct(): Promise<ProductFields> {
    await importProducts(team.db, contentDir, now);
    const lock = await publishedProduct(team.db, 'khoa-thong-minh');
    return {
      name: 'Cảm biến cửa sổ',
      slug: 'cam-bien-cua-so',
      order: 4,
      tagline: 'Báo ngay khi cửa sổ mở lúc điều hòa đang chạy.',
      summary:
        'Cảm biến từ gắn cửa sổ, báo về PMS khi cửa sổ mở để tắt điều hòa và nhắc khách đóng cửa, tiết kiệm điện.',
      imageId: lock!.product.image.id,
      imageAlt: 'Minh họa cảm biến từ gắn trên khung cửa sổ',
      features: [
        'Báo về PMS khi cửa sổ mở quá một phút.',
        'Tự tắt điều hòa khi cửa sổ mở.',
        'Pin dùng khoảng hai năm, báo trước khi hết.',
        'Gắn bằng băng keo hai mặt, không cần khoan.',
      ],
      specs: [
        { label: 'Nguồn điện', value: 'Pin CR2032' },
        { label: 'Kết nối', value: 'Zigbee 3.0' },
        { label: 'Kích thước', value: '45 × 25 × 12 mm' },
        { label: 'Nhiệt độ hoạt động', value: '−10 °C đến 55 °C' },
      ],
      integrationTitle: 'Kết nối với PMS Hotelix',
      integrationIntro: 'Cảm biến gửi trạng thái cửa sổ về PMS qua bộ kết nối ở hành lang.',
      integrationPoints: [
        'Cửa sổ mở, PMS ghi nhận và báo board nguồn tắt điều hòa.',
        'Cửa sổ đóng lại, điều hòa chạy tiếp như trước.',
        'Lễ tân xem phòng nào đang mở cửa sổ trên sơ đồ phòng.',
      ],
      quote: { param: 'cuaso', unit: 'bộ', unitPriceVnd: 450_000, installationVndPerUnit: 50_000, defaultPerRoom: 1 },
      warranty: 'Bảo hành 12 tháng, cảm biến lỗi do sản xuất được đổi mới.',
      installation: 'Gắn tận nơi cùng đợt lắp khóa, không cần khoan.',
      body: 'Điều hòa chạy khi cửa sổ mở là tiền điện bay ra ngoài. Cảm biến cửa sổ báo ngay cho PMS.',
      seoTitle: '',
      seoDescription: '',
    };
  }

  it('imports the three Markdown products once, in order, however often it runs', async () => {
    expect(await importProducts(team.db, contentDir, now)).toBe(3);
    expect(await importProducts(team.db, contentDir, now)).toBe(0);
    const products = await publishedProducts(team.db);
    expect(products.map((product) => [product.slug, product.quote.param])).toEqual([
      ['board-dieu-khien-nguon-dien', 'board'],
      ['the-tu', 'the'],
      ['khoa-thong-minh', 'khoa'],
    ]);
    const lock = await publishedProduct(team.db, 'khoa-thong-minh');
    expect(lock?.product).toMatchObject({ name: 'Khóa thông minh', href: '/san-pham/khoa-thong-minh' });
    expect(lock?.product.image.width).toBeGreaterThan(0);
    expect(lock?.html).toContain('<h2 id="ít-việc-hơn-cho-lễ-tân-và-kỹ-thuật">');
    expect((await revisionEntries(team.db, lock!.product.id)).map((entry) => entry.note)).toEqual([
      'Nhập từ tệp Markdown',
    ]);
    expect((await loadQuoteCatalogue(team.db)).hardware.map((hardware) => hardware.param)).toEqual([
      'board',
      'the',
      'khoa',
    ]);
  });

  it('shows a product and its price only once published, follows a price change, and drops it when unpublished', async () => {
    const fields = await newProduct();
    const editor = await team.addMember('bien-tap@hotelix.vn', 'editor', 'Biên Tập');
    const id = await createDraft(team.db, productRules, editor, now);
    expect((await saveDraft(team.db, productRules, id, 1, fields, editor, now)).ok).toBe(true);
    expect(productDraftFields((await findItem(team.db, id))!)).toEqual(fields);
    expect(await publishedProduct(team.db, fields.slug)).toBeUndefined();
    expect((await productPreview(team.db, id, fields)).product.name).toBe('Cảm biến cửa sổ');
    expect((await loadQuoteCatalogue(team.db)).hardware.some((hardware) => hardware.param === 'cuaso')).toBe(false);

    const published = await publish(team.db, productRules, id, 2, fields, editor, now);
    expect(published).toMatchObject({
      ok: true,
      answer: { status: 'published', publicHref: '/san-pham/cam-bien-cua-so' },
    });
    expect((await publishedProducts(team.db)).map((product) => product.slug).at(-1)).toBe('cam-bien-cua-so');
    const priceOf = async () =>
      (await loadQuoteCatalogue(team.db)).hardware.find((hardware) => hardware.param === 'cuaso')?.unitPriceVnd;
    expect(await priceOf()).toBe(450_000);

    // A saved draft changes nothing for the quote until 'Xuất bản'.
    const dearer = { ...fields, quote: { ...fields.quote, unitPriceVnd: 520_000 } };
    await saveDraft(team.db, productRules, id, 3, dearer, editor, now);
    expect(await priceOf()).toBe(450_000);
    expect((await publish(team.db, productRules, id, 4, dearer, editor, now)).ok).toBe(true);
    expect(await priceOf()).toBe(520_000);

    expect(await unpublish(team.db, productRules, id, 5, editor, now)).toMatchObject({
      ok: true,
      answer: { status: 'unpublished', publicHref: null },
    });
    expect(await publishedProduct(team.db, fields.slug)).toBeUndefined();
    expect(await priceOf()).toBeUndefined();
    expect(await publishedProducts(team.db)).toHaveLength(3);
  });

  it('refuses a quote parameter another published product holds, or one the quote page uses', async () => {
    const fields = await newProduct();
    const id = await createDraft(team.db, productRules, null, now);
    const taken = await publish(
      team.db,
      productRules,
      id,
      1,
      { ...fields, quote: { ...fields.quote, param: 'khoa' } },
      null,
      now,
    );
    expect(taken).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { quote: expect.stringContaining('Khóa thông minh') },
    });
    const reserved = await publish(
      team.db,
      productRules,
      id,
      1,
      { ...fields, quote: { ...fields.quote, param: 'phong' } },
      null,
      now,
    );
    expect(reserved).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { quote: expect.stringContaining('phong') },
    });

    // A product keeps its own parameter when published again.
    const lock = (await publishedProduct(team.db, 'khoa-thong-minh'))!.product;
    const lockItem = (await findItem(team.db, lock.id))!;
    const again = await publish(
      team.db,
      productRules,
      lock.id,
      lockItem.version,
      productDraftFields(lockItem),
      null,
      now,
    );
    expect(again.ok).toBe(true);
  });

  it('names every missing field when a draft is not ready to publish', async () => {
    const id = await createDraft(team.db, productRules, null, now);
    const outcome = await publish(team.db, productRules, id, 1, productRules.empty, null, now);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(Object.keys(outcome.fieldErrors ?? {})).toEqual(
      expect.arrayContaining([
        'name',
        'slug',
        'summary',
        'imageId',
        'features',
        'specs',
        'integrationPoints',
        'quote',
        'warranty',
        'installation',
        'body',
      ]),
    );
  });

  it('shows what a revision changed, price lines included, and restores it from the history page', async () => {
    const fields = await newProduct();
    const editor = await team.addMember('bien-tap@hotelix.vn', 'editor', 'Biên Tập');
    const id = await createDraft(team.db, productRules, editor, now);
    await publish(team.db, productRules, id, 1, fields, editor, now);
    await publish(
      team.db,
      productRules,
      id,
      2,
      { ...fields, quote: { ...fields.quote, unitPriceVnd: 520_000 } },
      editor,
      now,
    );
    const page = `http://localhost/admin/san-pham/${id}/lich-su`;
    const shown = await handleHistoryRequest(team.db, 'product', id, new Request(`${page}?ban=2`), editor);
    if (shown instanceof Response) throw new Error(`history: ${shown.status}`);
    expect(shown.view).toMatchObject({ title: 'Cảm biến cửa sổ', version: 3, shown: 2 });
    expect(shown.view.diffs?.map((diff) => diff.label)).toEqual(['Báo giá']);
    expect(shown.view.diffs?.[0]?.parts.filter((part) => part.kind === 'added').map((part) => part.text)).toEqual([
      '520000',
    ]);
    const restore = (version: number) =>
      handleHistoryRequest(
        team.db,
        'product',
        id,
        new Request(page, { method: 'POST', body: new URLSearchParams({ version: String(version), ban: '1' }) }),
        editor,
      );
    expect(await restore(2)).toMatchObject({ status: 409, view: { problem: expect.stringContaining('người khác') } });
    const restored = await restore(3);
    expect(restored).toBeInstanceOf(Response);
    expect((restored as Response).headers.get('location')).toBe(`/admin/san-pham/${id}/lich-su?da-khoi-phuc=1`);
    const quoted = (await loadQuoteCatalogue(team.db)).hardware.find((hardware) => hardware.param === 'cuaso');
    expect(quoted?.unitPriceVnd).toBe(450_000);
    expect(await handleHistoryRequest(team.db, 'article', id, new Request(page), editor)).toMatchObject({
      status: 404,
    });
  });

  it('answers the old address with the new one after a published slug changes', async () => {
    await importProducts(team.db, contentDir, now);
    const card = (await publishedProduct(team.db, 'the-tu'))!.product;
    const item = (await findItem(team.db, card.id))!;
    const moved = { ...productDraftFields(item), slug: 'the-tu-rfid' };
    expect((await publish(team.db, productRules, card.id, item.version, moved, null, now)).ok).toBe(true);
    expect(await publishedProduct(team.db, 'the-tu')).toBeUndefined();
    expect(await redirectTarget(team.db, 'product', 'the-tu')).toBe('the-tu-rfid');
  });
});
