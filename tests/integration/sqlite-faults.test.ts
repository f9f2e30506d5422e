import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { submissions, type Submission } from '../../scripts/lib/lead-submissions.ts';
import { holdWriteLock, type LockHolder } from '../../scripts/lib/sqlite-lock-holder.ts';
import { launchServer, type LaunchedServer, type LaunchOptions } from '../../scripts/lib/launch-server.ts';
import { createDb } from '../../src/server/db/client.ts';
import { defaultLockWaitMs } from '../../src/server/db/lock-retry.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

// SQLite faults staged around the production server (`npm test` builds it first): another process
// holding the write lock, a data folder that is read-only or cannot be created. Permissions do not
// stop root, so as root the server runs as `nobody` on a folder that user owns.

const unavailable = 'Hệ thống đang tạm gián đoạn nên chưa lưu được yêu cầu của anh/chị. Vui lòng thử lại sau ít phút.';
const owner: LaunchOptions = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

const cleanups: Array<() => unknown> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function launch(env: Record<string, string> = {}): Promise<LaunchedServer> {
  const server = await launchServer(env, 30_000, owner);
  cleanups.push(() => server.stop());
  return server;
}

/** A temporary folder the server's user owns. */
function folder(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `hotelix-${label}-`));
  cleanups.push(() => {
    // A test that failed half-way may have left it read-only, which would stop a non-root rm.
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  });
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid!);
  return dir;
}

/** Sets the mode of `dir` and of every file in it, as an operator's chmod -R would. */
function chmodAll(dir: string, dirMode: number, fileMode: number): void {
  for (const name of readdirSync(dir)) chmodSync(path.join(dir, name), fileMode);
  chmodSync(dir, dirMode);
}

async function postLead(url: string, submission: Submission): Promise<{ status: number; message: string; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${url}/api/leads/trial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': submission.key },
    body: submission.body,
  });
  const { message } = (await response.json()) as { message: string };
  return { status: response.status, message, ms: Date.now() - started };
}

/** Posts `submission` (same key each time) until it is stored; resolves to the last status. */
async function postUntilStored(url: string, submission: Submission, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await postLead(url, submission)).status;
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return status;
}

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

/** How many leads `email` has in the database in `dataDir`, read as the server's user. */
function leadsOf(dataDir: string, email: string): number {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(path.join(dataDir, 'site.db'))});
    process.stdout.write(String(db.prepare('SELECT count(*) AS n FROM contacts WHERE email = ?').get(process.argv[1]).n));`;
  const run = spawnSync(process.execPath, ['-e', script, email], { encoding: 'utf8', ...owner });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout);
}

/** Another process holding the write lock on `file` for `ms` (released when the test ends). */
async function holdLock(file: string, ms: number): Promise<LockHolder> {
  const holder = await holdWriteLock(file, ms);
  cleanups.push(holder.release);
  return holder;
}

/**
 * The news list while the data folder is unusable: articles live in the database, so it answers at
 * once either from a database that can still be read, or 503 with a short Vietnamese message.
 */
async function expectNewsReadOrOutage(server: LaunchedServer): Promise<void> {
  const news = await fetch(`${server.url}/tin-tuc`);
  const html = await news.text();
  expect([200, 503]).toContain(news.status);
  if (news.status === 503) expect(html).toContain('Nội dung tạm thời chưa hiển thị được');
}

/** Once the folder can be written, the first articles are imported without a restart. */
async function expectFirstArticles(server: LaunchedServer): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${server.url}/tin-tuc`)).text(), { timeout: 15_000 })
    .toContain('href="/tin-tuc/tich-hop-pms"');
}

/** The log lines that name DATA_DIR. */
const dataDirLines = (server: LaunchedServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('DATA_DIR'));

