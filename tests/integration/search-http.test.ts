import path from 'node:path';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { requestFrom } from './loopback-client.ts';
import { rawRequest } from './raw-http.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

// The site search's page (/tim-kiem) against the real server: what search engines and browsers are
// told, every method and malformed address an attacker or a broken client may send, random Unicode
// queries, and the per-client limit that a written X-Forwarded-For cannot dodge. On SQLite only: the
// search's SQL meets the same queries on both databases in site-search.test.ts (query syntax read as
// text, random queries and pages), the counts' in search-log.test.ts, the limits' in
// rate-limiter.test.ts.

/** The page's text as a reader sees it (entities undone, React's text separators gone). */
const readable = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** The server's error lines so far: a visitor's query is never the server's error. */
const errorLines = (server: LaunchedServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":"error"') || line.includes('[ERROR]'));

/** One GET from the loopback address `from`, with `headers`. */
const getFrom = (server: LaunchedServer, from: string, target: string, headers: Record<string, string> = {}) =>
  requestFrom(server.url, from, { path: target, headers });

/** Query strings no browser sends: long, repeated, mis-encoded, with control and direction characters. */
const hostileQueries: Array<[string, string]> = [
  ['a query of 10,000 characters', `q=${'dat+phong+'.repeat(1000)}`],
  ['an address longer than the server takes (431)', `q=${encodeURIComponent('đặt phòng '.repeat(1000))}`],
  ['500 q parameters', 'q=a&'.repeat(500)],
  ['a cut percent-escape', 'q=%E0%A4%A'],
  ['a percent sign with no escape', 'q=100%'],
  ['a lone surrogate in UTF-8 (CESU)', 'q=%ED%A0%80'],
  ['bytes that are no UTF-8', 'q=%FF%FE%C0%AF'],
  ['a right-to-left override and invisible characters', 'q=%E2%80%AEkhoa%E2%80%8B%EF%BB%BFthong%C2%ADminh'],
  ['control characters', 'q=dat%01%07%1B%7Fphong%0D%0A'],
  ['only spaces and marks', 'q=%20%20%CC%81%CC%80'],
  ['search syntax', `q=${encodeURIComponent('"khoa" * -the OR NEAR(a b) ^x col:y (((')}`],
  ['SQL', `q=${encodeURIComponent("'; DROP TABLE search_documents; --")}`],
  ['markup', `q=${encodeURIComponent('<script>alert(1)</script>')}`],
  ['q as an array and an object', 'q[]=a&q[b]=c'],
  ['a page far past the last', 'q=khoa&trang=999999'],
  ['a page that is no number', 'q=khoa&trang=-1e99'],
  ['an empty query on page 7', 'q=&trang=7'],
];

/** A server on a fresh `dialect` database for the enclosing describe, started before its tests, stopped after. */
function serverOn(
  dialect: TestDatabase['name'],
  env: Record<string, string> = {},
): () => { server: LaunchedServer; db: Kysely<Database> } {
  let database: TestDatabase;
  let server: LaunchedServer;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer({ ...database.env, ...env });
    // The server's own database: on SQLite the file in its data folder.
    db = createDb(dialect === 'sqlite' ? { dialect, file: path.join(server.dataDir, 'site.db') } : database.config);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.dispose();
  });
  return () => ({ server, db });
}

