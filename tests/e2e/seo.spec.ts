import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from './routes';

const expectedTypes: Record<string, string[]> = {
  '/': ['Organization', 'WebSite'],
  '/bao-gia': ['FAQPage', 'SoftwareApplication'],
  '/contact': ['ContactPage', 'LocalBusiness', 'BreadcrumbList'],
  '/khach-hang/nha-nghi-doi-sim': ['BreadcrumbList'],
  '/san-pham/the-tu': ['Product', 'BreadcrumbList'],
  '/tin-tuc/ai-chatbot-247': ['NewsArticle', 'BreadcrumbList'],
};

/** Every JSON-LD object of the page, graphs flattened. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data['@graph'] as Array<Record<string, unknown>> | undefined) ?? [data];
  });
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

test.describe('search engines and sharing', () => {
  test('every public route has its own title, description, canonical URL and share tags', async ({ page, request }) => {
    const titles = new Set<string>();
    for (const path of publicRoutes) {
      await page.goto(path);
      const title = await page.title();
      expect(title.length, `${path} title`).toBeLessThanOrEqual(60);
      expect(titles.has(title), `${path} title is unique`).toBe(false);
      titles.add(title);
      const description = (await meta(page, 'description')) ?? '';
      expect(description.length, `${path} description`).toBeGreaterThan(50);
      expect(description.length, `${path} description`).toBeLessThanOrEqual(160);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(path, 'http://localhost:3000').href,
      );
      expect(await meta(page, 'og:locale')).toBe('vi_VN');
      expect(await meta(page, 'og:title')).toBeTruthy();
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
      const image = new URL((await meta(page, 'og:image'))!);
      const png = await request.get(image.pathname);
      expect(png.status(), `${path} share image`).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(png.body().then((body) => body.readUInt32BE(16))).resolves.toBe(1200);
      await structuredData(page); // parses
    }
  });

  for (const [path, types] of Object.entries(expectedTypes)) {
    test(`${path} describes itself as ${types.join(', ')}`, async ({ page }) => {
      await page.goto(path);
      const data = await structuredData(page);
      expect(data.map((item) => item['@type'])).toEqual(expect.arrayContaining(types));
    });
  }

  test('the software offers its plans in VND, with the free trial, where it is priced (/bao-gia)', async ({ page }) => {
    await page.goto('/bao-gia');
    const software = (await structuredData(page)).find((item) => item['@type'] === 'SoftwareApplication')!;
    const offers = software.offers as Array<{ name: string; price: number; priceCurrency: string }>;
    expect(offers.map(({ name, price, priceCurrency }) => [name, price, priceCurrency])).toEqual([
      ['Dùng thử miễn phí', 0, 'VND'],
      ['Gói Cơ bản', 500000, 'VND'],
      ['Gói Chuyên nghiệp', 1200000, 'VND'],
    ]);
    // The office is described, and marked up, on the contact page (the landing page has no bytes to spare).
    await page.goto('/contact');
    const office = (await structuredData(page)).find((item) => item['@type'] === 'LocalBusiness')!;
    expect(office).toMatchObject({
      telephone: '+84900000000',
      email: 'sales@hotelix.vn',
      address: { addressCountry: 'VN' },
    });
  });

  test('the FAQ data, on /bao-gia once for the site, asks exactly the questions both pages show', async ({ page }) => {
    await page.goto('/');
    const landing = await page.locator('#faq summary').allTextContents();
    await page.goto('/bao-gia');
    expect(await page.locator('#faq summary').allTextContents()).toEqual(landing);
    const faq = (await structuredData(page)).find((item) => item['@type'] === 'FAQPage')!;
    const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((question) => question.name)).toEqual(await page.locator('#faq summary').allTextContents());
    expect(questions.map((question) => question.acceptedAnswer.text)).toEqual(
      await page.locator('#faq details > p').allTextContents(),
    );
  });

  test('the contact page is about the office described on the same page, one step below home', async ({ page }) => {
    await page.goto('/contact');
    const data = await structuredData(page);
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

  test('a customer story sits below the stories, in its data as in its visible breadcrumb', async ({ page }) => {
    await page.goto('/khach-hang/nha-nghi-doi-sim');
    const trail = (await structuredData(page)).find((item) => item['@type'] === 'BreadcrumbList')!;
    const steps = trail.itemListElement as Array<{ name: string; item: string }>;
    expect(steps.map((step) => [step.name, new URL(step.item).pathname])).toEqual([
      ['Trang chủ', '/'],
      ['Khách hàng', '/khach-hang'],
      ['Nhà nghỉ Đồi Sim', '/khach-hang/nha-nghi-doi-sim'],
    ]);
    await expect(page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('listitem')).toHaveText(
      steps.map((step) => step.name),
    );
  });

  test('an article names its headline, image, date and author', async ({ page }) => {
    await page.goto('/tin-tuc/tich-hop-pms');
    const article = (await structuredData(page)).find((item) => item['@type'] === 'NewsArticle')!;
    expect(article).toMatchObject({
      datePublished: '2025-06-16T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Nguyễn Minh Quân' },
    });
    expect(article.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    expect(await meta(page, 'og:type')).toBe('article');
  });

  test('the sitemap lists every public route and article, and nothing private', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of publicRoutes) expect(locations).toContain(path);
    expect(locations.filter((path) => path.startsWith('/tin-tuc/'))).toHaveLength(9);
    expect(locations.filter((path) => path.startsWith('/khach-hang/'))).toHaveLength(3);
    expect(sitemap).toContain('<lastmod>2025-06-28</lastmod>');
    expect(locations.filter((path) => /^\/(api|admin|cam-on|gui-yeu-cau|404|500|kiem-tra-loi)/.test(path))).toEqual([]);
  });

  test('robots.txt points at the sitemap and keeps crawlers out of private paths', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const line of [
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /cam-on',
      'Sitemap: http://localhost:3000/sitemap.xml',
    ]) {
      expect(robots).toContain(line);
    }
  });

  test('the 404, thank-you and form pages stay out of search results', async ({ page }) => {
    for (const path of ['/khong-co', '/cam-on', '/gui-yeu-cau?form=trial']) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });
});
