import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchServer, type LaunchedServer } from './test-server.ts';
import { brandColors } from '../../src/lib/brand-colors.ts';
import { takeExclusiveLock } from '../../src/server/db/data-dir-lock.ts';

/** The stylesheet a page links (every page links the same one). */
const stylesheetOf = (page: string) => /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/.exec(page)?.[1];

// These run the production build (`npm test` builds it first) exactly as an operator would.

function serveWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('server start-up', () => {
  it.each([
    ['SITE_URL', 'not a url'],
    ['SITE_SALES_EMAIL', 'khong-phai-email'],
    ['PORT', 'ba nghìn'],
    ['DATABASE_URL', 'mysql://localhost/test'],
    ['METRICS_TOKEN', 'ngan-qua'],
    ['BACKUP_HOUR', '25:00'],
    ['BACKUP_KEEP', '0'],
    ['SHUTDOWN_DRAIN_SECONDS', '61'],
    ['VISIT_COUNTING', 'có'],
    ['VAPID_PUBLIC_KEY', 'khong-co-cap'],
    ['VAPID_SUBJECT', 'ftp://hotelix.vn'],
    ['PUSH_ENDPOINT_ALLOW', 'localhost:8089'],
  ])('refuses %s=%j with one line naming the variable', (variable, value) => {
    const run = serveWith({ [variable]: value });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Invalid configuration: ${variable} `)),
    ]);
  });
});

describe('a restore under way', () => {
  it('stops a server starting on the same data folder, with one line saying why', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hotelix-restoring-'));
    const lock = takeExclusiveLock(dataDir)!;
    try {
      // It stops before it listens: no port is taken.
      const run = serveWith({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        `A restore is replacing the database in ${dataDir}: start the server once it has finished`,
      ]);
    } finally {
      lock.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('serving a build made with other site settings', () => {
  it('refuses with one line naming the variable, rather than publish the old canonical links', () => {
    const run = serveWith({ SITE_URL: 'https://khac.example' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'The build in dist/ was made with other values of SITE_URL: run `npm start` (it rebuilds) or `npm run build` first.',
    ]);
  });
});

describe('running server', () => {
  let server: LaunchedServer;

  beforeAll(async () => {
    server = await launchServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('answers on the HOST and PORT it was given, gzip-compressed', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<html lang="vi"');
  });

  it('sends browsers that take brotli the page compressed, with its security policy', async () => {
    // Rendered on demand (the company's details are the owner's) and compressed by the server.
    const brotli = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/html/);
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('content-security-policy')).toContain("default-src 'self'");
    const gzip = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(await brotli.text()).toBe(await gzip.text());
  });

  it("paints the page's icons from its stylesheet, which browsers keep for a year", async () => {
    const page = await (await fetch(`${server.url}/`)).text();
    const [, icon] = /<svg class="icon icon-([a-z-]+)/.exec(page) ?? [];
    const response = await fetch(`${server.url}${stylesheetOf(page)}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await response.text();
    expect(css).toMatch(new RegExp(`\\.icon-${icon}\\{--icon-cell:\\d+`));
    expect(css).toContain(`mask:url("data:image/svg+xml,`);
  });

  it('writes theme values into the rules, not through var() (each is parsed again for every element)', async () => {
    const page = await (await fetch(`${server.url}/`)).text();
    const css = await (await fetch(`${server.url}${stylesheetOf(page)}`)).text();
    expect(css).toContain('.p-4{padding:1rem}');
    expect(css).toContain(`.text-primary{color:${brandColors.primary}}`);
    // Only the prose styles' own colour variables read a theme colour through var().
    const readers = [
      ...css.matchAll(
        /([\w-]+):[^;}]*var\(--(?:spacing|text|radius|color|font-weight|leading|tracking|shadow|container)\b/g,
      ),
    ];
    expect(readers.map(([, property]) => property).filter((property) => !property!.startsWith('--tw-prose-'))).toEqual(
      [],
    );
  });

  it('logs an unknown path as one structured line', async () => {
    // What the server logged from here on: the other tests ask it for unknown paths too.
    const earlier = server.output().length;
    const response = await fetch(`${server.url}/khong-co?x=1`);
    expect(response.status).toBe(404);
    const line = server
      .output()
      .slice(earlier)
      .split('\n')
      .find((entry) => entry.includes('"not_found"'));
    expect(JSON.parse(line!)).toMatchObject({ level: 'warn', event: 'not_found', path: '/khong-co' });
  });

  it('does not expose the error probe unless ERROR_PROBE=1', async () => {
    expect((await fetch(`${server.url}/kiem-tra-loi`)).status).toBe(404);
  });
});

describe('shutdown', () => {
  it('exits 0 on SIGTERM after finishing', async () => {
    const server = await launchServer();
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('"event":"shutdown","signal":"SIGTERM"');
  });
});
