import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { holdWriteLock } from '../../scripts/lib/sqlite-lock-holder.ts';
import { startTcpProxy, type TcpProxy } from '../../scripts/lib/tcp-proxy.ts';
import { insertUser } from '../../src/server/auth/staff.repository.ts';
import { bumpContentVersion } from '../../src/server/content/content-version.repository.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { outageRetrySeconds } from '../../src/server/http/database-outage.ts';
import { fixtureHash } from './fixture-password.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// The outage sweep: the database goes away under one running server and every route in
// src/pages is asked for. Each that needs the database answers 503 with a Vietnamese message and
// Retry-After (never the 500 page), forms sent meanwhile come back with what was typed, routes that
// need no database answer as usual; then the database returns and the same process answers every
// route as it normally does. PostgreSQL goes away whole (a TCP proxy in front of it is cut); SQLite
// stays readable while another process holds its write lock, so there the routes that write answer 503.

const pagesDir = path.resolve(import.meta.dirname, '../../src/pages');

const outage = 'Nội dung tạm thời chưa hiển thị được';
const outageText = 'Hệ thống đang tạm gián đoạn. Vui lòng thử lại sau ít phút.';
const leadUnavailable =
  'Hệ thống đang tạm gián đoạn nên chưa lưu được yêu cầu của anh/chị. Vui lòng thử lại sau ít phút.';
const password = 'mat-khau-rat-dai-2026';
const noLimits = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };

/** One request of the sweep. */
interface Visit {
  /** The route's file under src/pages. */
  route: string;
  path: string;
  /** A form post's fields, or a JSON post's body. */
  form?: Record<string, string>;
  json?: unknown;
  /** Sent with the owner's session. */
  staff?: boolean;
  /** While the database is away: 503 saying this, or the usual status of a route that needs no database. */
  down: string | number;
  /** What a form sent must show again while the database is away. */
  keeps?: string[];
  /** The status once the database is back. */
  up: number;
  /** It writes: on SQLite, whose write lock another process holds, it answers as `down`; reads answer as usual. */
  writes?: true;
  /** The route's own Retry-After for its 503, where it is not the outage's. */
  retryAfter?: number;
}

/** The page's text as a reader sees it (entities undone, React's text separators gone). */
const readable = (html: string) =>
  html.replaceAll('<!-- -->', '').replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