describe.each(['sqlite'] as const)('the search page on %s', (dialect) => {
  // The limits are tested on a server of their own, below; here hundreds of queries come from one address.
  const launched = serverOn(dialect, { SEARCH_RATE_LIMIT_PER_MINUTE: '0', SEARCH_RATE_LIMIT_PER_HOUR: '0' });
  let server: LaunchedServer;
  let db: Kysely<Database>;
  beforeAll(() => {
    ({ server, db } = launched());
  });

  afterEach(() => {
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    expect(errorLines(server)).toEqual([]);
  });

  it('keeps results out of search engines, with one canonical address per query whatever the page', async () => {
    const response = await fetch(`${server.url}/tim-kiem?q=khoa+thong+minh&trang=2`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/tim-kiem?q=khoa+thong+minh">');
    expect(html).toMatch(/<title>Tìm kiếm: khoa thong minh[^<]*<\/title>/);
    // No shared cache keeps a visitor's search; the browser asks again on a new visit.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/tim-kiem');
  });

  it('finds the smart lock typed without diacritics, marking the matched words', async () => {
    const html = readable(await (await fetch(`${server.url}/tim-kiem?q=khoa+thong+minh`)).text());
    expect(html).toMatch(/[1-9][\d.]* kết quả cho "khoa thong minh"/);
    expect(html).toContain('href="/san-pham/khoa-thong-minh"');
    expect(html).toMatch(/<mark[^>]*>Khóa<\/mark>/i);
  });

  it('says nothing was found, with the FAQ, the quote page and the hotline', async () => {
    const html = readable(await (await fetch(`${server.url}/tim-kiem?q=zqxjv+wkpyf`)).text());
    expect(html).toContain('Không tìm thấy kết quả cho "zqxjv wkpyf"');
    for (const href of ['/#faq', '/bao-gia', 'tel:+84900000000', 'https://zalo.me/0900000000']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('shows the field and nothing else for an empty query, with a canonical address without one', async () => {
    const html = readable(await (await fetch(`${server.url}/tim-kiem?q=++`)).text());
    expect(html).toMatch(/<input id="search-query"[^>]*name="q" value=""/);
    expect(html).not.toContain('kết quả cho');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/tim-kiem">');
  });

  it('answers a form post, PUT, DELETE and PATCH with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const head = `${method} /tim-kiem HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 6`;
      const answer = await rawRequest(server.url, head, 'q=khoa');
      expect(answer.status, method).toBe(405);
      if (method === 'POST') expect(answer.headers.allow).toBe('GET, HEAD');
    }
  });

  it.each(hostileQueries)('answers %s without a server error', async (_name, query) => {
    const response = await fetch(`${server.url}/tim-kiem?${query}`);
    expect(response.status).toBeLessThan(500);
    const html = await response.text();
    // Malformed percent-escapes are refused at the server's edge (400, in Vietnamese) and an address
    // over Node's 16 KB header cap by Node (431), before the page; the rest is a page.
    if (response.status === 400) expect(html).toContain('Yêu cầu không hợp lệ.');
    if (response.status === 200) {
      const field = /<input id="search-query"[^>]*value="([^"]*)"/.exec(html);
      expect(field).not.toBeNull();
      expect([...readable(field![1]!)].length).toBeLessThanOrEqual(200);
      // Markup typed as a query stays text: escaped in content, quoted in attributes.
      expect(html.replace(/="[^"]*"/g, '=""')).not.toContain('<script>alert(1)');
    } else expect([400, 431]).toContain(response.status);
  });

  it(
    'never answers a random query with a server error or logs one (property-based)',
    { timeout: 120_000 },
    async () => {
      /** Any Unicode text, encoded as a browser would, or any bytes at all, percent-encoded. */
      const anyQuery = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 300 }).map((text) => encodeURIComponent(text)),
        fc.string({ unit: 'grapheme', maxLength: 60 }).map((text) => encodeURIComponent(text)),
        fc
          .uint8Array({ maxLength: 80 })
          .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
        fc
          .array(fc.constantFrom('"', '*', '-', 'OR', 'NEAR', '(', ')', ':', '^', 'khoa', 'đặt', ' ', '%20', '+'))
          .map((parts) => encodeURIComponent(parts.join(''))),
      );
      const anyPage = fc.oneof(fc.constant(''), fc.integer({ min: -5, max: 2_000_000 }).map(String), fc.string());
      await fc.assert(
        fc.asyncProperty(anyQuery, anyPage, async (query, page) => {
          const response = await fetch(`${server.url}/tim-kiem?q=${query}&trang=${encodeURIComponent(page)}`);
          expect(response.status).toBeLessThan(500);
          await response.arrayBuffer();
        }),
        // Each run renders a page over HTTP; the search's own property (site-search.test.ts) runs the
        // query rules in-process 150 times. Here: what reaches the route, malformed escapes too.
        { numRuns: 60 },
      );
      expect(errorLines(server)).toEqual([]);
      expect((await fetch(`${server.url}/tim-kiem?q=khoa`)).status).toBe(200);
    },
  );

  it("counts a person's search for the editors, but not a crawler's nor a further page of it", async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const search = (query: string, userAgent: string) =>
      fetch(`${server.url}/tim-kiem?${query}`, { headers: { 'user-agent': userAgent } });
    await search('q=Kh%C3%A1ch+s%E1%BA%A1n', googlebot);
    await search('q=Kh%C3%A1ch+s%E1%BA%A1n&trang=2', iphone);
    await search('q=Kh%C3%A1ch+s%E1%BA%A1n', iphone);
    await search('q=zqxjv', iphone);
    // Counted after the answer (the page does not wait for it), folded, with whether it found anything.
    const counted = () =>
      db
        .selectFrom('search_queries')
        .select(['query', 'searches', 'without_results'])
        .where('query', 'in', ['khach san', 'zqxjv'])
        .orderBy('query')
        .execute();
    await expect.poll(counted).toEqual([
      { query: 'khach san', searches: 1, without_results: 0 },
      { query: 'zqxjv', searches: 1, without_results: 1 },
    ]);
  });

  it('offers the search to browsers: an OpenSearch description, linked from every page', async () => {
    const description = await fetch(`${server.url}/opensearch.xml`);
    expect(description.headers.get('content-type')).toBe('application/opensearchdescription+xml; charset=utf-8');
    const xml = await description.text();
    expect(xml).toContain('template="http://localhost:3000/tim-kiem?q={searchTerms}"');
    expect(xml).toContain('<InputEncoding>UTF-8</InputEncoding>');
    const article = await (await fetch(`${server.url}/tin-tuc/ai-chatbot-247`)).text();
    expect(article).toContain(
      '<link rel="search" type="application/opensearchdescription+xml" title="Hotelix" href="/opensearch.xml">',
    );
    // The header's search: a link to the search page at every width, and no form (header-search.tsx).
    expect(article).toMatch(/<a href="\/tim-kiem" aria-label="Tìm kiếm"/);
    expect(article).not.toContain('<form');
  });
});

describe.each(['sqlite'] as const)('the search limits on %s', (dialect) => {
  const launched = serverOn(dialect);

  it("answers a client's 31st search in a minute with the 429 page, whatever X-Forwarded-For it writes", async () => {
    const { server } = launched();
    const statuses: number[] = [];
    let refused = '';
    for (let index = 0; index < 31; index += 1) {
      const answer = await getFrom(server, '127.0.0.4', `/tim-kiem?q=khoa+${index}`, {
        'x-forwarded-for': `198.51.100.${index}, 10.9.8.${index}`,
      });
      statuses.push(answer.status);
      refused = answer.body;
    }
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
    expect(readable(refused)).toContain('Anh/chị đang tìm kiếm quá nhanh. Vui lòng thử lại sau ít phút.');
    expect(refused).toContain('<meta name="robots" content="noindex">');
    // The search page itself still opens (an empty query searches nothing), and another client searches on.
    expect((await getFrom(server, '127.0.0.4', '/tim-kiem')).status).toBe(200);
    expect((await getFrom(server, '127.0.0.5', '/tim-kiem?q=khoa')).status).toBe(200);
    expect(errorLines(server)).toEqual([]);
  });
});
