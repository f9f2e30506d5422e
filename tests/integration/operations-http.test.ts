import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, cpSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { post, submissions } from '../../scripts/lib/lead-submissions.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../scripts/lib/notify-receivers.ts';
import { parseMetrics, total, type Sample } from '../../scripts/lib/prometheus-text.ts';
import { startTcpProxy } from '../../scripts/lib/tcp-proxy.ts';
import { sharedServer } from './shared-server.ts';
import { staffClient } from './staff-client.ts';
import { createTestDatabase, testDialects } from './test-databases.ts';
import { launchServer, type LaunchedServer, type LaunchOptions } from './test-server.ts';
import { makeUnwritable } from './unwritable.ts';

// What the person running the server polls and scrapes, against the production build: /healthz,
// /readyz through a database outage and back without a restart, and /metrics behind its token,
// moving with leads, refusals, sign-ins and failed notifications, its labels bounded whatever
// addresses are tried. The tests that only poll and scrape share one server with the token set (each
// asks what it alone sends); a test that needs other settings, stops its server or breaks its storage
// starts its own from the run's template; only the unwritable data folder keeps the real first start.

const token = 'ma-bi-mat-cua-prometheus-2026';
const noLimits = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function launch(
  env: Record<string, string> = {},
  options: LaunchOptions & { fresh?: boolean } = {},
): Promise<LaunchedServer> {
  const server = await launchServer(env, 30_000, options);
  cleanups.push(() => server.stop());
  return server;
}

// The file's server with the token set, for the tests that only poll, scrape and send what they
// alone send: its notifications go to a webhook that always fails, so they stay undelivered.
let hook: WebhookReceiver;
let tokenServer: LaunchedServer;
beforeAll(async () => {
  hook = await startWebhookReceiver(() => 500);
  tokenServer = await launchServer({
    ...noLimits,
    METRICS_TOKEN: token,
    NOTIFY_WEBHOOK_URL: hook.url,
    NOTIFY_WEBHOOK_SECRET: 'bi-mat-webhook-cua-hotelix',
  });
});
afterAll(async () => {
  await tokenServer?.stop();
  await hook?.close();
});

async function scrape(server: LaunchedServer): Promise<Sample[]> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return parseMetrics(await response.text());
}

/** Runs `command` as root (through `sudo -n` when the tests are not root, as .ci/run does). */
function asRoot(command: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const result = spawnSync(root ? command : 'sudo', root ? args : ['-n', command, ...args], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `\`${command} ${args.join(' ')}\` failed (${(result.error?.message ?? result.stderr).trim()}): this test mounts a small filesystem for the data folder, which needs root; run it as root, as CI does, or with passwordless sudo`,
    );
}