/** Every file under src/pages, relative to it, with '/' separators. */
function routeFiles(): string[] {
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(pagesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** What the sweep needs from the running site: an owner's session, a booked meeting's links, ids of content. */
interface World {
  cookie: string;
  booking: Record<string, string>;
  links: { view: string; reschedule: string; cancel: string; calendar: string };
  leadId: string;
  items: Record<'article' | 'product' | 'faq' | 'story', { id: string; slug: string }>;
  image: string;
  ownerId: string;
}

/** Every route of src/pages, with what it answers while the database is away and once it is back. */
function visits(world: World): Visit[] {
  const { items, links } = world;
  const editors = (['article', 'product', 'faq', 'story'] as const).flatMap((kind): Visit[] => {
    const list = { article: 'bai-viet', product: 'san-pham', faq: 'hoi-dap', story: 'khach-hang' }[kind];
    const item = `/admin/${list}/${items[kind].id}`;
    return [
      { route: 'admin/[kind]/index.astro', path: `/admin/${list}`, down: outage, up: 200 },
      { route: 'admin/[kind]/[id]/index.astro', path: item, down: outage, up: 200 },
      { route: 'admin/[kind]/[id]/lich-su.astro', path: `${item}/lich-su`, down: outage, up: 200 },
      { route: 'admin/[kind]/[id]/xem-truoc.astro', path: `${item}/xem-truoc`, down: outage, up: 200 },
      { route: 'admin/[kind]/moi.astro', path: `/admin/${list}/moi`, form: {}, writes: true, down: outage, up: 303 },
    ];
  });
  const admin: Visit[] = [
    { route: 'admin/login.astro', path: '/admin/login', down: outageText, up: 303 },
    {
      route: 'admin/login.astro',
      path: '/admin/login',
      form: { email: 'chu@hotelix.vn', password, next: '/admin/hom-nay' },
      writes: true,
      down: outageText,
      keeps: ['value="chu@hotelix.vn"'],
      up: 303,
    },
    { route: 'admin/index.astro', path: '/admin', down: outage, up: 200 },
    ...editors,
    { route: 'admin/bat-dau.ts', path: '/admin/bat-dau', down: outage, up: 302 },
    // The installed app's files ask nothing of the database: a phone updates them during an outage.
    { route: 'admin/bieu-tuong-[name].png.ts', path: '/admin/bieu-tuong-192.png', down: 200, up: 200 },
    { route: 'admin/manifest.webmanifest.ts', path: '/admin/manifest.webmanifest', down: 200, up: 200 },
    { route: 'admin/ngoai-tuyen.astro', path: '/admin/ngoai-tuyen', down: 200, up: 200 },
    { route: 'admin/sw.js.ts', path: '/admin/sw.js', down: 200, up: 200 },
    { route: 'admin/chuyen-muc-tac-gia.astro', path: '/admin/chuyen-muc-tac-gia', down: outage, up: 200 },
    { route: 'admin/cong-ty.astro', path: '/admin/cong-ty', down: outage, up: 200 },
    { route: 'admin/dat-lai-mat-khau.astro', path: '/admin/dat-lai-mat-khau?ma=khong-con', down: outage, up: 410 },
    { route: 'admin/du-lieu-ca-nhan.astro', path: '/admin/du-lieu-ca-nhan', down: outage, up: 200 },
    {
      route: 'admin/du-lieu-ca-nhan.csv.ts',
      path: '/admin/du-lieu-ca-nhan.csv',
      form: { q: 'khach@vidu.vn' },
      down: outageText,
      up: 200,
    },
    {
      route: 'admin/du-lieu-ca-nhan.json.ts',
      path: '/admin/du-lieu-ca-nhan.json',
      form: { q: 'khach@vidu.vn' },
      down: outageText,
      up: 200,
    },
    { route: 'admin/export.csv.ts', path: '/admin/export.csv', down: outageText, up: 200 },
    { route: 'admin/hai-buoc.astro', path: '/admin/hai-buoc', writes: true, down: outage, up: 200 },
    { route: 'admin/hom-nay.astro', path: '/admin/hom-nay', down: outage, up: 200 },
    { route: 'admin/khong-du-quyen.astro', path: '/admin/khong-du-quyen', down: outage, up: 403 },
    { route: 'admin/leads/[id].astro', path: `/admin/leads/${world.leadId}`, down: outage, up: 200 },
    { route: 'admin/lich-hen.astro', path: '/admin/lich-hen', down: outage, up: 200 },
    { route: 'admin/loi-moi.astro', path: '/admin/loi-moi?ma=khong-con', down: outage, up: 410 },
    { route: 'admin/newsletter.astro', path: '/admin/newsletter', down: outage, up: 200 },
    { route: 'admin/newsletter.csv.ts', path: '/admin/newsletter.csv', down: outageText, up: 200 },
    { route: 'admin/ngay-nghi.astro', path: '/admin/ngay-nghi', down: outage, up: 200 },
    {
      route: 'admin/nhan-khach.ts',
      path: '/admin/nhan-khach',
      form: { user: world.ownerId, taking: 'on', back: '/admin/tai-khoan' },
      writes: true,
      down: outage,
      up: 400,
    },
    { route: 'admin/nhan-vien.astro', path: '/admin/nhan-vien', down: outage, up: 200 },
    { route: 'admin/nhat-ky.astro', path: '/admin/nhat-ky', down: outage, up: 200 },
    { route: 'admin/nhat-ky.csv.ts', path: '/admin/nhat-ky.csv', down: outageText, up: 200 },
    {
      route: 'admin/noi-dung/[id]/[action].ts',
      path: `/admin/noi-dung/${items.article.id}/luu`,
      json: {},
      down: outageText,
      up: 400,
    },
    { route: 'admin/notifications/resend.ts', path: '/admin/notifications/resend', form: {}, down: outage, up: 303 },
    // Asks nothing of the database: the form, whoever asks.
    { route: 'admin/quen-mat-khau.astro', path: '/admin/quen-mat-khau', down: 200, up: 200 },
    { route: 'admin/tai-khoan.astro', path: '/admin/tai-khoan', down: outage, up: 200 },
    { route: 'admin/them.astro', path: '/admin/them', down: outage, up: 200 },
    {
      route: 'admin/thong-bao-dien-thoai.json.ts',
      path: '/admin/thong-bao-dien-thoai.json',
      json: { action: 'unsubscribe', endpoint: 'https://fcm.googleapis.com/fcm/send/khong-co' },
      writes: true,
      down: outageText,
      up: 200,
    },
    {
      route: 'admin/thong-bao-dien-thoai.ts',
      path: '/admin/thong-bao-dien-thoai',
      form: { action: 'save', newLead: 'on' },
      writes: true,
      down: outage,
      up: 303,
    },
    { route: 'admin/tim.astro', path: '/admin/tim?q=khach', down: outage, up: 200 },
    { route: 'admin/tong-quan.astro', path: '/admin/tong-quan', down: outage, up: 200 },
    { route: 'admin/tong-quan.csv.ts', path: '/admin/tong-quan.csv?bang=ngay', down: outageText, up: 200 },
    { route: 'admin/tro-ly-chua-tra-loi.astro', path: '/admin/tro-ly-chua-tra-loi', down: outage, up: 200 },
    {
      route: 'admin/tro-ly-chua-tra-loi.astro',
      path: '/admin/tro-ly-chua-tra-loi',
      form: { action: 'attach', question: 'Có hỗ trợ khách sạn ở Lào không?', faq: '' },
      down: outage,
      up: 422,
    },
    { route: 'admin/tro-ly-tu-dong-nghia.astro', path: '/admin/tro-ly-tu-dong-nghia', down: outage, up: 200 },
    {
      route: 'admin/tro-ly-tu-dong-nghia.astro',
      path: '/admin/tro-ly-tu-dong-nghia',
      form: { action: 'add', phrase: 'cúp mạng', means: 'mất mạng' },
      writes: true,
      down: outage,
      up: 303,
    },
    { route: 'admin/tu-khoa.astro', path: '/admin/tu-khoa', down: outage, up: 200 },
    // Without a waiting sign-in it only says the code's time is over: no database.
    { route: 'admin/xac-thuc.astro', path: '/admin/xac-thuc', down: 410, up: 410 },
  ];
  const booked = world.booking;
  const visitor: Visit[] = [
    // The landing page shows what needs no database, without the questions and stories (and is not cached).
    { route: 'index.astro', path: '/', down: 200, up: 200 },
    { route: 'contact.astro', path: '/contact', down: outage, up: 200 },
    { route: 'dat-lich-demo/index.astro', path: '/dat-lich-demo', down: outage, up: 200 },
    {
      route: 'dat-lich-demo/index.astro',
      path: '/dat-lich-demo',
      form: booked,
      writes: true,
      down: leadUnavailable,
      keeps: [
        `value="${booked.name}"`,
        `value="${booked.company_name}"`,
        `value="${booked.email}"`,
        `value="${booked.phone}"`,
        `checked="" value="${booked.slot}"`,
      ],
      up: 303,
    },
    { route: 'dat-lich-demo/da-dat.astro', path: links.view, down: outage, up: 200 },
    { route: 'dat-lich-demo/lich-hen.ics.ts', path: links.calendar, down: outageText, up: 200 },
    { route: 'dat-lich-demo/doi-gio.astro', path: links.reschedule, down: outage, up: 200 },
    // An empty choice: refused once the database is back, so the meeting stays as it is.
    { route: 'dat-lich-demo/doi-gio.astro', path: links.reschedule, form: { slot: '' }, down: outage, up: 400 },
    { route: 'dat-lich-demo/huy.astro', path: links.cancel, down: outage, up: 200 },
    // The form (or, without a mail server, how to write): the company's details kept in memory.
    { route: 'yeu-cau-du-lieu-ca-nhan/index.astro', path: '/yeu-cau-du-lieu-ca-nhan', down: 200, up: 200 },
    // A link that is not ours is refused before the database is asked.
    {
      route: 'yeu-cau-du-lieu-ca-nhan/xac-nhan.astro',
      path: '/yeu-cau-du-lieu-ca-nhan/xac-nhan?ma=x',
      down: 404,
      up: 404,
    },
    { route: 'tro-ly.astro', path: '/tro-ly', down: outage, up: 200 },
    {
      route: 'tro-ly.astro',
      path: '/tro-ly?q=gi%C3%A1%20ph%E1%BA%A7n%20m%E1%BB%81m',
      writes: true,
      down: 'Trợ lý đang tạm gián đoạn. Vui lòng thử lại sau ít phút.',
      up: 200,
    },
    { route: 'tro-ly/khung.astro', path: '/tro-ly/khung', down: outage, up: 200 },
    {
      route: 'api/assistant.ts',
      path: '/api/assistant',
      json: { question: 'Giá phần mềm bao nhiêu?' },
      writes: true,
      down: 'Trợ lý tạm thời chưa trả lời được. Anh/chị vui lòng thử lại sau ít phút hoặc gọi hotline.',
      up: 200,
      retryAfter: 60,
    },
    {
      route: 'api/leads/[form].ts',
      path: '/api/leads/trial',
      json: { company_name: 'Khách sạn Mai', name: 'Trần Mai', email: 'mai@vidu.vn', phone: '0902 345 678', page: '/' },
      writes: true,
      down: leadUnavailable,
      up: 200,
    },
    { route: 'gui-yeu-cau.astro', path: '/gui-yeu-cau?form=trial', down: 200, up: 200 },
    {
      route: 'gui-yeu-cau.astro',
      path: '/gui-yeu-cau?form=contact',
      form: {
        company_name: 'Khách sạn Thu',
        name: 'Lê Thu',
        email: 'thu@vidu.vn',
        phone: '0903 456 789',
        message: 'Tư vấn giúp khách sạn 20 phòng',
        page: '/contact',
      },
      // The contact form's own words for any failure (spec §8).
      writes: true,
      down: 'Gửi tin nhắn thất bại. Vui lòng thử lại sau.',
      keeps: ['value="Lê Thu"', 'value="thu@vidu.vn"', 'value="0903 456 789"', 'Tư vấn giúp khách sạn 20 phòng'],
      up: 303,
    },
    { route: 'tin-tuc/index.astro', path: '/tin-tuc', down: outage, up: 200 },
    {
      route: 'tin-tuc/index.astro',
      path: '/tin-tuc',
      form: { email: 'ban-tin@vidu.vn', consent: 'on', page: '/tin-tuc' },
      writes: true,
      down: leadUnavailable,
      keeps: ['value="ban-tin@vidu.vn"'],
      up: 303,
    },
    { route: 'tin-tuc/[slug].astro', path: `/tin-tuc/${items.article.slug}`, down: outage, up: 200 },
    { route: 'tin-tuc/rss.xml.ts', path: '/tin-tuc/rss.xml', down: outageText, up: 200 },
    { route: 'san-pham/index.astro', path: '/san-pham', down: outage, up: 200 },
    { route: 'san-pham/[slug].astro', path: `/san-pham/${items.product.slug}`, down: outage, up: 200 },
    { route: 'khach-hang/index.astro', path: '/khach-hang', down: outage, up: 200 },
    { route: 'khach-hang/[slug].astro', path: `/khach-hang/${items.story.slug}`, down: outage, up: 200 },
    { route: 'bao-gia.astro', path: '/bao-gia', down: outage, up: 200 },
    { route: 'tim-kiem.astro', path: '/tim-kiem?q=kh%C3%B3a', writes: true, down: outage, up: 200 },
    { route: 'sitemap.xml.ts', path: '/sitemap.xml', down: outageText, up: 200 },
    {
      route: 'anh/[file].ts',
      path: `/anh/${world.image}`,
      down: 'Chưa tải được ảnh. Vui lòng thử lại sau.',
      up: 200,
      // An image is asked for again soon: the page around it is already there.
      retryAfter: 5,
    },
    // Need no database: files, the legal text, the thank-you, the video's panel, the error pages.
    { route: 'cam-on.astro', path: '/cam-on', down: 200, up: 200 },
    // A booking stored without its slot lands here: the hotline is the company's details kept in memory.
    { route: 'dat-lich-demo/chua-giu-gio.astro', path: '/dat-lich-demo/chua-giu-gio', down: 200, up: 200 },
    { route: 'chinh-sach-bao-mat.astro', path: '/chinh-sach-bao-mat', down: 200, up: 200 },
    { route: 'video-gioi-thieu/khung.astro', path: '/video-gioi-thieu/khung', down: 200, up: 200 },
    { route: 'opensearch.xml.ts', path: '/opensearch.xml', down: 200, up: 200 },
    { route: 'robots.txt.ts', path: '/robots.txt', down: 200, up: 200 },
    { route: 'og/[...path].png.ts', path: '/og/trang-chu.png', down: 200, up: 200 },
    { route: 'minh-hoa/[name].avif.ts', path: '/minh-hoa/phan-mem.avif', down: 200, up: 200 },
    { route: '404.astro', path: '/khong-co-trang-nay', down: 404, up: 404 },
    { route: '500.astro', path: '/500', down: 500, up: 500 },
    // The outage page's own address: the site's 404 page (checked in full below).
    { route: '503.astro', path: '/503', down: 404, up: 404 },
    { route: 'kiem-tra-loi.astro', path: '/kiem-tra-loi', down: 404, up: 404 },
  ];
  // Last, as the database is back: cancelling ends the meeting's links, signing out the session.
  const last: Visit[] = [
    { route: 'dat-lich-demo/huy.astro', path: links.cancel, form: {}, writes: true, down: outage, up: 303 },
    { route: 'admin/logout.ts', path: '/admin/logout', form: {}, writes: true, down: outage, up: 303 },
  ];
  return [
    ...visitor,
    ...admin.map((visit) => ({ ...visit, staff: true })),
    ...last.map((visit) => ({ ...visit, staff: true })),
  ];
}

/** A running server, a handle on its database, and a way to send it a visit as the owner's browser. */
interface Site {
  server: LaunchedServer;
  db: Kysely<Database>;
  send: (request: SentRequest) => Promise<Response>;
}

/** What a visit sends. */
type SentRequest = Pick<Visit, 'path' | 'form' | 'json' | 'staff'>;

/** `server` with `db`; `cookie()` is the owner's session once signed in. */
function siteOf(server: LaunchedServer, db: Kysely<Database>, cookie: () => string): Site {
  const send = (visit: SentRequest) =>
    fetch(`${server.url}${visit.path}`, {
      redirect: 'manual',
      method: visit.form || visit.json ? 'POST' : 'GET',
      headers: {
        ...(visit.staff ? { cookie: cookie() } : {}),
        ...(visit.form ? { 'content-type': 'application/x-www-form-urlencoded', origin: server.url } : {}),
        ...(visit.json ? { 'content-type': 'application/json', origin: server.url } : {}),
      },
      body: visit.form ? new URLSearchParams(visit.form) : visit.json ? JSON.stringify(visit.json) : null,
    });
  return { server, db, send };
}

/** The owner signed in, the content the site ships and its first booking, on a running `site`. */
async function buildWorld(site: Site): Promise<World> {
  const { db, send } = site;
  const ownerId = randomUUID();
  await insertUser(db, {
    id: ownerId,
    email: 'chu@hotelix.vn',
    password_hash: await fixtureHash(password),
    role: 'owner',
    name: 'Phạm Chủ',
    deactivated_at: null,
    created_at: new Date().toISOString(),
  });
  const signIn = await send({ path: '/admin/login', form: { email: 'chu@hotelix.vn', password, next: '' } });
  expect(signIn.status).toBe(303);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  const slots = [
    ...(await (await send({ path: '/dat-lich-demo' })).text()).matchAll(/name="slot" value="([^"]+)"/g),
  ].map((match) => match[1]!);
  const visitor = (n: number, slot: string) => ({
    slot,
    mode: 'online',
    address: '',
    name: `Nguyễn Văn Khách ${n}`,
    company_name: `Khách sạn Hoa Sen ${n}`,
    email: `khach${n}@hoasen.vn`,
    phone: `0901 234 00${n}`,
    page: '/dat-lich-demo',
    website: '',
    idempotency_key: randomUUID(),
  });
  const first = await send({ path: '/dat-lich-demo', form: visitor(1, slots[0]!) });
  expect(first.status).toBe(303);
  const view = first.headers.get('location')!;
  const page = readable(await (await send({ path: view })).text());
  const link = (name: string) => new RegExp(`href="(/dat-lich-demo/${name}\\?ma=[^"]+)"`).exec(page)![1]!;
  const lead = await db.selectFrom('contacts').select('id').executeTakeFirstOrThrow();
  const rows = await db.selectFrom('content_items').select(['id', 'kind', 'slug']).execute();
  const item = (kind: string) => rows.find((row) => row.kind === kind)!;
  const image = await db.selectFrom('media_variants').select(['image_id', 'format', 'width']).executeTakeFirstOrThrow();
  return {
    cookie,
    // Another day's: a meeting keeps the slots around it from the team.
    booking: visitor(2, slots.at(-1)!),
    links: { view, reschedule: link('doi-gio'), cancel: link('huy'), calendar: link('lich-hen.ics') },
    leadId: lead.id,
    items: { article: item('article'), product: item('product'), faq: item('faq'), story: item('story') },
    image: `${image.image_id}-${image.width}.${image.format}`,
    ownerId,
  };
}

/**
 * Sends every visit, in turn or all at once (`together`); what was wrong with the answers, one line each. `expected` is a status
 * (the route's usual one) or the message of a 503, which must also carry the outage's Retry-After (or
 * the route's own), come as a page in Vietnamese when it is a page (never the 500 page), and show what
 * a form sent.
 */
async function sweep(
  site: Site,
  list: Visit[],
  expected: (visit: Visit) => string | number,
  { together = false } = {},
): Promise<string[]> {
  const check = async (visit: Visit): Promise<string | undefined> => {
    const response = await site.send(visit);
    const body = readable(await response.text());
    const where = `${visit.form || visit.json ? 'POST' : 'GET'} ${visit.path.slice(0, 60)}`;
    const wanted = expected(visit);
    if (typeof wanted === 'number')
      return response.status !== wanted ? `${where}: ${response.status}, expected ${wanted}` : undefined;
    const retryAfter = response.headers.get('retry-after');
    const problems = [
      response.status !== 503 && `status ${response.status}`,
      retryAfter !== String(visit.retryAfter ?? outageRetrySeconds) && `Retry-After ${retryAfter}`,
      !body.includes(wanted) && `no '${wanted}'`,
      body.includes('Unexpected Application Error') && 'the 500 page',
      response.headers.get('content-type')?.startsWith('text/html') && !body.includes('<html lang="vi"') && 'no page',
      ...(visit.keeps ?? []).filter((kept) => !body.includes(kept)).map((kept) => `lost ${kept}`),
    ].filter(Boolean);
    return problems.length ? `${where}: ${problems.join(', ')}` : undefined;
  };
  const found: Array<string | undefined> = [];
  if (together) found.push(...(await Promise.all(list.map(check))));
  else for (const visit of list) found.push(await check(visit));
  return found.filter((problem) => problem !== undefined);
}

/** What the database holds of the booking refused during the outage and sent again after it: one lead. */
const leadsOf = (site: Site, email: string) =>
  site.db.selectFrom('contacts').select('id').where('email', '=', email).execute();

describe('the outage sweep', () => {
  it('asks for every route in src/pages', () => {
    const placeholder = { id: 'x', slug: 'x' };
    const world: World = {
      cookie: '',
      booking: {},
      links: { view: '/', reschedule: '/', cancel: '/', calendar: '/' },
      leadId: 'x',
      items: { article: placeholder, product: placeholder, faq: placeholder, story: placeholder },
      image: 'x',
      ownerId: 'x',
    };
    expect([...new Set(visits(world).map((visit) => visit.route))].sort()).toEqual(routeFiles());
  });
});

// PostgreSQL only here (a connection to cut): runs wherever the suite has one (TEST_DATABASE_URL).
describe.each(testDialects.filter((dialect) => dialect === 'postgres'))('every route while %s is away', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let site: Site;
  let world: World;

  /** Drops every page the route cache holds (a new content version, heard by the server's poll). */
  async function emptyRouteCache(): Promise<void> {
    const probe = async () => (await fetch(`${site.server.url}/video-gioi-thieu/khung`)).headers.get('x-astro-cache');
    await probe();
    await bumpContentVersion(site.db);
    await expect.poll(probe, { timeout: 10_000, interval: 100 }).toBe('MISS');
  }

  beforeAll(async () => {
    // A copy of the run's imported template: the server starts on it as on a site already running.
    database = await createTestDatabase('postgres', 'imported');
    const url = new URL(database.env.DATABASE_URL!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const server = await launchServer({ DATABASE_URL: url.href, ...noLimits, CONTENT_POLL_SECONDS: '1' });
    site = siteOf(server, createDb(database.config), () => world.cookie);
    world = await buildWorld(site);
  });

  afterAll(async () => {
    // Before the server stops: a cut database would hold its shutdown.
    await proxy?.restore();
    await site?.server.stop();
    await site?.db.destroy();
    await proxy?.close();
    await database?.dispose();
  });

  it('answers 503 in Vietnamese with Retry-After where the database is needed, keeps what forms sent, and recovers without a restart', async () => {
    const list = visits(world);
    // Readers' pages kept from before would be served from the cache: every route is asked cold.
    await emptyRouteCache();
    await proxy.cut();
    expect(await sweep(site, list, (visit) => visit.down)).toEqual([]);
    expect(site.server.output()).toContain('"event":"database_unavailable"');

    await proxy.restore();
    // The pool opens new connections as requests come: the first may still meet the old ones' end.
    await expect.poll(async () => (await fetch(`${site.server.url}/contact`)).status, { timeout: 15_000 }).toBe(200);
    expect(await sweep(site, list, (visit) => visit.up)).toEqual([]);
    // The booking refused during the outage, sent again by the browser: booked, once.
    expect(await leadsOf(site, world.booking.email!)).toHaveLength(1);
    expect(site.server.output().match(/"event":"listening"/g)).toHaveLength(1);
    expect(() => process.kill(site.server.pid, 0)).not.toThrow();
  }, 120_000);
});

describe('every route while another process holds SQLite’s write lock', () => {
  let site: Site;
  let world: World;

  beforeAll(async () => {
    const server = await launchServer(noLimits);
    site = siteOf(
      server,
      createDb({ dialect: 'sqlite', file: path.join(server.dataDir, 'site.db') }),
      () => world.cookie,
    );
    world = await buildWorld(site);
  });

  afterAll(async () => {
    await site?.db.destroy();
    await site?.server.stop();
  });

  it('shows the site’s 404 page at the outage page’s own address', async () => {
    const response = await site.send({ path: '/503' });
    expect(response.status).toBe(404);
    expect(response.headers.get('retry-after')).toBeNull();
    const body = readable(await response.text());
    expect(body).toContain('<html lang="vi"');
    expect(body).toContain('Không tìm thấy trang');
    expect(body).toContain('Oops! Page not found');
    expect(body).not.toContain('Nội dung tạm thời chưa hiển thị được');
  });

  it('answers 503 in Vietnamese with Retry-After where a route writes, reads as usual, and recovers without a restart', async () => {
    const list = visits(world);
    const holder = await holdWriteLock(path.join(site.server.dataDir, 'site.db'), 60_000);
    try {
      // All at once, as visitors arrive: each writing route waits out the lock (3 s) before its 503,
      // and one after another those waits were most of this file's time.
      expect(await sweep(site, list, (visit) => (visit.writes ? visit.down : visit.up), { together: true })).toEqual(
        [],
      );
      expect(holder.process.exitCode, 'the lock was held throughout').toBeNull();
    } finally {
      await holder.release();
    }
    expect(
      await sweep(
        site,
        list.filter((visit) => visit.writes),
        (visit) => visit.up,
      ),
    ).toEqual([]);
    expect(await leadsOf(site, world.booking.email!)).toHaveLength(1);
    expect(site.server.output().match(/"event":"listening"/g)).toHaveLength(1);
  }, 120_000);
});
