import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server.ts';
import { publicRoutes } from '../e2e/routes.ts';

// What search engines and share previews read: titles, descriptions, canonical addresses, share tags
// and images, structured data, the sitemap and robots.txt. All of it is in the HTTP answer, before
// any script runs, so it is read over plain HTTP (it was a browser spec, tests/e2e/seo.spec.ts).

const expectedTypes: Record<string, string[]> = {
  '/': ['Organization', 'WebSite'],
  '/bao-gia': ['FAQPage', 'SoftwareApplication'],
  '/contact': ['ContactPage', 'LocalBusiness', 'BreadcrumbList'],
  '/khach-hang/nha-nghi-doi-sim': ['BreadcrumbList'],
  '/san-pham/the-tu': ['Product', 'BreadcrumbList'],
  '/tin-tuc/ai-chatbot-247': ['NewsArticle', 'BreadcrumbList'],
};

const window = new Window();
afterAll(() => window.happyDOM.close());

type Parsed = ReturnType<InstanceType<typeof window.DOMParser>['parseFromString']>;

/** Text as a reader sees it: runs of white space are one space, none at the ends. */
const visibleText = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Every JSON-LD object of the page, graphs flattened. */
function structuredData(document: Parsed): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent) as Record<string, unknown>;
    return (data['@graph'] as Array<Record<string, unknown>> | undefined) ?? [data];
  });
}