/** A folder on a tmpfs of `megabytes`, for this process's user; unmounted and removed when the test ends, failed or not. */
function smallFilesystem(megabytes: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hotelix-small-disk-'));
  const user = `uid=${process.getuid!()},gid=${process.getgid!()}`;
  asRoot('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700,${user}`, 'tmpfs', dir]);
  // Lazily: a server not yet stopped, still holding its files open, cannot keep it mounted.
  onTestFinished(() => {
    asRoot('umount', ['--lazy', dir]);
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** Writes `file` until the filesystem has not one block left (ENOSPC). */
function fillUp(file: string): void {
  const fd = openSync(file, 'w');
  try {
    for (const chunk of [Buffer.alloc(1024 * 1024), Buffer.alloc(4096), Buffer.alloc(1)]) {
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

async function postLead(server: LaunchedServer, body: string): Promise<{ status: number; message: string }> {
  const response = await fetch(`${server.url}/api/leads/trial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

async function readiness(
  server: LaunchedServer,
): Promise<{ status: number; body: { status: string; reason?: string } }> {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; reason?: string } };
}

describe('/healthz and /readyz', () => {
  it('answer 200 without cookies or log lines, HEAD too, and refuse other methods', async () => {
    const server = tokenServer;
    // Its lines from here on: the file's other tests ask the same server for other addresses.
    const logged = server.output().length;
    for (const path of ['/healthz', '/readyz']) {
      for (let poll = 0; poll < 10; poll++) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      const head = await fetch(`${server.url}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      const posted = await fetch(`${server.url}${path}`, { method: 'POST', body: 'x' });
      expect(posted.status).toBe(405);
      expect(posted.headers.get('allow')).toBe('GET, HEAD');
    }
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await readiness(server)).body).toEqual({ status: 'ready' });
    // Polled every second by a load balancer: a line per poll would bury everything else.
    expect(server.output().slice(logged)).not.toMatch(/healthz|readyz/);
    // Still a server: the home page answers beside them.
    expect((await fetch(server.url)).status).toBe(200);
  });

  it('on SQLite: /readyz says 503 while the data folder is unusable and 200 once it is fixed, without a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hotelix-ready-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const writable = makeUnwritable(dataDir);
    cleanups.push(writable);
    // The real first start: a server on a folder it cannot write migrates nothing and imports nothing.
    const server = await launch({ DATA_DIR: dataDir }, { fresh: true });
    const down = await readiness(server);
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('unavailable');
    expect(down.body.reason).toBeTruthy();
    // Alive all the same: a restart would not fix a folder, so the process must not be restarted.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    writable();
    await expect.poll(async () => (await readiness(server)).status, { timeout: 15_000, interval: 250 }).toBe(200);
    expect(server.output()).toContain('"event":"not_ready"');
    expect(server.output()).toContain('"event":"ready"');
  }, 40_000);
});

describe('on SQLite, a data folder whose filesystem fills up', () => {
  it('makes /readyz say 503 and /metrics say full, logged once as an error, until space is freed', async () => {
    const dataDir = smallFilesystem(16);
    // The run's imported data folder, copied in: a fresh folder's first import is not what this tests.
    cpSync(inject('world').sqliteImported, dataDir, { recursive: true });
    const server = await launch({ ...noLimits, DATA_DIR: dataDir, METRICS_TOKEN: token });
    const [before, during, after] = submissions(3, 'full-disk');
    // The first import (of the copy: nothing left to do) is done before the disk fills, so the one
    // error line is the full disk's: not left to launchServer, which also returns on an import to be
    // retried in the background (content_import_retrying).
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain('"event":"content_ready"');
    expect((await fetch(`${server.url}/tin-tuc`)).status).toBe(200);
    expect((await postLead(server, before!.body)).status).toBe(200);
    expect(await readiness(server)).toEqual({ status: 200, body: { status: 'ready' } });
    const roomy = await scrape(server);
    expect(total(roomy, 'hotelix_data_dir_full')).toBe(0);
    expect(total(roomy, 'hotelix_data_dir_free_bytes')).toBeGreaterThan(4 * 1024 * 1024);

    const filler = path.join(dataDir, 'filler');
    fillUp(filler);
    // A balancer polling every 2 s, many times over: one error line, not one per poll or per lead.
    for (let poll = 0; poll < 5; poll++)
      expect(await readiness(server)).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'disk full: 0.0 MiB free for the database, under 4.0 MiB' },
      });
    const full = await scrape(server);
    expect(total(full, 'hotelix_data_dir_full')).toBe(1);
    expect(total(full, 'hotelix_data_dir_free_bytes')).toBe(0);
    // SQLite rewrites its write-ahead log in place until a checkpoint must grow the database file: a
    // lead may still fit in the log's room (stored, 200) or not (503). Never acknowledged and lost:
    // the count of stored leads below holds each 200.
    const whileFull = await postLead(server, during!.body);
    expect([
      { status: 200, message: 'Yêu cầu của anh/chị đã được gửi. Chúng tôi sẽ liên hệ với anh/chị sớm.' },
      {
        status: 503,
        message: 'Hệ thống đang tạm gián đoạn nên chưa lưu được yêu cầu của anh/chị. Vui lòng thử lại sau ít phút.',
      },
    ]).toContainEqual(whileFull);
    // Alive and serving pages all the same: a restart would not free the disk.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(server.url)).status).toBe(200);
    const errors = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":"error"'));
    expect(errors).toEqual([
      expect.stringContaining(`"event":"storage_full","message":"DATA_DIR ${dataDir} has 0.0 MiB free`),
    ]);

    unlinkSync(filler);
    expect(await readiness(server)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(total(await scrape(server), 'hotelix_data_dir_full')).toBe(0);
    expect((await postLead(server, after!.body)).status).toBe(200);
    expect(total(await scrape(server), 'hotelix_leads_stored_total')).toBe(whileFull.status === 200 ? 3 : 2);
    expect(server.output()).toMatch(/"level":"info".*"event":"storage_space_recovered"/);
  }, 40_000);
});

describe('a server told to stop behind a load balancer', () => {
  it('says 503 on /readyz at once, keeps serving for SHUTDOWN_DRAIN_SECONDS, then exits 0', async () => {
    const server = await launch({ ...noLimits, SHUTDOWN_DRAIN_SECONDS: '2' });
    expect((await readiness(server)).status).toBe(200);
    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await expect
      .poll(async () => (await readiness(server)).body, { interval: 50 })
      .toEqual({
        status: 'unavailable',
        reason: 'shutting down',
      });
    // Still serving meanwhile: the balancer has not noticed yet, and what it sends is answered.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await post(server.url, submissions(1, 'draining')[0]!)).toBe(200);
    const exited = await new Promise<number | null>((resolve) => {
      const poll = setInterval(() => {
        try {
          process.kill(server.pid, 0);
        } catch {
          clearInterval(poll);
          resolve(Date.now() - signalled);
        }
      }, 50);
    });
    expect(exited).toBeGreaterThanOrEqual(2_000);
    expect(server.output()).toContain('"event":"shutdown","signal":"SIGTERM","drain_seconds":2');
    expect(await server.stop()).toBe(0);
  }, 30_000);
});

