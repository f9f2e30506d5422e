import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { formatVnd } from '../../src/lib/format.ts';
import { estimateQuote, type QuoteEstimate } from '../../src/lib/quote/estimate-quote.ts';
import type { QuoteCatalogue } from '../../src/lib/quote/quote-catalogue.ts';
import { parseQuoteValues, quoteHref, type QuoteValues } from '../../src/lib/quote/quote-input.ts';
import { readStoredQuote } from '../../src/lib/quote/stored-quote.ts';
import { amountOrOnRequest, quoteLabels, softwareAmount, softwareTitle } from '../../src/lib/quote/quote-text.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { islandProps } from './island-props.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// The quote page and its leads against the production server, on each database: the estimate the
// server renders without JavaScript is the island's (same function, same catalogue), and a quote
// lead keeps what was asked and every line.

const person = {
  company_name: 'Khách sạn Biển Xanh',
  name: 'Trần Thị Bích',
  phone: '0912 345 678',
  email: 'bich@bienxanh.vn',
  page: '/bao-gia',
};

/** The rows of the estimate as rendered: label → amount. */
function renderedRows(html: string): Array<[string, string]> {
  const clean = html.replace(/<!--.*?-->/g, '');
  return [...clean.matchAll(/<tr[^>]*data-quote-row="([^"]*)"[^>]*>.*?<td[^>]*>(.*?)<\/td>/g)].map((match) => [
    match[1]!,
    match[2]!,
  ]);
}

/** The rows the page must show for an estimate. */
function expectedRows(estimate: QuoteEstimate): Array<[string, string]> {
  return [
    ...estimate.lines.map((line): [string, string] => [line.label, formatVnd(line.amountVnd)]),
    [quoteLabels.oneTime, formatVnd(estimate.oneTimeVnd)],
    [softwareTitle(estimate.software), softwareAmount(estimate.software)],
    [quoteLabels.firstYear, amountOrOnRequest(estimate.firstYearVnd)],
    [quoteLabels.perRoomPerMonth, amountOrOnRequest(estimate.perRoomPerMonthVnd)],
  ];
}

/** Twenty input sets, the same on every run: room counts across the plans' limits, edges included. */
function inputSets(catalogue: QuoteCatalogue): QuoteValues[] {
  const quantity = fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 20_000 }).map(String));
  const set = fc.record({
    phong: fc.oneof(
      fc.constantFrom('1', '20', '21', '100', '101', '2000'),
      fc.integer({ min: 1, max: 2000 }).map(String),
    ),
    goi: fc.constantFrom('', 'basic', 'professional', 'enterprise'),
    ky: fc.constantFrom('thang', 'nam'),
    ...Object.fromEntries(catalogue.hardware.map((product) => [product.param, quantity])),
  });
  return fc.sample(set, { numRuns: 20, seed: 20261123 }) as QuoteValues[];
}

