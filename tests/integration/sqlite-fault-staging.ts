import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect } from 'vitest';
import type { Submission } from '../../scripts/lib/lead-submissions.ts';
import { holdWriteLock, type LockHolder } from '../../scripts/lib/sqlite-lock-holder.ts';
import { launchServer, type LaunchedServer } from '../../scripts/lib/launch-server.ts';
import { makeUnwritable } from './unwritable.ts';

// SQLite faults staged around the production server (`npm test` builds it first), shared by
// sqlite-faults.test.ts (another process holding the write lock, run alone: it times the wait) and
// sqlite-readonly-folder.test.ts. The server runs as the tests' user; unwritable.ts makes a folder it
// cannot write, as root too.

export const unavailable =
  'Hệ thống đang tạm gián đoạn nên chưa lưu được yêu cầu của anh/chị. Vui lòng thử lại sau ít phút.';

const cleanups: Array<() => unknown> = [];

/** Undoes, after each test, what the helpers below set up (servers, folders, lock holders). */
export function cleanUpAfterEach(): void {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
}

export async function launch(env: Record<string, string> = {}): Promise<LaunchedServer> {
  const server = await launchServer(env, 30_000);
  cleanups.push(() => server.stop());
  return server;
}

/** A temporary folder, removed after the test. */
export function folder(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `hotelix-${label}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Makes `dir`, or with `filesOnly` the files in it, unwritable for the server (unwritable.ts); the
 * function it returns makes them writable again, and is called after the test in any case, before
 * the folder's removal.
 */
export function unwritable(dir: string, options: { filesOnly?: boolean } = {}): () => void {
  const writable = makeUnwritable(dir, options);
  cleanups.push(writable);
  return writable;
}

export async function postLead(
  url: string,
  submission: Submission,
): Promise<{ status: number; message: string; ms: number }> {
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
export async function postUntilStored(url: string, submission: Submission, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await postLead(url, submission)).status;
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return status;
}

export async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: Date.now() - started };
}

/** How many leads `email` has in the database in `dataDir`. */
export function leadsOf(dataDir: string, email: string): number {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(path.join(dataDir, 'site.db'))});
    process.stdout.write(String(db.prepare('SELECT count(*) AS n FROM contacts WHERE email = ?').get(process.argv[1]).n));`;
  const run = spawnSync(process.execPath, ['-e', script, email], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout);
}

/** Another process holding the write lock on `file` for `ms` (released when the test ends). */
export async function holdLock(file: string, ms: number): Promise<LockHolder> {
  const holder = await holdWriteLock(file, ms);
  cleanups.push(holder.release);
  return holder;
}

/**
 * The news list while the data folder is unusable: articles live in the database, so it answers at
 * once either from a database that can still be read, or 503 with a short Vietnamese message.
 */
export async function expectNewsReadOrOutage(server: LaunchedServer): Promise<void> {
  const news = await fetch(`${server.url}/tin-tuc`);
  const html = await news.text();
  expect([200, 503]).toContain(news.status);
  if (news.status === 503) expect(html).toContain('Nội dung tạm thời chưa hiển thị được');
}

/** Once the folder can be written, the first articles are imported without a restart. */
export async function expectFirstArticles(server: LaunchedServer): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${server.url}/tin-tuc`)).text(), { timeout: 15_000 })
    .toContain('href="/tin-tuc/tich-hop-pms"');
}

/** The log lines that name DATA_DIR. */
export const dataDirLines = (server: LaunchedServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('DATA_DIR'));
