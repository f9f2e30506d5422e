import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { contentClient, waitForPage } from './content-client.ts';
import { islandProps } from './island-props.ts';
import { addStaffAccounts, staffClient } from './staff-client.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

// Three production servers on one PostgreSQL, each with its own route cache: an edit published on
// the first (an article, an FAQ answer) reaches the second through LISTEN/NOTIFY within 5 s, and the
// third, which does not listen (as behind PgBouncer in transaction mode), within its poll interval;
// the site search of both finds it at once.

const editor = 'bien-tap@hotelix.vn';
const owner = 'chu@hotelix.vn';
const article = '/tin-tuc/tich-hop-pms';
const pollSeconds = 2;

describe.each(testDialects.filter((dialect) => dialect === 'postgres'))('publishing across %s instances', () => {
  let database: TestDatabase;
  const servers: LaunchedServer[] = [];

  beforeAll(async () => {
    // A copy of the run's imported template: the articles are there before any instance starts.
    database = await createTestDatabase('postgres', 'imported');
    await addStaffAccounts(
      { dataDir: '' },
      [
        { email: editor, role: 'editor' },
        { email: owner, role: 'owner' },
      ],
      database.env,
    );
    const env = { ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };
    servers.push(await launchServer(env, 60_000));
    servers.push(await launchServer(env, 60_000));
    servers.push(
      await launchServer({ ...env, CONTENT_LISTEN: 'off', CONTENT_POLL_SECONDS: String(pollSeconds) }, 60_000),
    );
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database.dispose();
  });

  it('shows an edit published on one instance on the others within seconds', async () => {
    const [first, listening, polling] = servers as [LaunchedServer, LaunchedServer, LaunchedServer];
    // Cached everywhere before the edit. Polled: an image's AVIF made by the background worker drops
    // the cached pages once (so readers get it), which a single look between two fetches could catch
    // (the shipped images come with theirs from the build, but a data folder may hold others).
    for (const server of [listening, polling]) {
      await expect
        .poll(
          async () => {
            await fetch(`${server.url}${article}`);
            return (await fetch(`${server.url}${article}`)).headers.get('x-astro-cache');
          },
          { timeout: 30_000 },
        )
        .toBe('HIT');
    }
    const { cookie } = await staffClient(first).signIn(editor, '/admin/bai-viet');
    const editing = contentClient(first, cookie);
    const list = await (await staffClient(first).get('/admin/bai-viet', cookie)).text();
    const path = list.match(/href="(\/admin\/bai-viet\/[0-9a-f-]{36})"[^>]*>Hướng dẫn tích hợp PMS/)?.[1];
    expect(path).toBeDefined();
    const state = await editing.editor(path!);
    const title = 'Tích hợp PMS với OTA: bản cập nhật tháng 11';
    const published = await editing.publish(state.itemId, state.version, { ...state.initial, title });
    expect(published.status).toBe(200);

    const shows = (status: number, html: string) => status === 200 && html.includes(`${title}</h1>`);
    const [viaNotify, viaPoll] = await Promise.all([
      waitForPage(`${listening.url}${article}`, shows, 5_000),
      waitForPage(`${polling.url}${article}`, shows, (pollSeconds + 2) * 1_000),
    ]);
    expect(viaNotify).toBeLessThan(5_000);
    expect(viaPoll).toBeLessThan((pollSeconds + 1) * 1_000);

    // The site search on the other instances finds the new title, typed without diacritics, at once:
    // the index changed in the publishing transaction, and no instance keeps results.
    for (const server of [listening, polling]) {
      const results = await (await fetch(`${server.url}/tim-kiem?q=ban+cap+nhat+thang+11`)).text();
      expect(results).toMatch(/href="\/tin-tuc\/tich-hop-pms"/);
      expect(results).toContain('<mark');
    }
  });

  it('shows an FAQ answer published on one instance on the others’ landing page within seconds', async () => {
    const [first, listening, polling] = servers as [LaunchedServer, LaunchedServer, LaunchedServer];
    for (const server of [listening, polling]) {
      await fetch(`${server.url}/`);
      expect((await fetch(`${server.url}/`)).headers.get('x-astro-cache')).toBe('HIT');
    }
    const { cookie } = await staffClient(first).signIn(editor, '/admin/hoi-dap');
    const list = await (await staffClient(first).get('/admin/hoi-dap', cookie)).text();
    const path = list.match(/href="(\/admin\/hoi-dap\/[0-9a-f-]{36})"[^>]*>Mất mạng Internet/)?.[1];
    expect(path).toBeDefined();
    const page = await (await staffClient(first).get(path!, cookie)).text();
    const state = islandProps(page, 'faq-editor-island') as { itemId: string; version: number; initial: object };
    const answer = 'Được. Lễ tân vẫn nhận và trả phòng khi mất mạng; dữ liệu tự đồng bộ khi có mạng lại, kể cả qua 4G.';
    const published = await contentClient(first, cookie).publish(state.itemId, state.version, {
      ...state.initial,
      body: answer,
    });
    expect(published.status).toBe(200);

    const shows = (status: number, html: string) => status === 200 && html.includes(answer);
    const [viaNotify, viaPoll] = await Promise.all([
      waitForPage(`${listening.url}/`, shows, 5_000),
      waitForPage(`${polling.url}/`, shows, (pollSeconds + 2) * 1_000),
    ]);
    expect(viaNotify).toBeLessThan(5_000);
    expect(viaPoll).toBeLessThan((pollSeconds + 1) * 1_000);
    for (const server of [listening, polling])
      expect(await (await fetch(`${server.url}/tim-kiem?q=ke+ca+qua+4g`)).text()).toContain('href="/#faq-8"');
  });

  it("shows the company's details saved on one instance on every page of the others within 5 s", async () => {
    const [first, listening, polling] = servers as [LaunchedServer, LaunchedServer, LaunchedServer];
    // The landing page and the contact page cached on the others first.
    for (const server of [listening, polling])
      for (const path of ['/', '/contact']) {
        await fetch(`${server.url}${path}`);
        expect((await fetch(`${server.url}${path}`)).headers.get('x-astro-cache'), path).toBe('HIT');
      }
    const client = staffClient(first);
    const { cookie } = await client.signIn(owner, '/admin/cong-ty');
    const saved = await client.post(
      '/admin/cong-ty',
      {
        hotline: '0283 822 1235',
        hotlineHours: '8:00–22:00 hằng ngày',
        zalo: '0912 345 678',
        salesEmail: 'lienhe@khachsanviet.vn',
        officeAddress: '45 Lê Thánh Tôn, Phường Sài Gòn, TP. Hồ Chí Minh',
        officeHours: 'Thứ Hai đến thứ Sáu: 8:00–17:00',
        showSamples: 'on',
      },
      cookie,
    );
    expect(saved.status).toBe(303);
    const shows = (status: number, html: string) => status === 200 && html.includes('0283 822 1235');
    const [viaNotify, viaPoll] = await Promise.all([
      waitForPage(`${listening.url}/contact`, shows, 5_000),
      waitForPage(`${polling.url}/`, shows, (pollSeconds + 2) * 1_000),
    ]);
    expect(viaNotify).toBeLessThan(5_000);
    expect(viaPoll).toBeLessThan((pollSeconds + 1) * 1_000);
  });
});
