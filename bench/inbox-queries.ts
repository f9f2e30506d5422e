import { loadavg } from 'node:os';
import { sql, type Insertable, type Kysely } from 'kysely';
import { leadSearchText } from '../src/lib/search/lead-search-text.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { createDb } from '../src/server/db/client.ts';
import type { Database, LeadEventTable, LeadStatus, NewContact } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { parseInboxFilter, type InboxCursor, type InboxFilter } from '../src/server/inbox/inbox-filter.ts';
import { countNewBySource, listLeads } from '../src/server/inbox/inbox.repository.ts';
import { matchesSearch } from '../src/server/inbox/lead-search.repository.ts';
import { foldText } from '../src/lib/search/fold.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';
import { percentile } from './stats.ts';
import { seeded } from '../scripts/lib/seeded-random.ts';
import { fixtureMessage, fixtureNotes } from './lead-notes.ts';

// The inbox's queries on a full database: for SQLite and PostgreSQL, a throwaway database gets a
// fixture of realistic leads (Vietnamese names with diacritics, hotels, e-mails, phones, every source
// and status, ~2 years of history), then each query of /admin is timed at the repository level, as
// src/pages/admin/index.astro runs it: listLeads(filter, cursor, 50 + 1) and countNewBySource side by
// side. No server and no build needed. Only measures and checks: run.ts renders.
//
// BENCH_INBOX_LEADS (default 100,000) sets the fixture's size; PostgreSQL is TEST_DATABASE_URL, or the
// local server, in a schema made and dropped here.

export const leadCount = Number(process.env.BENCH_INBOX_LEADS ?? 100_000);
const warmupRuns = 5;
const timedRuns = 50;
/** The page shows 50 leads and asks for one more to know whether there is a next page. */
const pageSize = 50;
const batchSize = 500;
/** Batches per transaction while loading the fixture. */
const batchesPerTransaction = 10;
/** Which page the keyset case times (the pages before it are walked, untimed, for its cursor). */
const deepPage = 20;

if (!Number.isInteger(leadCount) || leadCount < 1) {
  throw new Error(`BENCH_INBOX_LEADS must be a whole number ≥ 1 (got ${process.env.BENCH_INBOX_LEADS})`);
}

// ---------------------------------------------------------------------------------------------------
// The fixture: deterministic (seeded), so every run measures the same rows.