describe('SQLite server while another process holds the write lock', () => {
  it('serves pages at once, answers a lead 503 after the wait and stores leads once the lock is gone', async () => {
    const server = await launch();
    for (const page of ['/', '/tin-tuc']) expect((await timedGet(`${server.url}${page}`)).status).toBe(200);
    const holder = await holdLock(path.join(server.dataDir, 'site.db'), 10_000);

    const [blocked, later] = submissions(2, 'locked');
    const lead = postLead(server.url, blocked!);
    const samples: Record<string, number[]> = { '/': [], '/tin-tuc': [] };
    for (let round = 0; round < 8; round++) {
      for (const page of ['/', '/tin-tuc']) {
        const { status, ms } = await timedGet(`${server.url}${page}`);
        expect(status).toBe(200);
        samples[page]!.push(ms);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answer = await lead;
    expect(holder.process.exitCode, 'the lock was held throughout').toBeNull();
    console.info(`pages while the write lock is held (ms): ${JSON.stringify(samples)}; lead: ${answer.ms} ms`);
    expect(Math.max(...samples['/']!, ...samples['/tin-tuc']!)).toBeLessThan(200);
    expect(answer).toMatchObject({ status: 503, message: unavailable });
    expect(answer.ms).toBeGreaterThanOrEqual(defaultLockWaitMs - 100);
    expect(answer.ms).toBeLessThan(defaultLockWaitMs + 1_500);
    expect(server.output()).toMatch(/"lead_store_failed".*is locked by another connection/);

    await holder.release();
    expect((await postLead(server.url, later!)).status).toBe(200);
    expect(leadsOf(server.dataDir, later!.email)).toBe(1);
    expect(leadsOf(server.dataDir, blocked!.email)).toBe(0);
  }, 30_000);
});

describe('SQLite server on a data folder it cannot write', () => {
  it.each([
    ['the folder and the database', 0o555],
    ['the database file alone', 0o755],
  ])(
    'serves pages, and stores leads without a restart once %s can be written',
    async (_what, dirMode) => {
      const dataDir = folder('readonly');
      const db = createDb({ dialect: 'sqlite', file: path.join(dataDir, 'site.db') });
      await migrateToLatest(db);
      await db.destroy();
      for (const name of readdirSync(dataDir)) {
        if (owner.uid !== undefined) chownSync(path.join(dataDir, name), owner.uid, owner.gid!);
      }
      chmodAll(dataDir, dirMode, 0o444);

      const server = await launch({ DATA_DIR: dataDir });
      expect(dataDirLines(server)).toEqual([expect.stringContaining(`DATA_DIR ${dataDir} is read-only`)]);
      expect(JSON.parse(dataDirLines(server)[0]!)).toMatchObject({ level: 'warn', event: 'storage_unavailable' });
      expect((await timedGet(`${server.url}/`)).status).toBe(200);
      await expectNewsReadOrOutage(server);
      const [refused, accepted] = submissions(2, 'readonly');
      expect(await postLead(server.url, refused!)).toMatchObject({ status: 503, message: unavailable });

      chmodAll(dataDir, 0o755, 0o644);
      expect(await postUntilStored(server.url, accepted!, 10_000)).toBe(200);
      await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('"storage_available"');
      expect(server.output().match(/"event":"listening"/g)).toHaveLength(1);
      expect(() => process.kill(server.pid, 0)).not.toThrow();
      expect(leadsOf(dataDir, accepted!.email)).toBe(1);
      expect(leadsOf(dataDir, refused!.email)).toBe(0);
      await expectFirstArticles(server);
    },
    40_000,
  );

  it('serves pages when DATA_DIR cannot be created, and stores leads once its parent is writable', async () => {
    const parent = folder('parent');
    const dataDir = path.join(parent, 'data');
    chmodSync(parent, 0o555);

    const server = await launch({ DATA_DIR: dataDir });
    expect(dataDirLines(server)).toEqual([
      expect.stringContaining(`DATA_DIR ${dataDir} is missing and cannot be created`),
    ]);
    expect((await timedGet(`${server.url}/`)).status).toBe(200);
    await expectNewsReadOrOutage(server);
    const [submission] = submissions(1, 'missing');
    expect(await postLead(server.url, submission!)).toMatchObject({ status: 503, message: unavailable });

    chmodSync(parent, 0o755);
    expect(await postUntilStored(server.url, submission!, 10_000)).toBe(200);
    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('"storage_available"');
    expect(server.output().match(/"event":"listening"/g)).toHaveLength(1);
    expect(leadsOf(dataDir, submission!.email)).toBe(1);
    await expectFirstArticles(server);
  }, 40_000);
});
