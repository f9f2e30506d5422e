// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyArticle } from '@/lib/content/article-fields';
import { contentEndpoints } from '@/lib/content/editor-api';
import { ArticleEditor, type ArticleEditorProps } from './article-editor';
import { button, cleanup, click, hydrate, render, settle, statusText, type } from './dom-test-helpers';

const props: ArticleEditorProps = {
  itemId: 'bai-1',
  initial: emptyArticle,
  version: 3,
  status: 'draft',
  publishAt: null,
  publicHref: null,
  previewHref: '/admin/bai-viet/bai-1/xem-truoc',
  historyHref: '/admin/bai-viet/bai-1/lich-su',
  everPublished: false,
  categories: [{ id: 'c1', name: 'Kinh nghiệm' }],
  authors: [{ id: 'a1', name: 'Lan Nguyễn' }],
};

const saved = (version: number, extra: object = {}) =>
  Response.json({
    version,
    status: 'draft',
    savedAt: '2025-03-01T03:05:00.000Z',
    publishAt: null,
    publicHref: null,
    ...extra,
  });

let answers: Map<string, () => Response>;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => answers.get(url)?.() ?? saved(4));

beforeEach(() => {
  vi.useFakeTimers();
  answers = new Map();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`#article-${name}`)!;

describe('ArticleEditor', () => {
  it('lets the slug follow the title until it is edited by hand', async () => {
    const container = await render(<ArticleEditor {...props} />);
    await type(field(container, 'title'), 'Khuyến mãi mùa hè 2025');
    expect(field(container, 'slug').value).toBe('khuyen-mai-mua-he-2025');
    expect(container.querySelector('#article-slug-hint')?.textContent).toContain('/tin-tuc/khuyen-mai-mua-he-2025');
    await type(field(container, 'slug'), 'uu-dai-he');
    await type(field(container, 'title'), 'Khuyến mãi mùa hè 2026');
    expect(field(container, 'slug').value).toBe('uu-dai-he');
  });

  it('never moves the slug of an article that was ever published', async () => {
    const initial = { ...emptyArticle, title: 'Tin cũ', slug: 'tin-cu' };
    const container = await render(<ArticleEditor {...props} initial={initial} everPublished />);
    await type(field(container, 'title'), 'Tin cũ đã sửa');
    expect(field(container, 'slug').value).toBe('tin-cu');
  });

  it('autosaves 2 s after typing and shows the time in Vietnam', async () => {
    const container = await render(<ArticleEditor {...props} />);
    await type(field(container, 'excerpt'), 'Tóm tắt ngắn');
    expect(container.querySelector('#article-excerpt-count')?.textContent).toBe('12/160 ký tự');
    await settle(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(contentEndpoints.save('bai-1'));
    expect(JSON.parse(String(init!.body))).toMatchObject({ version: 3, fields: { excerpt: 'Tóm tắt ngắn' } });
    expect(container.textContent).toContain('Đã lưu lúc 10:05');
  });

  it('keeps a title and summary typed before the script ran: the address follows, the autosave sends them', async () => {
    const container = await hydrate(<ArticleEditor {...props} />, (page) => {
      // A browser fills the served text boxes; React has not heard it.
      field(page, 'title').value = 'Gõ trước khi trang tải xong';
      field(page, 'excerpt').value = 'Tóm tắt gõ sớm';
    });
    expect(field(container, 'title').value).toBe('Gõ trước khi trang tải xong');
    expect(field(container, 'slug').value).toBe('go-truoc-khi-trang-tai-xong');
    await settle(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      fields: { title: 'Gõ trước khi trang tải xong', slug: 'go-truoc-khi-trang-tai-xong', excerpt: 'Tóm tắt gõ sớm' },
    });
  });

  it('keeps a stored cover at hydration (its file input says nothing was chosen)', async () => {
    const withCover = { ...props, initial: { ...emptyArticle, title: 'Có ảnh bìa', coverImageId: 'anh-1' } };
    const container = await hydrate(<ArticleEditor {...withCover} />, () => {});
    expect(field(container, 'coverImageId').type).toBe('file');
    await type(field(container, 'title'), 'Có ảnh bìa, sửa tiêu đề');
    await settle(2000);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ fields: { coverImageId: 'anh-1' } });
  });

  it("takes a cover off with 'Bỏ ảnh bìa': its description goes with it and the picker keeps the focus", async () => {
    const image = { id: 'anh-1', width: 1600, height: 900, avif: false };
    const initial = { ...emptyArticle, title: 'Ghi chú ngắn', coverImageId: 'anh-1', coverAlt: 'Quầy lễ tân' };
    const container = await render(<ArticleEditor {...props} initial={initial} coverImage={image} />);
    expect(field(container, 'coverAlt').getAttribute('aria-required')).toBe('true');
    await click(button(container, 'Bỏ ảnh bìa'));
    expect(field(container, 'coverAlt')).toBeNull();
    expect(document.activeElement).toBe(field(container, 'coverImageId'));
    expect(container.textContent).toContain('Bài không có ảnh bìa thì thẻ bài viết hiện tên chuyên mục');
    await settle(2000);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ fields: { coverImageId: '' } });
  });

  it('warns before leaving while an edit is unsaved, and not once it is saved', async () => {
    const container = await render(<ArticleEditor {...props} />);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await type(field(container, 'title'), 'Chưa lưu');
    expect(leave()).toBe(true);
    await settle(2000);
    expect(leave()).toBe(false);
  });

  it('stops on 409 with the server’s message and a reload link, and publishes nothing', async () => {
    const message = 'Bài viết vừa được người khác lưu. Hãy tải lại trang để xem bản mới nhất.';
    answers.set(contentEndpoints.save('bai-1'), () => Response.json({ message }, { status: 409 }));
    const container = await render(<ArticleEditor {...props} />);
    await type(field(container, 'title'), 'Bản của tôi');
    await settle(2000);
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(message);
    expect(alert?.querySelector('a')?.getAttribute('href')).toBe('/admin/bai-viet/bai-1');
    expect(alert?.querySelector('a')?.textContent).toBe('Tải lại trang');
    expect(button(container, 'Xuất bản')?.disabled).toBe(true);
    await type(field(container, 'title'), 'Bản của tôi, sửa tiếp');
    await settle(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks the refused fields of a publish and focuses the first', async () => {
    answers.set(contentEndpoints.publish('bai-1'), () =>
      Response.json(
        {
          message: 'Chưa xuất bản được: hãy sửa các mục được đánh dấu.',
          fieldErrors: { excerpt: 'Tóm tắt cần từ 40 đến 160 ký tự.', seoTitle: 'Tối đa 70 ký tự.' },
        },
        { status: 400 },
      ),
    );
    const container = await render(<ArticleEditor {...props} />);
    await click(button(container, 'Xuất bản'));
    const excerpt = field(container, 'excerpt');
    expect(excerpt.getAttribute('aria-invalid')).toBe('true');
    expect(excerpt.getAttribute('aria-describedby')).toContain('article-excerpt-error');
    expect(container.querySelector('#article-excerpt-error')?.textContent).toBe('Tóm tắt cần từ 40 đến 160 ký tự.');
    expect(container.querySelector('#article-seoTitle-error')?.textContent).toBe('Tối đa 70 ký tự.');
    expect(document.activeElement).toBe(excerpt);
    expect(field(container, 'title').hasAttribute('aria-invalid')).toBe(false);
    // The summary and the SEO title live in 'Thiết lập': the refusal opens it and counts them.
    expect(container.querySelector<HTMLDetailsElement>('[data-settings] > details')?.open).toBe(true);
    expect(container.querySelector('[data-settings] summary')?.textContent).toBe('Thiết lập (2 mục cần sửa)');
  });

  it('keeps the title and body before the settings, folded until opened', async () => {
    const container = await render(<ArticleEditor {...props} />);
    const order = [...container.querySelectorAll('#article-title, #article-body, [data-settings]')];
    expect(order.map((element) => element.id || 'settings')).toEqual(['article-title', 'article-body', 'settings']);
    expect(container.querySelector<HTMLDetailsElement>('[data-settings] > details')?.open).toBe(false);
    expect(container.querySelector('[data-settings] summary')?.textContent).toBe('Thiết lập');
    expect(container.querySelector('[data-settings]')?.contains(field(container, 'excerpt'))).toBe(true);
    expect(container.querySelector('[data-settings]')?.contains(field(container, 'publishAt'))).toBe(true);
  });

  it('publishes once however fast it is clicked, then links to the article', async () => {
    answers.set(contentEndpoints.publish('bai-1'), () =>
      saved(4, { status: 'published', publicHref: '/tin-tuc/khuyen-mai' }),
    );
    const container = await render(<ArticleEditor {...props} />);
    const publish = button(container, 'Xuất bản')!;
    await act(async () => {
      publish.click();
      publish.click();
    });
    await settle();
    expect(fetchMock.mock.calls.filter(([url]) => url === contentEndpoints.publish('bai-1'))).toHaveLength(1);
    expect(statusText(container)).toContain('Đã xuất bản.');
    expect(container.querySelector('a[href="/tin-tuc/khuyen-mai"]')).not.toBeNull();
    expect(container.querySelector('[data-status]')?.textContent).toBe('Đã xuất bản');
    expect(button(container, 'Gỡ xuống')).toBeDefined();
  });

  it('says ‘Viết bài mới’ and ‘Xuất bản’ until the first publish, then the title and ‘Cập nhật’', async () => {
    answers.set(contentEndpoints.publish('bai-1'), () =>
      saved(4, { status: 'published', publicHref: '/tin-tuc/khuyen-mai' }),
    );
    const container = await render(<ArticleEditor {...props} initial={{ ...emptyArticle, title: 'Khuyến mãi hè' }} />);
    const hint = () => container.querySelector('#article-save-hint')?.textContent;
    expect(container.querySelector('h1')?.textContent).toBe('Viết bài mới');
    expect(button(container, 'Lưu nháp')?.getAttribute('aria-describedby')).toBe('article-save-hint');
    expect(hint()).toContain('chưa ai thấy bài này');
    await click(button(container, 'Xuất bản'));
    expect(container.querySelector('h1')?.textContent).toBe('Khuyến mãi hè');
    expect(button(container, 'Xuất bản')).toBeUndefined();
    expect(hint()).toContain('người đọc vẫn thấy bản đang đăng');
    await click(button(container, 'Cập nhật'));
    expect(statusText(container)).toContain('Đã cập nhật.');
  });

  it('confirms an unpublish in a dialog, and offers none on a scheduled article', async () => {
    answers.set(contentEndpoints.unpublish('bai-1'), () => saved(4, { status: 'unpublished' }));
    const live = await render(<ArticleEditor {...props} status="published" publicHref="/tin-tuc/khuyen-mai" />);
    expect(live.textContent).toContain('Xem bài trên trang: /tin-tuc/khuyen-mai');
    const dialog = live.querySelector('dialog')!;
    expect(dialog.querySelector('#unpublish-title')?.textContent).toBe('Gỡ bài viết xuống?');
    expect(button(dialog, 'Huỷ')).toBeDefined();
    await click(button(dialog, 'Gỡ xuống'));
    expect(statusText(live)).toContain('Đã gỡ bài viết xuống.');
    cleanup();
    const scheduled = await render(
      <ArticleEditor {...props} status="scheduled" publishAt="2099-06-01T01:30:00.000Z" />,
    );
    expect(scheduled.textContent).toContain('Sẽ tự xuất bản lúc 01/06/2099 08:30 (giờ Việt Nam).');
    expect(scheduled.querySelector('dialog')).toBeNull();
  });

  it('sends a schedule as Vietnam local time', async () => {
    answers.set(contentEndpoints.schedule('bai-1'), () =>
      saved(4, { status: 'scheduled', publishAt: '2099-06-01T01:30:00.000Z' }),
    );
    const container = await render(<ArticleEditor {...props} />);
    await type(field(container, 'publishAt'), '2099-06-01T08:30');
    await click(button(container, 'Hẹn giờ xuất bản'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === contentEndpoints.schedule('bai-1'))!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ publishAt: '2099-06-01T08:30' });
    expect(container.textContent).toContain('Đã hẹn giờ xuất bản lúc 01/06/2099 08:30.');
  });
});
