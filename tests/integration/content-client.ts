import sharp from 'sharp';
import type { LaunchedServer } from '../../scripts/lib/launch-server.ts';
import type { ArticleFields } from '../../src/lib/content/article-fields.ts';
import { islandProps } from './island-props.ts';
import { staffClient } from './staff-client.ts';

// An editor's browser against a real server, without the editor's JavaScript: the same requests its
// island sends (JSON saves, the image upload), read from and checked against the pages.

/** What the editor page hands its island. */
export interface EditorState {
  itemId: string;
  initial: ArticleFields;
  version: number;
  categories: Array<{ id: string; name: string }>;
  authors: Array<{ id: string; name: string }>;
}

/** A PNG photo-like image of `width` × `height`. */
export function testPhoto(width = 1600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f6f8f' } })
    .png()
    .toBuffer();
}

/** A complete article that can be published, given a category, an author and a cover. */
export function readyArticle(state: EditorState, coverImageId: string, slug: string, title: string): ArticleFields {
  return {
    ...state.initial,
    title,
    slug,
    excerpt: 'Năm bước giúp lễ tân khách sạn nhỏ nhận phòng cho khách trong hai phút mà không bỏ sót giấy tờ.',
    categoryId: state.categories[0]!.id,
    authorId: state.authors[0]!.id,
    coverImageId,
    coverAlt: 'Lễ tân trao thẻ phòng cho khách tại quầy',
    body: `## Chuẩn bị\n\n${'Lễ tân ghi nhận thông tin khách, đối chiếu đặt phòng và giao thẻ từ trong hai phút. '.repeat(5)}`,
  };
}

/** The editor's requests on `server` for a member signed in with `cookie`. */
export function contentClient(server: LaunchedServer, cookie: string) {
  const { get, post } = staffClient(server);
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: server.url, cookie, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    json,
    /** 'Viết bài mới': the new draft's editor address. */
    async newArticle(): Promise<string> {
      const response = await post('/admin/bai-viet/moi', {}, cookie);
      if (response.status !== 303) throw new Error(`new article: ${response.status}`);
      return response.headers.get('location')!;
    },
    /** What the editor page at `path` starts from. */
    async editor(path: string): Promise<EditorState> {
      const response = await get(path, cookie);
      if (response.status !== 200) throw new Error(`editor ${path}: ${response.status}`);
      return islandProps(await response.text(), 'article-editor-island') as unknown as EditorState;
    },
    /** Uploads an image as the editor's file picker does; the answer's status and body. */
    async upload(bytes: Uint8Array, type = 'image/png') {
      const response = await fetch(`${server.url}/admin/anh`, {
        method: 'POST',
        headers: { 'content-type': type, origin: server.url, cookie },
        body: new Uint8Array(bytes),
      });
      return { status: response.status, body: (await response.json()) as { image?: { id: string }; message?: string } };
    },
    save: <Fields = ArticleFields>(id: string, version: number, fields: Fields) =>
      json(`/admin/noi-dung/${id}/luu`, { version, fields }),
    publish: <Fields = ArticleFields>(id: string, version: number, fields: Fields) =>
      json(`/admin/noi-dung/${id}/xuat-ban`, { version, fields }),
    unpublish: (id: string, version: number) => json(`/admin/noi-dung/${id}/go-xuong`, { version }),
  };
}

/** Fetches `url` until `check` holds for its text or `timeoutMs` passes; how long it took, in ms. */
export async function waitForPage(
  url: string,
  check: (status: number, html: string) => boolean,
  timeoutMs = 10_000,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(url, { redirect: 'manual' });
    if (check(response.status, await response.text())) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not change within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
