import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/client.ts';
import { visitsByValue, visitsPerDay } from '../../src/server/visits/visits.repository.ts';
import { siteConfig } from '../../src/lib/site-config.ts';
import { vietnamDateOf } from '../../src/lib/vietnam-time.ts';
import { createTestDatabase, testDialects } from './test-databases.ts';
import { launchServer } from './test-server.ts';

// What the production server counts as a visit, on both databases: a browser's GET of a public page
// answered 200 with HTML; not a crawler, a prefetch, a HEAD, the staff area, a signed-in member, an
// error, a redirect or the assistant's panel; hostile referrers, agents and UTM values cut and
// cleaned; two instances adding up; VISIT_COUNTING=off storing nothing. The server writes what it
// holds when it stops, so a test reads the counts once it has stopped it.

const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const laptop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(testDialects)('visits counted by the server on %s', (dialect) => {
  it('counts browsers’ page views and nothing else, cleaned and bounded', async () => {
    const database = await createTestDatabase(dialect, 'imported');
    const db = createDb(database.config);
    try {
      const server = await launchServer({ ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
      const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
        fetch(`${server.url}${path}`, { method, redirect: 'manual', headers: { 'user-agent': phone, ...headers } });
      try {
        // Counted: three page views by two browsers, one from a campaign and one from Google.
        expect((await get('/bao-gia?utm_source=Facebook&utm_medium=cpc&utm_campaign=tet-2027')).status).toBe(200);
        expect((await get('/bao-gia', { referer: 'https://www.google.com/search?q=phan+mem' })).status).toBe(200);
        expect((await get('/', { 'user-agent': laptop, referer: `${siteConfig.siteUrl.origin}/tin-tuc` })).status).toBe(
          200,
        );
        // Not counted.
        expect((await get('/', { 'user-agent': crawler })).status).toBe(200);
        expect((await get('/', { 'sec-purpose': 'prefetch' })).status).toBe(200);
        expect((await get('/', { purpose: 'prefetch' })).status).toBe(200);
        expect((await get('/', {}, 'HEAD')).status).toBe(200);
        expect((await get('/', { 'user-agent': '' })).status).toBe(200);
        expect((await get('/', { cookie: '__Host-session=abc' })).status).toBe(200);
        expect((await get('/', { cookie: '__Host-device=abc' })).status).toBe(200);
        expect((await get('/admin/login')).status).toBe(200);
        expect((await get('//admin/login')).status).toBe(200);
        expect((await get('/khong-co-trang-nay')).status).toBe(404);
        expect((await get('/tro-ly/khung')).status).toBe(200);
        expect((await get('/favicon.svg')).status).toBe(200);
        // Hostile: cut and cleaned, one row each at most.
        expect(
          (
            await get(
              `/contact?utm_source=${encodeURIComponent('<script>alert(1)</script>')}&utm_campaign=${'x'.repeat(5000)}`,
              {
                referer: `https://${'a'.repeat(300)}.example/`,
              },
            )
          ).status,
        ).toBe(200);
        // A lead keeps the class of the device it was sent from, to be set beside the visits.
        const lead = await fetch(`${server.url}/api/leads/trial`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': phone },
          body: JSON.stringify({
            company_name: 'Khách sạn Gió',
            name: 'Vũ Thị Gió',
            email: 'gio@vidu.vn',
            phone: '0912 345 678',
            page: '/',
          }),
        });
        expect(lead.status).toBe(200);
      } finally {
        await server.stop();
      }
      const stored = await db
        .selectFrom('contacts')
        .select('device')
        .where('email', '=', 'gio@vidu.vn')
        .executeTakeFirst();
      expect(stored?.device).toBe('phone');
      const today = vietnamDateOf(new Date());
      const span = { from: today, to: today };
      // Three of the four from one phone (one address, one agent): two visitors.
      expect(await visitsPerDay(db, span)).toEqual([{ day: today, visits: 4, visitors: 2 }]);
      const of = async (dimension: Parameters<typeof visitsByValue>[1]) =>
        Object.fromEntries(
          (await visitsByValue(db, dimension, span)).map((row) => [row.value, [row.visits, row.visitors]]),
        );
      expect(await of('page')).toEqual({ '/bao-gia': [2, 1], '/': [1, 1], '/contact': [1, 1] });
      // A page reached from another of ours is no landing: it is not filed by source or campaign.
      expect(await of('source')).toEqual({ facebook: [1, 1], '': [1, 1], khác: [1, 1] });
      expect(await of('campaign')).toEqual({ 'tet-2027': [1, 1], '': [1, 1], khác: [1, 1] });
      expect(await of('referrer')).toEqual({
        'Trực tiếp': [1, 1],
        'google.com': [1, 1],
        'Trong trang': [1, 1],
        khác: [1, 1],
      });
      expect(await of('device')).toEqual({ phone: [3, 1], desktop: [1, 1] });
    } finally {
      await db.destroy();
      await database.dispose();
    }
  });

  it('adds up two instances, and stores nothing with VISIT_COUNTING=off', async () => {
    const database = await createTestDatabase(dialect, 'imported');
    const db = createDb(database.config);
    try {
      if (dialect === 'postgres') {
        const [first, second] = await Promise.all([launchServer(database.env), launchServer(database.env)]);
        await fetch(`${first.url}/`, { headers: { 'user-agent': phone } });
        await fetch(`${second.url}/`, { headers: { 'user-agent': phone } });
        await fetch(`${second.url}/contact`, { headers: { 'user-agent': laptop } });
        await Promise.all([first.stop(), second.stop()]);
        const today = vietnamDateOf(new Date());
        expect(await visitsPerDay(db, { from: today, to: today })).toEqual([{ day: today, visits: 3, visitors: 2 }]);
        await db.deleteFrom('visit_stats').execute();
        await db.deleteFrom('visit_uniques').execute();
      }
      const off = await launchServer({ ...database.env, VISIT_COUNTING: 'off' });
      await fetch(`${off.url}/`, { headers: { 'user-agent': phone } });
      await off.stop();
      expect(await db.selectFrom('visit_stats').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('visit_uniques').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
      await database.dispose();
    }
  });
});