// PostgreSQL only (a connection to cut): runs wherever the suite has one (TEST_DATABASE_URL).
describe.each(testDialects.filter((dialect) => dialect === 'postgres'))('/readyz on %s', () => {
  it('says 503 within the deadline while the database is unreachable, and 200 after it returns, without a restart', async () => {
    const database = await createTestDatabase('postgres', 'imported');
    cleanups.push(() => database.dispose());
    const url = new URL(database.env.DATABASE_URL!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    cleanups.push(() => proxy.close());
    url.host = `127.0.0.1:${proxy.port}`;
    const server = await launch({ DATABASE_URL: url.href, METRICS_TOKEN: token });
    // Before the server stops (cleanups run last first): a stalled database would hold its shutdown.
    cleanups.push(() => proxy.restore());
    expect((await readiness(server)).status).toBe(200);
    // The readiness query left its connection in the pool, idle or in use by a scrape.
    expect(total(await scrape(server), 'hotelix_db_pool_connections')).toBeGreaterThanOrEqual(1);

    await proxy.cut();
    const started = Date.now();
    const down = await readiness(server);
    expect(down.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(total(await scrape(server), 'hotelix_database_up')).toBe(0);

    await proxy.restore();
    await expect.poll(async () => (await readiness(server)).status, { timeout: 15_000, interval: 250 }).toBe(200);
    expect(total(await scrape(server), 'hotelix_database_up')).toBe(1);

    // A database that accepts connections and then says nothing: the poll still answers in time.
    proxy.stall();
    const hung = Date.now();
    expect(await readiness(server)).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'database did not answer within 2000 ms' },
    });
    expect(Date.now() - hung).toBeLessThan(3_000);
    // Polls meanwhile share the query under way instead of taking a connection each.
    const polls = await Promise.all(Array.from({ length: 30 }, () => readiness(server)));
    expect(polls.map((poll) => poll.status)).toEqual(Array(30).fill(503));
    expect(total(await scrape(server), 'hotelix_database_up')).toBe(0);
    // The server's own timers (content poll, scheduler, notifier) hang too, a connection each; the
    // 30 polls add one between them, not 30, and nothing waits for a free connection.
    const pool = await scrape(server);
    expect(total(pool, 'hotelix_db_pool_connections', { state: 'in_use' })).toBeLessThanOrEqual(10);
    expect(total(pool, 'hotelix_db_pool_connections', { state: 'waiting' })).toBe(0);
    await proxy.restore();
    await expect.poll(async () => (await readiness(server)).status, { timeout: 15_000, interval: 250 }).toBe(200);
  }, 60_000);
});

describe('the operator’s addresses under hostile requests', () => {
  it('refuse bodies, odd methods and junk tokens with a 4xx and keep serving', async () => {
    const server = tokenServer;
    const big = 'x'.repeat(1024 * 1024);
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const response = await fetch(`${server.url}${path}`, { method, body: big });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
      }
    }
    const junk = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${'é'.repeat(4000)}` } });
    expect(junk.status).toBe(401);
    // The query is not the address: these are the same checks.
    expect((await fetch(`${server.url}/healthz?%ff%fe=%00`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz?probe=${'a'.repeat(2000)}`)).status).toBe(200);
    // Anything else is the site's: its 404 page, or its usual redirect of a trailing slash.
    for (const path of ['/HEALTHZ', '/readyz.json', '/metrics/x'])
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    const slash = await fetch(`${server.url}/healthz/`, { redirect: 'manual' });
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/healthz']);
    const polls = await Promise.all(Array.from({ length: 50 }, () => readiness(server)));
    expect(polls.map((poll) => poll.status)).toEqual(Array(50).fill(200));
    expect((await fetch(`${server.url}/tin-tuc`)).status).toBe(200);
  }, 30_000);
});

