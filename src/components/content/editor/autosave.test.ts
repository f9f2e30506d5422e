import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyArticle, type ArticleFields } from '@/lib/content/article-fields';
import { contentEndpoints, type ContentSaveRequest } from '@/lib/content/editor-api';
import { DraftSaver } from './autosave';

const saveUrl = contentEndpoints.save('bai-1');

function answer(version: number) {
  return Response.json({
    version,
    status: 'draft',
    savedAt: '2025-03-01T03:05:00.000Z',
    publishAt: null,
    publicHref: null,
  });
}

/** A fetch whose answers the test releases one by one. */
function deferredFetch() {
  const calls: Array<{
    url: string;
    init: RequestInit;
    body: ContentSaveRequest;
    answer: (response: Response | Error) => void;
  }> = [];
  const fetchMock = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({
          url,
          init,
          body: JSON.parse(String(init.body)) as ContentSaveRequest,
          answer: (response) => (response instanceof Error ? reject(response) : resolve(response)),
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const titled = (title: string): ArticleFields => ({ ...emptyArticle, title });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DraftSaver', () => {
  it('saves 2 s after the last edit, as same-origin JSON, and takes the new version', async () => {
    const calls = deferredFetch();
    const saver = new DraftSaver({ version: 4, fields: emptyArticle, saveUrl });
    saver.edit(titled('Một'));
    await vi.advanceTimersByTimeAsync(1500);
    saver.edit(titled('Một hai'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(saveUrl);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({ version: 4, fields: titled('Một hai') });
    expect(saver.getSnapshot()).toMatchObject({ unsaved: true, busy: true, state: { kind: 'saving' } });
    calls[0]!.answer(answer(5));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({
      version: 5,
      unsaved: false,
      busy: false,
      state: { kind: 'saved', at: '2025-03-01T03:05:00.000Z' },
    });
  });

  it('never sends two saves at once, and sends the newest fields once after the one on its way', async () => {
    const calls = deferredFetch();
    const saver = new DraftSaver({ version: 1, fields: emptyArticle, saveUrl });
    saver.edit(titled('A'));
    void saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    saver.edit(titled('AB'));
    void saver.flush();
    saver.edit(titled('ABC'));
    void saver.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    calls[0]!.answer(answer(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ version: 2, fields: titled('ABC') });
    calls[1]!.answer(answer(3));
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
    expect(saver.getSnapshot()).toMatchObject({ version: 3, unsaved: false });
  });

  it('stops saving on 409 and keeps the message, whatever is edited next', async () => {
    const calls = deferredFetch();
    const saver = new DraftSaver({ version: 7, fields: emptyArticle, saveUrl });
    saver.edit(titled('Của tôi'));
    await vi.advanceTimersByTimeAsync(2000);
    const message = 'Bài viết vừa được người khác lưu. Hãy tải lại trang.';
    calls[0]!.answer(Response.json({ message }, { status: 409 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ unsaved: true, state: { kind: 'conflict', message } });
    saver.edit(titled('Của tôi nữa'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await saver.flush()).toBe(false);
    const published = await saver.run(contentEndpoints.publish('bai-1'), true);
    expect(published).toMatchObject({ kind: 'refused', status: 409 });
    expect(calls).toHaveLength(1);
  });

  it('retries with a growing wait while the network fails, then saves', async () => {
    const calls = deferredFetch();
    const saver = new DraftSaver({ version: 1, fields: emptyArticle, saveUrl });
    saver.edit(titled('Mạng yếu'));
    await vi.advanceTimersByTimeAsync(2000);
    calls[0]!.answer(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot().state).toEqual({ kind: 'retrying' });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.answer(Response.json({ message: 'Lỗi máy chủ.' }, { status: 503 }));
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    calls[2]!.answer(answer(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ version: 2, unsaved: false, state: { kind: 'saved' } });
  });

  it('waits for the next edit after a refusal it cannot retry (413)', async () => {
    const calls = deferredFetch();
    const saver = new DraftSaver({ version: 1, fields: emptyArticle, saveUrl });
    saver.edit(titled('Dài'));
    await vi.advanceTimersByTimeAsync(2000);
    calls[0]!.answer(Response.json({ message: 'Nội dung quá dài để lưu một lần.' }, { status: 413 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(saver.getSnapshot().state).toEqual({ kind: 'refused', message: 'Nội dung quá dài để lưu một lần.' });
    saver.edit(titled('Ngắn'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(2);
  });

  it('publishes after the save on its way, with the version that save returned', async () => {
    const calls = deferredFetch();
    const saver = new DraftSaver({ version: 1, fields: emptyArticle, saveUrl });
    saver.edit(titled('Sắp xuất bản'));
    await vi.advanceTimersByTimeAsync(2000);
    const publishing = saver.run(contentEndpoints.publish('bai-1'), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]!.answer(answer(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]).toMatchObject({ url: contentEndpoints.publish('bai-1'), body: { version: 2 } });
    calls[1]!.answer(answer(3));
    expect(await publishing).toMatchObject({ kind: 'ok' });
    expect(saver.getSnapshot().version).toBe(3);
  });
});
