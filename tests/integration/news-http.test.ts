import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedServer } from './shared-server.ts';
import { bySlugs, featured, gridLinkSelector, listed } from '../e2e/news-articles.ts';

// What the news pages answer, all of it in the HTML before any script runs, so it is read over plain
// HTTP (these were browser tests in tests/e2e/news.spec.ts, which keeps the clicks, the newsletter
// box and the article's buttons): every article, an unknown one, the RSS feed, a shared state of the
// list and the fallback on malformed parameters.

const window = new Window();
afterAll(() => window.happyDOM.close());

type Parsed = ReturnType<InstanceType<typeof window.DOMParser>['parseFromString']>;
type ParsedElement = NonNullable<ReturnType<Parsed['querySelector']>>;

/** Text as a reader sees it: runs of white space are one space, none at the ends. */
const visibleText = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** An element's name: its aria-label, else its children's texts, spaced (a link's label and its count are flex items). */
const nameOf = (element: ParsedElement) =>
  element.getAttribute('aria-label') ??
  [...element.childNodes]
    .map((node) => visibleText(node.textContent))
    .filter(Boolean)
    .join(' ');

/** The one element of `selector` named `name` in `within`. */
function named(within: Parsed | ParsedElement, selector: string, name: string): ParsedElement {
  const found = [...within.querySelectorAll(selector)].filter((element) => nameOf(element) === name);
  expect(found, `${selector} named ${name}`).toHaveLength(1);
  return found[0]!;
}

/** The one navigation named `name`, by its aria-label or the heading it is labelled by. */
function navigation(document: Parsed, name: string): ParsedElement {
  const found = [...document.querySelectorAll('nav')].filter((nav) => {
    const heading = nav.getAttribute('aria-labelledby');
    const label = nav.getAttribute('aria-label') ?? (heading ? document.getElementById(heading)?.textContent : null);
    return visibleText(label) === name;
  });
  expect(found, `navigation ${name}`).toHaveLength(1);
  return found[0]!;
}

/** The articles of the list's grid, as links, in order. */
const gridLinks = (document: Parsed) =>
  [...document.querySelectorAll(gridLinkSelector)].map((link) => link.getAttribute('href') ?? '');

describe('the news over HTTP', () => {
  // Only reads: the run's shared server.
  const get = (path: string) => fetch(`${sharedServer().url}${path}`);

  /** The status and the parsed page at `path`. */
  async function answer(path: string) {
    const response = await get(path);
    return {
      status: response.status,
      document: new window.DOMParser().parseFromString(await response.text(), 'text/html'),
    };
  }

  it.each(listed)(
    'opens /tin-tuc/%s with its details and related articles of its category (%s)',
    async (slug, category) => {
      const { status, document } = await answer(`/tin-tuc/${slug}`);
      expect(status).toBe(200);
      expect(visibleText(navigation(document, 'Đường dẫn').textContent)).toContain('Trang chủ');
      expect(named(document, 'a', '← Quay lại trang tin tức').getAttribute('href')).toBe('/tin-tuc');
      const main = document.querySelectorAll('main');
      expect(main).toHaveLength(1);
      expect(visibleText(main[0]!.textContent)).toMatch(/\d{2}\/06\/2025/);
      expect(visibleText(main[0]!.textContent)).toMatch(/lượt xem/);
      const related = [...document.querySelectorAll('section[aria-labelledby="related-heading"] h3 a')].map((link) =>
        link.getAttribute('href'),
      );
      const expected = [featured, ...listed]
        .filter(([other, otherCategory]) => otherCategory === category && other !== slug)
        .map(([other]) => `/tin-tuc/${other}`);
      expect(related).toEqual(expected.slice(0, 3));
    },
  );

  it('answers an unknown article with 404 and a way back to the news', async () => {
    const { status, document } = await answer('/tin-tuc/bai-viet-khong-co');
    expect(status).toBe(404);
    const headings = document.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(visibleText(headings[0]!.textContent)).toBe('Bài viết không tồn tại');
    expect(named(document, 'a', '← Quay lại trang tin tức').getAttribute('href')).toBe('/tin-tuc');
  });

  it('lists every article in the RSS feed', async () => {
    const response = await get('/tin-tuc/rss.xml');
    expect(response.status).toBe(200);
    const feed = await response.text();
    expect(feed.match(/<item>/g)).toHaveLength(9);
    expect(feed).toContain('/tin-tuc/ai-chatbot-247');
  });

  it('reproduces a shared state of the list: its category, its sort, its articles, the list’s canonical address', async () => {
    const { status, document } = await answer('/tin-tuc?danh-muc=kinh-doanh&sap-xep=xem-nhieu');
    expect(status).toBe(200);
    expect(named(navigation(document, 'Danh mục'), 'a', 'Kinh doanh 2').getAttribute('aria-current')).toBe('page');
    expect(named(document, 'a', 'Nhiều lượt xem').getAttribute('aria-current')).toBe('true');
    expect(gridLinks(document)).toEqual(['/tin-tuc/toi-uu-gia-phong', '/tin-tuc/revenue-optimization']);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/tin-tuc$/);
  });

  it.each(['?trang=abc&danh-muc=%3Cscript%3E&sap-xep=1', '?trang=-1', '?danh-muc[]=x'])(
    'answers the first page for malformed parameters (%s)',
    async (search) => {
      const { status, document } = await answer(`/tin-tuc${search}`);
      expect(status).toBe(200);
      expect(gridLinks(document)).toEqual(bySlugs(listed.slice(0, 6)));
    },
  );

  it('answers the last page for a page past the end (?trang=99)', async () => {
    const { status, document } = await answer('/tin-tuc?trang=99');
    expect(status).toBe(200);
    expect(gridLinks(document)).toEqual(bySlugs(listed.slice(6)));
  });
});
