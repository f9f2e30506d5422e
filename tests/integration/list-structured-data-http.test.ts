import { Window } from 'happy-dom';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { contentClient } from './content-client.ts';
import { islandProps } from './island-props.ts';
import { sharedServer } from './shared-server.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';

// The list pages' structured data over HTTP against the production server, on SQLite (the lists'
// SQL runs on both databases in content.test.ts, product-content.test.ts and faq-story-content.test.ts):
// /san-pham, /khach-hang and each page of /tin-tuc sit one step below home and list, as an ItemList,
// exactly the cards the page shows, in its order, at the canonical addresses the cards link to (the
// news list numbered across its pages); an item taken down, or an invented story once the owner turns
// samples off, leaves the cards and the data together.

const editor = 'bien-tap@hotelix.vn';
const owner = 'chu@hotelix.vn';

/** The cards of each list page, in the page's order (the news list: the featured article, then the grid). */
const cardSelectors: Record<string, string> = {
  '/san-pham': 'main ul > li',
  '/khach-hang': 'main ul > li',
  '/tin-tuc':
    'main article[aria-labelledby="featured-heading"], main section[aria-labelledby="list-heading"] > ul > li',
};

interface Shown {
  name: string;
  url: string;
}

interface ListPage {
  /** Every JSON-LD object of the page. */
  data: Array<Record<string, unknown>>;
  /** The name and absolute address of each card, as the visitor sees and follows them. */
  cards: Shown[];
  /** The texts of the page's links to `path`, header and footer navigation included. */
  linkTexts: (path: string) => string[];
}

const window = new Window();
afterAll(() => window.happyDOM.close());

/** The page as a browser parses it (no script runs). */
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

type ParsedPage = ReturnType<typeof parse>;

/** Every JSON-LD object of the page. */
const structuredData = (document: ParsedPage) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );

/** The one object of `type` among `data`. */
function ofType(data: Array<Record<string, unknown>>, type: string) {
  const found = data.filter((item) => item['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
}

/** The breadcrumb's steps as [name, address]. */
const steps = (data: Array<Record<string, unknown>>) =>
  (ofType(data, 'BreadcrumbList').itemListElement as Array<{ name: string; item: string }>).map((step) => [
    step.name,
    step.item,
  ]);

/** The ItemList's entries. */
const entries = (data: Array<Record<string, unknown>>) =>
  ofType(data, 'ItemList').itemListElement as Array<{ '@type': string; position: number } & Shown>;

/** The entries the cards call for, at `positions`. */
const expectedEntries = (cards: Shown[], positions: number[]) =>
  cards.map((card, index) => ({ '@type': 'ListItem', position: positions[index], ...card }));

const from = (first: number, count: number) => Array.from({ length: count }, (_, index) => first + index);

describe('the list pages’ structured data over HTTP on sqlite', () => {
  /**
   * The server a test reads: the run's shared one (the shipped content, only read) unless the test
   * takes something down or turns samples off, which it does on a server of its own, so that the
   * tests pass in any order.
   */
  let server: Pick<LaunchedServer, 'url'> & Partial<Pick<LaunchedServer, 'output'>>;
  let editorCookie: string;
  /** The site's address as the pages' canonical links give it. */
  let origin: string;
  const started: LaunchedServer[] = [];

  beforeEach(() => {
    server = sharedServer();
  });

  afterAll(async () => {
    for (const own of started) await own.stop();
  });

  /** Starts a server of the test's own for `server`, with the editor signed in and the owner's account. */
  async function ownServer(): Promise<LaunchedServer> {
    const own = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
    started.push(own);
    await addStaffAccounts(own, [
      { email: editor, role: 'editor' },
      { email: owner, role: 'owner' },
    ]);
    editorCookie = (await staffClient(own).signIn(editor, '/admin/bai-viet')).cookie;
    server = own;
    return own;
  }

  /** The editor's state of the published item at `publicPath`, found in the editors' list at `adminList`. */
  async function editorState(own: LaunchedServer, adminList: string, publicPath: string, island: string) {
    const { get } = staffClient(own);
    const list = parse(await (await get(adminList, editorCookie)).text());
    const card = [...list.querySelectorAll('li')].find((item) => item.querySelector(`a[href="${publicPath}"]`));
    const editorPage = card!.querySelector('a[href]')!.getAttribute('href')!;
    return islandProps(await (await get(editorPage, editorCookie)).text(), island) as {
      itemId: string;
      version: number;
      initial: Record<string, unknown>;
    };
  }

  async function readList(path: string): Promise<ListPage> {
    const response = await fetch(`${server.url}${path}`);
    // The server's last lines say why, should a page not answer.
    expect(response.status, `${path}\n${server.output?.().slice(-2000) ?? ''}`).toBe(200);
    const document = parse(await response.text());
    const canonical = document.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
    origin = new URL(canonical).origin;
    const data = structuredData(document);
    const cards = [...document.querySelectorAll(cardSelectors[new URL(path, canonical).pathname]!)].map((card) => ({
      name: card.querySelector('h2, h3')!.textContent.trim(),
      url: new URL(card.querySelector('a[href]')!.getAttribute('href')!, canonical).href,
    }));
    const linkTexts = (target: string) =>
      [...document.querySelectorAll(`a[href="${target}"]`)].map((link) => link.textContent.trim());
    return { data, cards, linkTexts };
  }

  it('puts /san-pham and /khach-hang one step below home and lists exactly their cards, in order', async () => {
    for (const [path, name] of [
      ['/san-pham', 'Sản phẩm'],
      ['/khach-hang', 'Khách hàng'],
    ] as const) {
      const page = await readList(path);
      for (const item of page.data) expect(item['@context'], path).toBe('https://schema.org');
      expect(steps(page.data)).toEqual([
        ['Trang chủ', `${origin}/`],
        [name, `${origin}${path}`],
      ]);
      // The step's name is the one the site's navigation gives the page.
      expect(page.linkTexts(path)).toContain(name);
      expect(page.cards).toHaveLength(3);
      expect(entries(page.data)).toEqual(expectedEntries(page.cards, from(1, 3)));
    }
  });

  it('lists on each page of /tin-tuc its featured article first and its grid numbered on from the pages before', async () => {
    const first = await readList('/tin-tuc');
    const second = await readList('/tin-tuc?trang=2');
    for (const page of [first, second]) {
      for (const item of page.data) expect(item['@context']).toBe('https://schema.org');
      expect(steps(page.data)).toEqual([
        ['Trang chủ', `${origin}/`],
        ['Tin tức', `${origin}/tin-tuc`],
      ]);
      expect(page.linkTexts('/tin-tuc')).toContain('Tin tức');
    }
    // The nine shipped articles: the featured one on both pages, six in the first grid, two in the second.
    expect(first.cards).toHaveLength(7);
    expect(second.cards).toHaveLength(3);
    expect(second.cards[0]).toEqual(first.cards[0]);
    expect(new Set([...first.cards, ...second.cards].map((card) => card.url)).size).toBe(9);
    expect(entries(first.data)).toEqual(expectedEntries(first.cards, from(1, 7)));
    expect(entries(second.data)).toEqual(expectedEntries(second.cards, [1, 8, 9]));
  });

  it('names each listed item as its own page names itself, at an address that answers with that page', async () => {
    const listed = (
      await Promise.all(['/san-pham', '/khach-hang', '/tin-tuc', '/tin-tuc?trang=2'].map(readList))
    ).flatMap((page) => entries(page.data));
    expect(listed).toHaveLength(16);
    for (const { name, url } of listed) {
      const response = await fetch(`${server.url}${new URL(url).pathname}`, { redirect: 'manual' });
      expect(response.status, url).toBe(200);
      expect(steps(structuredData(parse(await response.text()))).at(-1)).toEqual([name, url]);
    }
  });

  it('leaves an article, a product and a story out of their list and its data once taken down', async () => {
    const own = await ownServer();
    const takeDown = async (adminList: string, publicPath: string, island: string) => {
      const state = await editorState(own, adminList, publicPath, island);
      expect((await contentClient(own, editorCookie).unpublish(state.itemId, state.version)).status).toBe(200);
    };

    // An article of the first page's grid: the second page's first article moves up to the first.
    const before = await readList('/tin-tuc');
    const article = before.cards[3]!;
    await takeDown('/admin/bai-viet', new URL(article.url).pathname, 'article-editor-island');
    await takeDown('/admin/san-pham', '/san-pham/khoa-thong-minh', 'product-editor-island');
    await takeDown('/admin/khach-hang', '/khach-hang/nha-nghi-doi-sim', 'story-editor-island');

    const first = await readList('/tin-tuc');
    const second = await readList('/tin-tuc?trang=2');
    expect(first.cards.map((card) => card.url)).not.toContain(article.url);
    expect(second.cards.map((card) => card.url)).not.toContain(article.url);
    expect(first.cards).toHaveLength(7);
    expect(entries(first.data)).toEqual(expectedEntries(first.cards, from(1, 7)));
    expect(second.cards).toHaveLength(2);
    expect(entries(second.data)).toEqual(expectedEntries(second.cards, [1, 8]));

    for (const [path, gone] of [
      ['/san-pham', '/san-pham/khoa-thong-minh'],
      ['/khach-hang', '/khach-hang/nha-nghi-doi-sim'],
    ] as const) {
      const page = await readList(path);
      expect(page.cards.map((card) => card.url)).not.toContain(`${origin}${gone}`);
      expect(page.cards).toHaveLength(2);
      expect(entries(page.data)).toEqual(expectedEntries(page.cards, [1, 2]));
    }
  }, 60_000);

  it('leaves the invented stories out of /khach-hang and its data once the owner turns samples off', async () => {
    // One story becomes a real customer's; the owner then turns the samples off.
    const own = await ownServer();
    const story = await editorState(own, '/admin/khach-hang', '/khach-hang/khach-san-moc-mien', 'story-editor-island');
    const published = await contentClient(own, editorCookie).publish(story.itemId, story.version, {
      ...story.initial,
      sample: false,
    });
    expect(published.status).toBe(200);
    const client = staffClient(own);
    const ownerCookie = (await client.signIn(owner)).cookie;
    const form = parse(await (await client.get('/admin/cong-ty', ownerCookie)).text()).querySelector(
      'form[action="/admin/cong-ty"]',
    )!;
    // The form as it stands, its one box ('Hiện nội dung mẫu') unticked.
    const fields = Object.fromEntries([
      ...[...form.querySelectorAll('input[name]:not([type="checkbox"])')].map((input) => [
        input.getAttribute('name')!,
        input.getAttribute('value') ?? '',
      ]),
      ...[...form.querySelectorAll('textarea[name]')].map((area) => [area.getAttribute('name')!, area.textContent]),
    ]);
    expect((await client.post('/admin/cong-ty', fields, ownerCookie)).status).toBe(303);

    const page = await readList('/khach-hang');
    expect(page.cards).toEqual([{ name: 'Khách sạn Mộc Miên', url: `${origin}/khach-hang/khach-san-moc-mien` }]);
    expect(entries(page.data)).toEqual(expectedEntries(page.cards, [1]));
  }, 60_000);
});
