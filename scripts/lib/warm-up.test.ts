import { describe, expect, it } from 'vitest';
import { pagesToWarm, warmUp } from './warm-up.ts';

const sitemap = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset>${paths.map((path) => `<url><loc>https://hotelix.vn${path}</loc></url>`).join('')}</urlset>`;

describe('pagesToWarm', () => {
  it('takes every top-level page of the sitemap and the first item of each section, in its order', () => {
    expect(
      pagesToWarm(
        sitemap([
          '/',
          '/bao-gia',
          '/san-pham',
          '/san-pham/the-tu',
          '/san-pham/khoa-thong-minh',
          '/tin-tuc',
          '/tin-tuc/a',
          '/tin-tuc/b',
        ]),
      ),
    ).toEqual(['/', '/bao-gia', '/san-pham', '/san-pham/the-tu', '/tin-tuc', '/tin-tuc/a']);
  });
});

describe('warmUp', () => {
  it('renders the sitemap and its pages once each, and closes its own port', async () => {
    const asked: string[] = [];
    const served = await warmUp((request, response) => {
      asked.push(request.url!);
      response.end(request.url === '/sitemap.xml' ? sitemap(['/', '/tin-tuc', '/tin-tuc/a', '/tin-tuc/b']) : 'trang');
    }, 5_000);
    expect(asked).toEqual(['/sitemap.xml', '/', '/tin-tuc', '/tin-tuc/a']);
    expect(served).toBe(3);
  });

  it('gives up within its budget when a page never answers, without throwing', async () => {
    const started = Date.now();
    const served = await warmUp((request, response) => {
      if (request.url === '/sitemap.xml') response.end(sitemap(['/', '/tin-tuc']));
      // /tin-tuc never answers.
      else if (request.url !== '/tin-tuc') response.end('trang');
    }, 300);
    expect(served).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('renders the landing page alone when the sitemap cannot be read', async () => {
    const asked: string[] = [];
    await warmUp((request, response) => {
      asked.push(request.url!);
      if (request.url === '/sitemap.xml') response.writeHead(503).end();
      else response.end('trang');
    }, 5_000);
    expect(asked).toEqual(['/sitemap.xml', '/']);
  });
});