/** Picks from `[value, weight]` pairs in proportion to the weights. */
function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let point = random() * total;
  for (const [value, weight] of choices) {
    point -= weight;
    if (point < 0) return value;
  }
  return choices.at(-1)![0];
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Family names roughly as common as in Vietnam (Nguyễn ~ 4 in 10). */
const familyNames = [
  ['Nguyễn', 38],
  ['Trần', 11],
  ['Lê', 9.5],
  ['Phạm', 7],
  ['Hoàng', 3],
  ['Huỳnh', 2],
  ['Phan', 4.5],
  ['Vũ', 2],
  ['Võ', 2],
  ['Đặng', 2.1],
  ['Bùi', 2],
  ['Đỗ', 1.4],
  ['Hồ', 1.3],
  ['Ngô', 1.3],
  ['Dương', 1],
  ['Lý', 0.5],
  ['Trịnh', 0.5],
  ['Đinh', 0.5],
  ['Lâm', 0.4],
  ['Mai', 0.3],
] as const;
const maleMiddleNames = ['Văn', 'Văn', 'Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thành', 'Công', 'Xuân', 'Hoàng', 'Trọng'];
const femaleMiddleNames = ['Thị', 'Thị', 'Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Kim', 'Bảo', 'Phương', 'Mỹ', 'Diệu'];
// prettier-ignore
const maleGivenNames = [
  'An', 'Anh', 'Bảo', 'Bình', 'Cường', 'Dũng', 'Duy', 'Đạt', 'Đức', 'Hải', 'Hiếu', 'Hoàng', 'Hùng', 'Huy',
  'Khánh', 'Khoa', 'Kiên', 'Long', 'Lộc', 'Minh', 'Nam', 'Nghĩa', 'Phong', 'Phúc', 'Quân', 'Quang', 'Sơn',
  'Tài', 'Thắng', 'Thành', 'Thịnh', 'Toàn', 'Trung', 'Tuấn', 'Tùng', 'Việt', 'Vinh',
];
// prettier-ignore
const femaleGivenNames = [
  'Anh', 'Châu', 'Chi', 'Diệp', 'Dung', 'Giang', 'Hà', 'Hạnh', 'Hằng', 'Hiền', 'Hoa', 'Hồng', 'Hương', 'Huyền',
  'Lan', 'Liên', 'Linh', 'Loan', 'Mai', 'My', 'Nga', 'Ngân', 'Ngọc', 'Nhung', 'Oanh', 'Phương', 'Quyên',
  'Tâm', 'Thảo', 'Thu', 'Thủy', 'Trâm', 'Trang', 'Tuyết', 'Uyên', 'Vân', 'Vy', 'Yến',
];
// prettier-ignore
const hotelNames = [
  'Hoa Sen', 'Sao Biển', 'Hạ Long Xanh', 'Phố Cổ', 'Sông Hàn', 'Ngọc Lan', 'Biển Đông', 'Trăng Non',
  'Đồi Thông', 'Hương Giang', 'Mây Trắng', 'Bình Minh', 'Hoàng Gia', 'Phương Nam', 'Thiên Đường', 'Ánh Dương',
  'Hải Âu', 'Cát Vàng', 'Rừng Thông', 'Gió Biển', 'Lá Phong', 'Thảo Nguyên', 'Bông Sen', 'Hồng Hạc',
  'Đông Kinh', 'Kim Liên', 'Thanh Bình', 'An Nhiên', 'Vạn Xuân', 'Hòa Bình',
];
// prettier-ignore
const places = [
  'Hà Nội', 'Đà Nẵng', 'Hội An', 'Nha Trang', 'Đà Lạt', 'Phú Quốc', 'Huế', 'Vũng Tàu', 'Sa Pa', 'Quy Nhơn',
  'Hạ Long', 'Cần Thơ', 'Mũi Né', 'Ninh Bình', 'Côn Đảo', 'Sài Gòn',
];
const hotelForms = [
  (name: string) => `Khách sạn ${name}`,
  (name: string, place: string) => `Khách sạn ${name} ${place}`,
  (name: string) => `${name} Hotel`,
  (name: string, place: string) => `${name} Boutique ${place}`,
  (name: string) => `Homestay ${name}`,
  (name: string, place: string) => `${name} Resort ${place}`,
  (name: string) => `Nhà nghỉ ${name}`,
  (name: string, place: string) => `Căn hộ dịch vụ ${name} ${place}`,
];
const mailDomains = [
  ['gmail.com', 60],
  ['yahoo.com', 8],
  ['outlook.com', 6],
  ['hotmail.com', 4],
  [null, 22], // the hotel's own domain
] as const;
// prettier-ignore
const phonePrefixes = [
  '090', '091', '093', '094', '096', '097', '098', '032', '033', '034', '035', '036', '037', '038', '039',
  '070', '076', '077', '078', '079', '081', '082', '083', '084', '085', '086', '088', '089',
];
const sources = [
  ['trial', 45],
  ['demo', 20],
  ['pricing', 20],
  ['contact', 15],
] as const;
const recentStatuses = [
  ['new', 70],
  ['contacted', 20],
  ['demo', 5],
  ['lost', 5],
] as const;
const olderStatuses = [
  ['new', 6],
  ['contacted', 34],
  ['demo', 18],
  ['won', 12],
  ['lost', 30],
] as const;
const plans = ['co-ban', 'chuyen-nghiep', 'doanh-nghiep'];
// The page each seeded lead came from; a form not listed here (added since) seeds '/'.
const pages: Partial<Record<NewContact['source'], string>> = {
  trial: '/dung-thu',
  demo: '/dat-lich-demo',
  pricing: '/bang-gia',
  contact: '/lien-he',
  quote: '/bao-gia',
  assistant: '/tro-ly',
};

/** Lower case ASCII, for e-mail addresses: 'Đặng Thị' → 'dangthi'. */
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const hex = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');

/** A fixture lead and its notes. */
interface FixtureLead {
  lead: NewContact;
  notes: Array<Insertable<LeadEventTable>>;
}

