// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentEndpoints } from '@/lib/content/editor-api';
import { emptyProduct } from '@/lib/content/product-fields';
import { button, cleanup, click, render, settle, statusText, type } from '../editor/dom-test-helpers';
import { ProductEditor, type ProductEditorProps } from './product-editor';

const props: ProductEditorProps = {
  itemId: 'sp-1',
  initial: emptyProduct,
  version: 3,
  status: 'draft',
  publishAt: null,
  publicHref: null,
  previewHref: '/admin/san-pham/sp-1/xem-truoc',
  historyHref: '/admin/san-pham/sp-1/lich-su',
  everPublished: false,
  image: null,
};

const answer = (extra: object) =>
  Response.json({
    version: 4,
    status: 'draft',
    savedAt: '2025-03-01T03:05:00.000Z',
    publishAt: null,
    publicHref: null,
    ...extra,
  });

let answers: Map<string, () => Response>;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => answers.get(url)?.() ?? answer({}));

beforeEach(() => {
  answers = new Map();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductEditor', () => {
  it('lets the slug follow the name and shows the name as the heading', async () => {
    const container = await render(<ProductEditor {...props} />);
    await type(container.querySelector('#field-name'), 'Khóa thông minh');
    expect(container.querySelector<HTMLInputElement>('#field-slug')?.value).toBe('khoa-thong-minh');
    expect(container.querySelector('h1')?.textContent).toBe('Khóa thông minh');
  });

  it('lists the refused fields above the form, linked, and focuses the first', async () => {
    answers.set(contentEndpoints.publish('sp-1'), () =>
      Response.json(
        { message: 'Chưa xuất bản được.', fieldErrors: { summary: 'Tóm tắt quá ngắn.', name: 'Hãy đặt tên.' } },
        { status: 400 },
      ),
    );
    const container = await render(<ProductEditor {...props} />);
    await click(button(container, 'Xuất bản'));
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Chưa xuất bản được.');
    expect([...alert!.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '#field-name',
      '#field-summary',
    ]);
    expect(document.activeElement?.id).toBe('field-name');
  });

  it('groups a price as it is typed or pasted and saves the plain number', async () => {
    const container = await render(<ProductEditor {...props} />);
    const price = container.querySelector<HTMLInputElement>('#field-quote-unitPriceVnd')!;
    expect(price.value).toBe('0');
    await type(price, '3200000');
    expect(price.value).toBe('3.200.000');
    const installation = container.querySelector<HTMLInputElement>('#field-quote-installationVndPerUnit')!;
    const paste = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
    paste.clipboardData = { getData: () => '350.000 ₫' };
    installation.setSelectionRange(0, installation.value.length);
    await act(async () => installation.dispatchEvent(paste));
    expect(installation.value).toBe('350.000');
    await click(button(container, 'Lưu nháp'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === contentEndpoints.save('sp-1'))!;
    expect(JSON.parse(String(init!.body)).fields.quote).toMatchObject({
      unitPriceVnd: 3_200_000,
      installationVndPerUnit: 350_000,
    });
  });

  it('says when a live product’s draft goes live and cancels a schedule not yet live', async () => {
    const live = await render(
      <ProductEditor {...props} status="published" publishAt="2099-06-01T01:30:00.000Z" publicHref="/san-pham/khoa" />,
    );
    expect(live.textContent).toContain('Bản nháp sẽ tự xuất bản lúc 01/06/2099 08:30 (giờ Việt Nam).');
    expect(live.textContent).toContain('Xem sản phẩm trên trang: /san-pham/khoa');
    expect(button(live, 'Gỡ xuống')).toBeDefined();
    cleanup();

    answers.set(contentEndpoints.unpublish('sp-1'), () => answer({ status: 'draft' }));
    const container = await render(
      <ProductEditor {...props} status="scheduled" publishAt="2099-06-01T01:30:00.000Z" />,
    );
    expect(container.textContent).toContain('Sẽ tự xuất bản lúc 01/06/2099 08:30 (giờ Việt Nam).');
    const dialog = container.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('product-unpublish-title');
    expect(dialog.querySelector('#product-unpublish-title')?.textContent).toBe('Huỷ lịch xuất bản?');
    expect(button(dialog, 'Không')).toBeDefined();
    await click(button(dialog, 'Huỷ hẹn giờ'));
    await settle();
    expect(fetchMock.mock.calls.some(([url]) => url === contentEndpoints.unpublish('sp-1'))).toBe(true);
    expect(statusText(container)).toContain('Đã huỷ lịch xuất bản.');
    expect(container.querySelector('[data-status]')?.textContent).toBe('Bản nháp');
  });
});
