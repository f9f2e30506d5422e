import { describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server.ts';

// The route cache holds 1,000 pages. 1,100 addresses that no page links to (`?trang=<anything>`)
// used to take 1,100 places in it and push out the home page, the articles and the products: every
// reader then waited for a render. Only addresses a page shows are kept now. The cache lives in the
// server's memory, whatever the database: the run's shared server (default settings, SQLite), which
// this file only reads from, as the other files using it do; none of them renders junk.

const readers = ['/', '/tin-tuc', '/tin-tuc?trang=2', '/tin-tuc/ai-chatbot-247', '/san-pham/khoa-thong-minh'];

/** `slug` with the letters chosen by the bits of `mask` written as %xx: the same page, spelled anew. */
const escaped = (slug: string, mask: number) =>
  [...slug]
    .map((letter, index) =>
      mask & (1 << index) ? `%${letter.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : letter,
    )
    .join('');

/**
 * The `index`th junk address: a page number, a category, a query or a spelling no link has. Most are
 * answered from a copy now; the three the page itself must look at (past the last page, an unknown
 * category, an escaped letter) are rendered each time, so they are a few of the ten.
 */
const junk = (index: number) =>
  [
    `/tin-tuc?trang=${index}x`,
    `/?trang=${index}`,
    `/san-pham/khoa-thong-minh?trang=${index}&sap-xep=${index}`,
    `/tin-tuc?sap-xep=${index}&trang=0${index}`,
    `/tin-tuc/ai-chatbot-247?danh-muc=${index}`,
    `/?nhan-tin=${index}`,
    `/tin-tuc?trang=${index + 3}`, // past the last page (there are two)
    `/tin-tuc?danh-muc=khong-co-${index}`,
    `/tin-tuc/${escaped('ai-chatbot-247', index + 1)}`,
    `/tin-tuc?trang=-${index}`,
  ][index % 10]!;

/** The articles a list page links to, in order. */
const articleLinks = (html: string) => [...html.matchAll(/href="\/tin-tuc\/([a-z0-9-]+)"/g)].map((match) => match[1]);

describe('the route cache and addresses no page shows', () => {
  const server = sharedServer();
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, cache: response.headers.get('x-astro-cache'), html: await response.text() };
  };

  it('keeps the pages readers read cached through 1,100 junk addresses', async () => {
    for (const path of readers) await get(path);
    for (const path of readers) expect((await get(path)).cache, path).toBe('HIT');

    const statuses: number[] = [];
    for (let start = 0; start < 1_100; start += 10) {
      const batch = Array.from({ length: 10 }, (_, offset) => get(junk(start + offset)));
      statuses.push(...(await Promise.all(batch)).map(({ status }) => status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    for (const path of readers) expect((await get(path)).cache, path).toBe('HIT');
  }, 120_000);

  it('answers junk with what the page shows for it, and keeps only what a link leads to', async () => {
    const plain = await get('/tin-tuc');
    const second = await get('/tin-tuc?trang=2');
    expect(articleLinks(second.html)).not.toEqual(articleLinks(plain.html));
    // A malformed number is the plain list, served from its copy.
    const malformed = await get('/tin-tuc?trang=abc&utm_source=zalo');
    expect(malformed.cache).toBe('HIT');
    expect(articleLinks(malformed.html)).toEqual(articleLinks(plain.html));
    // Past the last page: the last page, rendered each time rather than kept under a new address.
    for (let time = 0; time < 2; time++) {
      const beyond = await get('/tin-tuc?trang=99');
      expect(beyond.status).toBe(200);
      expect(beyond.cache).toBeNull();
      expect(articleLinks(beyond.html)).toEqual(articleLinks(second.html));
    }
    // The article spelled with an escape is the article, uncached.
    const spelled = await get('/tin-tuc/ai-chatbot-24%37');
    expect(spelled.status).toBe(200);
    expect(spelled.cache).toBeNull();
    // The newsletter's thanks is a state of its own, kept like the others.
    await get('/tin-tuc?trang=2&nhan-tin=da-dang-ky');
    const thanked = await get('/tin-tuc?nhan-tin=da-dang-ky&trang=2');
    expect(thanked.cache).toBe('HIT');
    expect(thanked.html).toContain('Cảm ơn anh/chị đã đăng ký nhận tin!');
  });
});