describe('/metrics', () => {
  it('is the site’s 404 page when METRICS_TOKEN is unset', async () => {
    // The run's server with the default settings: no token.
    const server = sharedServer();
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('answers 401 without the right bearer token', async () => {
    const server = tokenServer;
    for (const authorization of [
      undefined,
      `Bearer ${token}x`,
      `Basic ${btoa(`x:${token}`)}`,
      `Bearer  ${token}`,
      'Bearer',
    ]) {
      const response = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('hotelix_');
    }
  });

  it('counts leads stored and refused, failed sign-ins and notifications, requests by route, and process figures', async () => {
    // The only test that sends the file's server leads, sign-ins or uploads: its counts are these alone.
    const server = tokenServer;
    const before = await scrape(server);
    expect(total(before, 'hotelix_leads_stored_total')).toBe(0);

    const [lead] = submissions(1, 'metrics');
    expect(await post(server.url, lead!)).toBe(200);
    // The same submission again (a double click): one lead, counted once.
    expect(await post(server.url, lead!)).toBe(200);
    const invalid = await fetch(`${server.url}/api/leads/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_name: '', name: 'An', email: 'khong-phai-email', phone: '12' }),
    });
    expect(invalid.status).toBe(400);
    const bot = await fetch(`${server.url}/api/leads/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bot',
        email: 'bot@example.com',
        phone: '0901234567',
        message: 'x',
        website: 'http://spam',
      }),
    });
    expect(bot.status).toBe(200);
    // Refused before a form read them: the wrong encoding, a form that does not exist.
    const xml = await fetch(`${server.url}/api/leads/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<lead/>',
    });
    expect(xml.status).toBe(415);
    const unknownForm = await fetch(`${server.url}/api/leads/khong-co`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unknownForm.status).toBe(404);
    // An upload from another site (no Origin of ours), refused before Astro.
    expect((await fetch(`${server.url}/admin/anh`, { method: 'POST', body: 'x' })).status).toBe(403);
    const signIn = await staffClient(server).signIn('khong-co@hotelix.vn', '/admin', 'sai-mat-khau-hoan-toan');
    expect(signIn.response.status).toBeLessThan(500);

    await expect
      .poll(async () => total(await scrape(server), 'hotelix_notification_failures_total', { channel: 'webhook' }), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    const after = await scrape(server);
    expect(total(after, 'hotelix_leads_stored_total', { source: 'trial' })).toBe(1);
    expect(total(after, 'hotelix_leads_refused_total', { reason: 'invalid' })).toBe(3);
    expect(total(after, 'hotelix_leads_refused_total', { reason: 'honeypot' })).toBe(1);
    expect(total(after, 'hotelix_sign_in_failures_total', { step: 'password' })).toBe(1);
    expect(total(after, 'hotelix_notifications', { channel: 'webhook', status: 'pending' })).toBe(1);
    expect(total(after, 'hotelix_notification_oldest_undelivered_seconds', { channel: 'webhook' })).toBeGreaterThan(0);
    expect(total(after, 'hotelix_database_up')).toBe(1);
    const leadRequests = { route: '/api/leads/[form]', method: 'POST' };
    expect(total(after, 'hotelix_http_request_duration_seconds_count', { ...leadRequests, status_class: '2xx' })).toBe(
      3,
    );
    // The invalid lead, the wrong encoding, the unknown form.
    expect(total(after, 'hotelix_http_request_duration_seconds_count', { ...leadRequests, status_class: '4xx' })).toBe(
      3,
    );
    expect(
      total(after, 'hotelix_http_request_duration_seconds_count', { route: '/admin/anh', status_class: '4xx' }),
    ).toBe(1);
    for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes'])
      expect(total(after, name)).toBeGreaterThan(0);
  }, 40_000);

  it('keeps its label sets bounded after 240 requests for random unknown addresses', async () => {
    const server = tokenServer;
    const series = (samples: Sample[]) =>
      samples
        .filter((sample) => sample.name === 'hotelix_http_request_duration_seconds_count')
        .map((sample) => JSON.stringify(sample.labels));
    await fetch(`${server.url}/khong-co-trang-nay`);
    const before = new Set(series(await scrape(server)));

    // 240: every method and path shape twenty times, and sixty times the four new label sets allowed.
    const words = Array.from({ length: 240 }, () => randomUUID());
    let next = 0;
    const worker = async () => {
      while (next < words.length) {
        const word = words[next++]!;
        const method = next % 3 === 0 ? 'POST' : 'GET';
        const path = [`/${word}`, `/tin-tuc/${word}`, `/_astro/${word}.js`, `/${word}/?q=${word}`][next % 4]!;
        const body = method === 'POST' ? { body: word } : {};
        await (await fetch(`${server.url}${path}`, { method, ...body })).arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));

    const after = await scrape(server);
    const labelSets = new Set(series(after));
    // A handful of new combinations at most (a 405 for POST, a page under /tin-tuc), never one per address.
    expect(labelSets.size).toBeLessThanOrEqual(before.size + 4);
    const text = [...labelSets].join('\n');
    for (const word of words.slice(0, 50)) expect(text).not.toContain(word.slice(0, 8));
    expect(total(after, 'hotelix_http_request_duration_seconds_count')).toBeGreaterThanOrEqual(241);
    // A label set per address would add 240; a third of the requests render the 404 page, slow enough
    // that a thousand requests outlasted the timeout beside the suite's other files.
  }, 60_000);
});