describe.each(testDialects)('the quote on %s', (dialect) => {
  let database: TestDatabase;
  let server: LaunchedServer;
  let db: Kysely<Database>;
  let catalogue: QuoteCatalogue;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, 'imported');
    server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0', ...database.env });
    db = createDb(database.config);
    const page = await fetch(`${server.url}/bao-gia`);
    catalogue = islandProps(await page.text(), 'quote-island').catalogue as QuoteCatalogue;
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.dispose();
  });

  const quoteLeads = () => db.selectFrom('contacts').selectAll().where('source', '=', 'quote').execute();

  it('renders without JavaScript the estimate the island computes, on 20 input sets', async () => {
    const sets = inputSets(catalogue);
    expect(sets).toHaveLength(20);
    for (const values of sets) {
      const parsed = parseQuoteValues(values, catalogue);
      if (!parsed.ok) throw new Error(`generated an invalid set: ${JSON.stringify(values)}`);
      const response = await fetch(`${server.url}${quoteHref(values, catalogue)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(renderedRows(html), quoteHref(values, catalogue)).toEqual(
        expectedRows(estimateQuote(parsed.input, catalogue)),
      );
      // The island starts from the same inputs the server computed from.
      expect(islandProps(html, 'quote-island').initialValues).toEqual(
        Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
      );
    }
  });

  it("starts a product page's 'Nhận báo giá' with that product alone, keeping what the link also typed", async () => {
    const opened = async (query: string) => {
      const html = await (await fetch(`${server.url}/bao-gia?${query}`)).text();
      return { values: islandProps(html, 'quote-island').initialValues as QuoteValues, rows: renderedRows(html) };
    };
    const lockOnly = await opened('sp=khoa');
    expect(lockOnly.values).toEqual({ phong: '30', goi: '', ky: 'thang', board: '0', the: '0' });
    const parsed = parseQuoteValues(lockOnly.values, catalogue);
    if (!parsed.ok) throw new Error('the product-only values do not parse');
    expect(lockOnly.rows).toEqual(expectedRows(estimateQuote(parsed.input, catalogue)));
    const lines = lockOnly.rows.map(([label]) => label).join('\n');
    expect(lines).toContain('Khóa thông minh');
    expect(lines).not.toContain('Thẻ từ');
    expect(lines).not.toContain('Board');

    expect((await opened('sp=khoa&phong=50&the=10')).values).toMatchObject({ phong: '50', board: '0', the: '10' });
    // An unknown product, or a crafted value, is ignored: the first visit's values.
    for (const query of ['sp=khongco', 'sp=%3Cscript%3E', 'sp=phong']) {
      expect((await opened(query)).values).toEqual({ phong: '30', goi: '', ky: 'thang' });
    }
  });

  it('answers Doanh nghiệp with Liên hệ, and a wrong room count with its message and no estimate', async () => {
    const enterprise = renderedRows(await (await fetch(`${server.url}/bao-gia?phong=300`)).text());
    expect(enterprise.find(([label]) => label === quoteLabels.firstYear)).toEqual([quoteLabels.firstYear, 'Liên hệ']);
    const refused = await (await fetch(`${server.url}/bao-gia?phong=0`)).text();
    expect(refused).toContain('Số phòng phải là số nguyên từ 1 đến 2.000.');
    expect(renderedRows(refused)).toEqual([]);
  });

  it('stores a quote lead from the island with what was asked and every line, computed on the server', async () => {
    const asked = { phong: '35', goi: 'basic', ky: 'nam', the: '50' };
    // The lead this test stores: another test's quote leads may be there already.
    const earlier = new Set((await quoteLeads()).map((row) => row.id));
    const response = await fetch(`${server.url}/api/leads/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...person, ...asked }),
    });
    expect(response.status).toBe(200);
    const added = (await quoteLeads()).filter((row) => !earlier.has(row.id));
    expect(added).toHaveLength(1);
    const [lead] = added;
    expect(lead).toMatchObject({
      source: 'quote',
      room_count: 35,
      plan: 'professional',
      company_name: person.company_name,
    });
    const stored = readStoredQuote(lead!.quote);
    const parsed = parseQuoteValues(asked, catalogue);
    if (!parsed.ok) throw new Error('invalid test input');
    expect(stored).toEqual({ version: 1, input: parsed.input, estimate: estimateQuote(parsed.input, catalogue) });
    // Cơ bản covers 20 rooms: the quote is raised to Chuyên nghiệp and says so.
    expect(stored?.estimate.planRaised).toBe(true);
    expect(lead!.message).toMatch(/^Nhận báo giá chi tiết: 35 phòng · Gói Chuyên nghiệp .*, năm đầu [\d.]+\u00a0₫$/);
  });

  it('stores a quote lead posted without JavaScript and sends the visitor to /cam-on', async () => {
    const before = (await quoteLeads()).length;
    const response = await fetch(`${server.url}/gui-yeu-cau?form=quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ ...person, email: 'nojs@bienxanh.vn', phong: '12', goi: '', ky: 'thang', khoa: '0' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cam-on');
    const lead = (await quoteLeads()).find((row) => row.email === 'nojs@bienxanh.vn');
    expect((await quoteLeads()).length).toBe(before + 1);
    const stored = readStoredQuote(lead!.quote);
    expect(stored?.estimate.software.planId).toBe('basic');
    expect(stored?.estimate.lines.some((line) => line.product === 'khoa')).toBe(false);
  });

  it('refuses a wrong quote with a clear 4xx and stores nothing, the server staying up', async () => {
    const before = (await quoteLeads()).length;
    const send = (body: string, type = 'application/json', method = 'POST') =>
      fetch(`${server.url}/api/leads/quote`, {
        method,
        headers: { 'content-type': type, origin: server.url },
        body: method === 'GET' ? null : body,
      });
    const zeroRooms = await send(JSON.stringify({ ...person, phong: '0' }));
    expect(zeroRooms.status).toBe(400);
    expect(await zeroRooms.json()).toMatchObject({ errors: { phong: 'Số phòng phải là số nguyên từ 1 đến 2.000.' } });
    const tooMany = await send(JSON.stringify({ ...person, phong: '10', khoa: '20001' }));
    expect(await tooMany.json()).toMatchObject({ errors: { khoa: 'Số lượng phải là số nguyên từ 0 đến 20.000.' } });
    expect((await send(JSON.stringify({ ...person }))).status).toBe(400);
    expect((await send(JSON.stringify({ ...person, phong: { length: 3 } }))).status).toBe(400);
    expect((await send(JSON.stringify({ ...person, phong: ['35'] }))).status).toBe(400);
    expect((await send('phong=35', 'text/plain')).status).toBe(415);
    expect((await send('', 'application/json', 'GET')).status).toBe(405);
    expect((await send(JSON.stringify({ ...person, phong: '35', page: 'x'.repeat(70_000) }))).status).toBe(413);
    expect((await fetch(`${server.url}/bao-gia`, { method: 'POST', body: 'phong=3' })).status).toBe(405);
    expect((await quoteLeads()).length).toBe(before);
    expect((await fetch(`${server.url}/bao-gia?phong=35`)).status).toBe(200);
  });
});