const meta = (document: Parsed, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

describe('search engines and sharing over HTTP', () => {
  // Only reads: the run's shared server.
  const get = (path: string) => fetch(`${sharedServer().url}${path}`);

  /** The page at `path` as a browser parses it (no script runs); it must answer 200. */
  async function page(path: string): Promise<Parsed> {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return new window.DOMParser().parseFromString(await response.text(), 'text/html');
  }

  it('gives every public route its own title, description, canonical URL and share tags', async () => {
    const titles = new Set<string>();
    for (const path of publicRoutes) {
      const document = await page(path);
      const title = visibleText(document.querySelector('title')?.textContent);
      expect(title.length, `${path} title`).toBeGreaterThan(0);
      expect(title.length, `${path} title`).toBeLessThanOrEqual(60);
      expect(titles.has(title), `${path} title is unique`).toBe(false);
      titles.add(title);
      const description = meta(document, 'description') ?? '';
      expect(description.length, `${path} description`).toBeGreaterThan(50);
      expect(description.length, `${path} description`).toBeLessThanOrEqual(160);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        new URL(path, 'http://localhost:3000').href,
      );
      expect(meta(document, 'og:locale')).toBe('vi_VN');
      expect(meta(document, 'og:title')).toBeTruthy();
      expect(meta(document, 'twitter:card')).toBe('summary_large_image');
      const image = await get(new URL(meta(document, 'og:image')!).pathname);
      expect(image.status, `${path} share image`).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      // A PNG's width is the big-endian number at byte 16 (its IHDR chunk).
      expect(Buffer.from(await image.arrayBuffer()).readUInt32BE(16), `${path} share image width`).toBe(1200);
      structuredData(document); // parses
    }
  });

  it.each(Object.entries(expectedTypes))('%s describes itself as %j', async (path, types) => {
    const data = structuredData(await page(path));
    expect(data.map((item) => item['@type'])).toEqual(expect.arrayContaining(types));
  });

  it('offers the software’s plans in VND, with the free trial, where it is priced (/bao-gia)', async () => {
    const software = structuredData(await page('/bao-gia')).find((item) => item['@type'] === 'SoftwareApplication')!;
    const offers = software.offers as Array<{ name: string; price: number; priceCurrency: string }>;
    expect(offers.map(({ name, price, priceCurrency }) => [name, price, priceCurrency])).toEqual([
      ['Dùng thử miễn phí', 0, 'VND'],
      ['Gói Cơ bản', 500000, 'VND'],
      ['Gói Chuyên nghiệp', 1200000, 'VND'],
    ]);
    // The office is described, and marked up, on the contact page (the landing page has no bytes to spare).
    const office = structuredData(await page('/contact')).find((item) => item['@type'] === 'LocalBusiness')!;
    expect(office).toMatchObject({
      telephone: '+84900000000',
      email: 'sales@hotelix.vn',
      address: { addressCountry: 'VN' },
    });
  });

  it('puts the FAQ data on /bao-gia once for the site, asking exactly the questions both pages show', async () => {
    const questionsOn = (document: Parsed) =>
      [...document.querySelectorAll('#faq summary')].map((summary) => summary.textContent);
    const landing = questionsOn(await page('/'));
    const quote = await page('/bao-gia');
    expect(landing.length).toBeGreaterThan(0);
    expect(questionsOn(quote)).toEqual(landing);
    const faq = structuredData(quote).find((item) => item['@type'] === 'FAQPage')!;
    const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((question) => question.name)).toEqual(questionsOn(quote));
    expect(questions.map((question) => question.acceptedAnswer.text)).toEqual(
      [...quote.querySelectorAll('#faq details > p')].map((answer) => answer.textContent),
    );
  });

  it('makes the contact page about the office described on the same page, one step below home', async () => {
    const data = structuredData(await page('/contact'));
    const contact = data.find((item) => item['@type'] === 'ContactPage')!;
    const office = data.find((item) => item['@type'] === 'LocalBusiness')!;
    expect(contact.mainEntity).toEqual({ '@id': office['@id'] });
    expect(office).toMatchObject({ address: { streetAddress: '123 Đường Ví Dụ, Phường Sài Gòn, TP. Hồ Chí Minh' } });
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList')!;
    expect((trail.itemListElement as Array<{ name: string }>).map((step) => step.name)).toEqual([
      'Trang chủ',
      'Liên hệ',
    ]);
  });

  it('puts a customer story below the stories, in its data as in its visible breadcrumb', async () => {
    const document = await page('/khach-hang/nha-nghi-doi-sim');
    const trail = structuredData(document).find((item) => item['@type'] === 'BreadcrumbList')!;
    const steps = trail.itemListElement as Array<{ name: string; item: string }>;
    expect(steps.map((step) => [step.name, new URL(step.item).pathname])).toEqual([
      ['Trang chủ', '/'],
      ['Khách hàng', '/khach-hang'],
      ['Nhà nghỉ Đồi Sim', '/khach-hang/nha-nghi-doi-sim'],
    ]);
    const shown = [...document.querySelectorAll('nav[aria-label="Đường dẫn"] li')].map((step) =>
      visibleText(step.textContent),
    );
    expect(shown).toEqual(steps.map((step) => step.name));
  });

  it('names an article’s headline, image, date and author', async () => {
    const document = await page('/tin-tuc/tich-hop-pms');
    const article = structuredData(document).find((item) => item['@type'] === 'NewsArticle')!;
    expect(article).toMatchObject({
      datePublished: '2025-06-16T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Nguyễn Minh Quân' },
    });
    expect(article.headline).toBe(document.querySelector('h1')?.textContent);
    expect(meta(document, 'og:type')).toBe('article');
  });

  it('lists every public route and article in the sitemap, and nothing private', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of publicRoutes) expect(locations).toContain(path);
    expect(locations.filter((path) => path.startsWith('/tin-tuc/'))).toHaveLength(9);
    expect(locations.filter((path) => path.startsWith('/khach-hang/'))).toHaveLength(3);
    expect(sitemap).toContain('<lastmod>2025-06-28</lastmod>');
    expect(locations.filter((path) => /^\/(api|admin|cam-on|gui-yeu-cau|404|500|kiem-tra-loi)/.test(path))).toEqual([]);
  });

  it('points robots.txt at the sitemap and keeps crawlers out of private paths', async () => {
    const robots = await (await get('/robots.txt')).text();
    for (const line of [
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /cam-on',
      'Sitemap: http://localhost:3000/sitemap.xml',
    ]) {
      expect(robots).toContain(line);
    }
  });

  it('keeps the 404, thank-you and form pages out of search results', async () => {
    for (const path of ['/khong-co', '/cam-on', '/gui-yeu-cau?form=trial']) {
      const response = await get(path);
      const document = new window.DOMParser().parseFromString(await response.text(), 'text/html');
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
    }
  });
});