/** The fixture's leads in order, each `created_at` spread over the two years before `now`. */
function* fixtureLeads(count: number, now: number): Generator<FixtureLead> {
  const random = seeded(20261122);
  const span = 730 * 86_400_000;
  for (let index = 0; index < count; index++) {
    const female = random() < 0.5;
    const family = weighted(random, familyNames);
    const middle = pick(random, female ? femaleMiddleNames : maleMiddleNames);
    const given = pick(random, female ? femaleGivenNames : maleGivenNames);
    const name = `${family} ${middle} ${given}`;
    const hotel = pick(random, hotelNames);
    const place = pick(random, places);
    const company_name = pick(random, hotelForms)(hotel, place);
    const domain = weighted(random, mailDomains) ?? `${ascii(hotel)}.vn`;
    const local = pick(random, [
      `${ascii(given)}.${ascii(family)}`,
      `${ascii(family)}${ascii(middle)}${ascii(given)}`,
      `${ascii(given)}${Math.floor(random() * 2000)}`,
      domain.endsWith('.vn') ? 'lienhe' : `${ascii(given)}${ascii(family)}${Math.floor(random() * 100)}`,
    ]);
    const email = `${local}@${domain}`;
    const digits = `${pick(random, phonePrefixes)}${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
    const phone = pick(random, [
      digits,
      `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`,
      `+84 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`,
    ]);
    // More leads lately than two years ago (a growing site): the square root skews towards now.
    const age = span * (1 - Math.sqrt(random()));
    const createdAt = new Date(now - age).toISOString();
    const source = weighted(random, sources);
    const status: LeadStatus = weighted(random, age < 14 * 86_400_000 ? recentStatuses : olderStatuses);
    const utm = random() < 0.3;
    const id = `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${pick(random, ['8', '9', 'a', 'b'])}${hex(random, 3)}-${hex(random, 12)}`;
    const message = fixtureMessage(random, source, createdAt);
    const notes = fixtureNotes(random, { id, status, created_at: createdAt });
    const lead: NewContact = {
      id,
      company_name,
      name,
      email,
      phone,
      search_text: leadSearchText({ name, company_name, email, phone, message, notes: notes.map((row) => row.note!) }),
      message,
      room_count: random() < 0.6 ? 5 + Math.floor(random() * 200) : null,
      source,
      plan: source === 'pricing' ? pick(random, plans) : null,
      preferred_time:
        source === 'demo' ? `${createdAt.slice(0, 10)}T${pick(random, ['09:00', '14:00', '15:30'])}` : null,
      page: pages[source] ?? '/',
      utm_source: utm ? pick(random, ['google', 'facebook', 'zalo']) : null,
      utm_medium: utm ? pick(random, ['cpc', 'social']) : null,
      utm_campaign: utm ? pick(random, ['mua-he', 'tet', 'khai-truong']) : null,
      utm_term: null,
      utm_content: null,
      referrer: random() < 0.4 ? pick(random, ['https://www.google.com/', 'https://www.facebook.com/']) : null,
      consent_version: '2026-11-22',
      consent_at: createdAt,
      status,
      created_at: createdAt,
    };
    yield { lead, notes };
  }
}

/**
 * Loads the fixture; returns the lead in its middle, whose phone and name the few-rows searches look for.
 * `decorate` adds what another measurement needs to each lead (the sales views: owners, next steps).
 */
export async function loadFixture(
  db: Kysely<Database>,
  count: number,
  decorate: (lead: NewContact, random: () => number) => NewContact = (lead) => lead,
): Promise<{ middleLead: NewContact; ms: number }> {
  const started = performance.now();
  const leads = fixtureLeads(count, Date.now());
  const random = seeded(20261127);
  let middleLead: NewContact | undefined;
  let loaded = 0;
  let done = false;
  while (!done) {
    await db.transaction().execute(async (trx) => {
      for (let batch = 0; batch < batchesPerTransaction && !done; batch++) {
        const rows: NewContact[] = [];
        const notes: Array<Insertable<LeadEventTable>> = [];
        for (let next = leads.next(); ; next = leads.next()) {
          if (next.done) {
            done = true;
            break;
          }
          rows.push(decorate(next.value.lead, random));
          notes.push(...next.value.notes);
          if (loaded + rows.length === Math.ceil(count / 2)) middleLead = next.value.lead;
          if (rows.length === batchSize) break;
        }
        if (rows.length) await trx.insertInto('contacts').values(rows).execute();
        if (notes.length) await trx.insertInto('lead_events').values(notes).execute();
        loaded += rows.length;
      }
    });
  }
  return { middleLead: middleLead!, ms: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------------
// The measurement.

/** One of the inbox's queries, as the page runs it. */
interface Case {
  id: string;
  label: string;
  /** The p95 it is held to (maxInboxP95Ms for the first page, maxInboxSearchP95Ms for a search), or none. */
  budgetMs: number | null;
  query: string;
  /** The keyset case starts after this many pages. */
  skipPages?: number;
}

/** What one case measured on one database. */
export interface InboxCaseFigures {
  id: string;
  label: string;
  /** The query string of /admin it stands for. */
  query: string;
  budgetMs: number | null;
  /** Rows listLeads returned (at most 51: a page and one more). */
  rows: number;
  /** Leads of the fixture the filter matches, counted once, untimed. */
  matching: number;
  ms: { p50: number; p95: number; max: number };
}

/** What one database measured. */
export interface InboxFigures {
  dialect: Dialect;
  /** Why the database was not measured (e.g. no PostgreSQL reachable); the figures below are then absent. */
  skipped?: string;
  leads?: number;
  fixtureLoadMs?: number;
  /** The machine's 1-minute load average as the timed runs began: other work skews the figures. */
  loadAverage?: number;
  cases?: InboxCaseFigures[];
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function countMatching(db: Kysely<Database>, filter: InboxFilter): Promise<number> {
  // listLeads' own WHERE, through its pages, would be slow to count; the same conditions, once.
  let query = db.selectFrom('contacts').select((eb) => eb.fn.countAll<number | string>().as('rows'));
  if (filter.words.length) query = query.where((eb) => matchesSearch(eb, filter));
  if (filter.source) query = query.where('source', '=', filter.source);
  if (filter.status) query = query.where('status', '=', filter.status);
  return Number((await query.executeTakeFirstOrThrow()).rows);
}

/** The cursor after `pages` pages of `filter`, walked as a reader clicking "Trang sau" would. */
async function cursorAfter(db: Kysely<Database>, filter: InboxFilter, pages: number): Promise<InboxCursor | null> {
  let cursor: InboxCursor | null = null;
  for (let page = 0; page < pages; page++) {
    const rows = await listLeads(db, filter, cursor, pageSize + 1);
    const last = rows.slice(0, pageSize).at(-1);
    if (!last) return cursor;
    cursor = { createdAt: last.created_at, id: last.id };
  }
  return cursor;
}

async function timeCase(db: Kysely<Database>, spec: Case): Promise<InboxCaseFigures> {
  const filter = parseInboxFilter(new URLSearchParams(spec.query));
  const cursor = spec.skipPages ? await cursorAfter(db, filter, spec.skipPages) : null;
  // As src/pages/admin/index.astro: the page of leads and the "new" counts, side by side.
  const run = () => Promise.all([listLeads(db, filter, cursor, pageSize + 1), countNewBySource(db)]);
  for (let i = 0; i < warmupRuns; i++) await run();
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < timedRuns; i++) {
    const started = performance.now();
    const [page] = await run();
    samples.push(performance.now() - started);
    rows = page.length;
  }
  samples.sort((a, b) => a - b);
  return {
    id: spec.id,
    label: spec.label,
    query: spec.query,
    budgetMs: spec.budgetMs,
    rows,
    matching: await countMatching(db, filter),
    ms: { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), max: round(samples.at(-1)!) },
  };
}

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<InboxFigures> {
  const db = createDb(database.config);
  try {
    await migrateToLatest(db);
    const { middleLead, ms } = await loadFixture(db, leadCount);
    // PostgreSQL's autovacuum would analyse the new rows soon after; done now so it does not happen
    // during the timed runs. SQLite is left as the app leaves it (the app never runs ANALYZE).
    if (dialect === 'postgres') await sql`ANALYZE contacts`.execute(db);
    const fragment = middleLead.phone.replace(/\D/g, '').slice(-7);
    const search = (id: string, label: string, words: string): Case => ({
      id,
      label: `search ${label} "${words}"`,
      budgetMs: budget.maxInboxSearchP95Ms,
      query: new URLSearchParams({ q: words }).toString(),
    });
    const cases: Case[] = [
      { id: 'first-page', label: 'first page', budgetMs: budget.maxInboxP95Ms, query: '' },
      search('search-name', 'a common name', 'nguyen van'),
      search('search-few', "one lead's name, unaccented", foldText(middleLead.name)),
      search('search-note', 'a word of the notes', 'traveloka'),
      search('search-none', 'words no lead has', 'khong ai co ten nay'),
      search('search-phone', 'a phone fragment', fragment),
      {
        id: 'filtered',
        label: 'source demo + status contacted',
        budgetMs: null,
        query: 'nguon=demo&trang-thai=contacted',
      },
      { id: 'deep-page', label: `page ${deepPage} (keyset)`, budgetMs: null, query: '', skipPages: deepPage - 1 },
    ];
    const loadAverage = round(loadavg()[0]!, 2);
    const results: InboxCaseFigures[] = [];
    for (const spec of cases) results.push(await timeCase(db, spec));
    return { dialect, leads: leadCount, fixtureLoadMs: Math.round(ms), loadAverage, cases: results };
  } finally {
    await db.destroy();
  }
}

/** Measures one database (skipped, saying why, when an unrequested PostgreSQL is not there). */
function measureDialect(dialect: Dialect): Promise<InboxFigures> {
  return onThrowawayDatabase(dialect, 'inbox', (database) => measure(dialect, database));
}

export const inboxColumns = ['database', 'query', 'rows returned', 'leads matching', 'p50', 'p95', 'max'];

function rows(figures: InboxFigures, flags: string[]): Cell[][] {
  const label = dialectLabels[figures.dialect];
  if (figures.skipped || !figures.cases) {
    return [
      [
        { text: label },
        { text: `not measured: ${figures.skipped ?? 'no figures'}` },
        ...inboxColumns.slice(2).map(() => ({ text: '–' })),
      ],
    ];
  }
  return figures.cases.map((figure) => {
    const over = figure.budgetMs !== null && figure.ms.p95 > figure.budgetMs;
    if (over) flags.push(`${label} inbox, ${figure.label}: p95 ${figure.ms.p95} ms > ${figure.budgetMs} ms`);
    return [
      { text: label },
      { text: figure.budgetMs !== null ? figure.label : `${figure.label} (not budgeted)` },
      { text: String(figure.rows) },
      { text: figure.matching.toLocaleString('en-US') },
      { text: `${figure.ms.p50} ms` },
      { text: `${figure.ms.p95} ms`, flagged: over },
      { text: `${figure.ms.max} ms` },
    ];
  });
}

/** Builds the fixture in each database in turn, times the inbox's queries and holds them against the budget. */
export async function measureInbox(): Promise<Section> {
  const results: InboxFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const) results.push(await measureDialect(dialect));
  const flags: string[] = [];
  const tableRows = results.flatMap((figures) => rows(figures, flags));
  const measured = results.filter((figures) => figures.fixtureLoadMs !== undefined);
  const loads = measured
    .map((figures) => `${dialectLabels[figures.dialect]} ${round(figures.fixtureLoadMs! / 1000)} s`)
    .join(', ');
  const loadAverages = measured.map((figures) => `${dialectLabels[figures.dialect]} ${figures.loadAverage}`).join(', ');
  return {
    title: 'Inbox queries on a full database',
    note:
      `${leadCount.toLocaleString('en-US')} fixture leads per database (loaded in ${loads || '–'}); each query timed at the ` +
      `repository level as /admin runs it: listLeads (${pageSize} + 1 rows) and countNewBySource side by side. ` +
      `${warmupRuns} warm-up then ${timedRuns} timed runs, one after another ` +
      `(1-minute load average as they began: ${loadAverages || '–'}; other work on the machine skews them). ` +
      `Budget, both databases: the first page p95 ≤ ${budget.maxInboxP95Ms} ms, a search p95 ≤ ${budget.maxInboxSearchP95Ms} ms ` +
      `(every lead has its message and notes in its search text).`,
    columns: inboxColumns,
    rows: tableRows,
    flags,
    data: results,
  };
}
