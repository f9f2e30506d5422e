import { gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { launchServer, type LaunchedServer } from '../scripts/lib/launch-server.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { createDb } from '../src/server/db/client.ts';
import type { Database } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { contentClient } from '../tests/integration/content-client.ts';
import { runAccountCli, staffClient } from '../tests/integration/staff-client.ts';
import { budget } from './budget.ts';
import { addArticles, photoArticle, prepareContent } from './content-fixture.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import { measurePages, type PageFigures } from './lighthouse.ts';
import type { Section } from './report.ts';
import { percentile } from './stats.ts';

// Readers' pages from the database, on both: time to first byte from the route cache and on a miss,
// the news list's weight with the real articles and with 1,000 more, the time from 'Xuất bản' on one
// instance to the new page on another (PostgreSQL), and Lighthouse on an article whose cover is an
// uploaded photograph, the list with 1,000 articles and an imported article.

const count = Number(process.env.BENCH_ARTICLES ?? 1000);
const publishes = Number(process.env.BENCH_PUBLISHES ?? 20);
const editor = 'bien-tap@hotelix.vn';

/** Milliseconds to the response's headers (what a reader waits before the page starts to arrive). */
async function firstByte(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const ms = performance.now() - started;
  await response.arrayBuffer();
  return ms;
}

const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

async function listWeight(server: LaunchedServer): Promise<number> {
  return gzipSync(await (await fetch(`${server.url}/tin-tuc`)).text()).length;
}

async function waitFresh(server: LaunchedServer): Promise<void> {
  // The poll (3 s) drops the cache after the fixture's direct inserts.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  await fetch(`${server.url}/tin-tuc`);
}

/** Misses: `count` different articles once each; hits: one article again and again. */
async function firstBytes(server: LaunchedServer) {
  const misses: number[] = [];
  for (let index = 1; index <= Math.min(count, 300); index++)
    misses.push(await firstByte(`${server.url}/tin-tuc/bai-viet-${String(index).padStart(4, '0')}`));
  const hits: number[] = [];
  await firstByte(`${server.url}/tin-tuc/tich-hop-pms`);
  for (let index = 0; index < 500; index++) hits.push(await firstByte(`${server.url}/tin-tuc/tich-hop-pms`));
  const listHits: number[] = [];
  for (let index = 0; index < 200; index++) listHits.push(await firstByte(`${server.url}/tin-tuc`));
  return { missP95: p95(misses), hitP95: p95(hits), listHitP95: p95(listHits) };
}

/** Publishes a new title on `first` again and again; how long until `second` serves each one. */
async function publishToVisible(first: LaunchedServer, second: LaunchedServer): Promise<number[]> {
  const { cookie } = await staffClient(first).signIn(editor, '/admin/bai-viet');
  const editing = contentClient(first, cookie);
  const list = await (await staffClient(first).get('/admin/bai-viet', cookie)).text();
  const path = list.match(/href="(\/admin\/bai-viet\/[0-9a-f-]{36})"[^>]*>Hướng dẫn tích hợp PMS/)?.[1];
  if (!path) throw new Error('The article to publish is not in the list');
  const lags: number[] = [];
  for (let round = 1; round <= publishes; round++) {
    const state = await editing.editor(path);
    const title = `Hướng dẫn tích hợp PMS với OTA, bản ${round}`;
    await fetch(`${second.url}/tin-tuc/tich-hop-pms`);
    const response = await editing.publish(state.itemId, state.version, { ...state.initial, title });
    if (response.status !== 200) throw new Error(`publish ${round}: ${response.status}`);
    const published = performance.now();
    for (;;) {
      if ((await (await fetch(`${second.url}/tin-tuc/tich-hop-pms`)).text()).includes(`${title}</h1>`)) break;
      if (performance.now() - published > 30_000) throw new Error(`publish ${round} never reached the second instance`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    lags.push(performance.now() - published);
  }
  return lags;
}

interface DialectFigures {
  dialect: Dialect;
  realWeight: number;
  scaledWeight: number;
  missP95: number;
  hitP95: number;
  listHitP95: number;
  publishP99?: number;
  publishP50?: number;
  lighthouse?: PageFigures[];
}

async function measureOn(database: ThrowawayDatabase): Promise<DialectFigures> {
  const db: Kysely<Database> = createDb(database.config);
  try {
    await migrateToLatest(db);
    await prepareContent(db);
    runAccountCli({ dataDir: '' }, ['--email', editor, '--role', 'editor'], database.env);
    const env = { ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };
    const first = await launchServer(env, 60_000);
    const second = database.name === 'postgres' ? await launchServer(env, 60_000) : undefined;
    try {
      const realWeight = await listWeight(first);
      await addArticles(db, count);
      await waitFresh(first);
      const figures: DialectFigures = {
        dialect: database.name,
        realWeight,
        scaledWeight: await listWeight(first),
        ...(await firstBytes(first)),
      };
      if (second) {
        const lags = (await publishToVisible(first, second)).sort((a, b) => a - b);
        figures.publishP99 = percentile(lags, 99);
        figures.publishP50 = percentile(lags, 50);
      } else {
        const runs = Number(process.env.BENCH_RUNS ?? 3);
        figures.lighthouse = (
          await measurePages(first.url, [photoArticle, '/tin-tuc', '/tin-tuc/tich-hop-pms'], runs)
        ).pages;
      }
      return figures;
    } finally {
      await first.stop();
      await second?.stop();
    }
  } finally {
    await db.destroy();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The content section of the bench. */
export async function measureContent(): Promise<Section> {
  const results = [];
  for (const dialect of ['sqlite', 'postgres'] as const)
    results.push(await onThrowawayDatabase(dialect, 'content', measureOn));
  const flags: string[] = [];
  const rows = results.map((result) => {
    if ('skipped' in result) return [{ text: dialectLabels[result.dialect] }, { text: `skipped: ${result.skipped}` }];
    const label = dialectLabels[result.dialect];
    const check = (ok: boolean, flag: string) => {
      if (!ok) flags.push(`${label}: ${flag}`);
      return !ok;
    };
    const lighthouse = result.lighthouse ?? [];
    for (const page of lighthouse) {
      const scores = Object.values(page.scores);
      check(
        scores.every((score) => score === budget.minScore),
        `${page.route}: Lighthouse ${scores.join('/')}`,
      );
      check((page.lcpMs ?? 0) <= budget.maxLcpMs, `${page.route}: LCP ${page.lcpMs} ms > ${budget.maxLcpMs} ms`);
      check(
        (page.bytes.document ?? 0) <= budget.maxDocumentBytes,
        `${page.route}: first response ${page.bytes.document} B with headers > ${budget.maxDocumentBytes} B`,
      );
    }
    return [
      { text: label },
      { text: kb(result.realWeight) },
      {
        text: kb(result.scaledWeight),
        flagged: check(
          result.scaledWeight <= result.realWeight * 1.1,
          `news list ${kb(result.scaledWeight)} with ${count} more articles > 110% of ${kb(result.realWeight)}`,
        ),
      },
      {
        text: ms(result.hitP95),
        flagged: check(result.hitP95 <= 10, `article from the cache p95 ${ms(result.hitP95)} > 10 ms`),
      },
      {
        text: ms(result.listHitP95),
        flagged: check(result.listHitP95 <= 10, `news list from the cache p95 ${ms(result.listHitP95)} > 10 ms`),
      },
      {
        text: ms(result.missP95),
        flagged: check(result.missP95 <= 50, `article on a miss p95 ${ms(result.missP95)} > 50 ms`),
      },
      {
        text: result.publishP99 === undefined ? '–' : `${ms(result.publishP50)} / ${ms(result.publishP99)}`,
        flagged:
          result.publishP99 !== undefined &&
          check(result.publishP99 <= 5_000, `publish to visible p99 ${ms(result.publishP99)} > 5 s`),
      },
      {
        text:
          lighthouse
            .map(
              (page) =>
                `${page.route}: ${Object.values(page.scores).join('/')}, LCP ${page.lcpMs} ms, HTML ${kb(page.bytes.document ?? 0)}, JS ${kb(page.bytes.script ?? 0)}`,
            )
            .join('; ') || '–',
      },
    ];
  });
  return {
    title: `Content from the database (${count} more articles)`,
    note: `Server time to first byte on loopback (article from the route cache: 500 requests; list: 200; article on a miss: ${Math.min(count, 300)} different articles); /tin-tuc gzip with the real articles and with ${count} more; 'Xuất bản' on one instance until the second serves it (${publishes} publications, p50 / p99); Lighthouse (SQLite) on an article with an uploaded photo as cover, the list, an imported article.`,
    columns: [
      'database',
      '/tin-tuc (real)',
      `/tin-tuc (+${count})`,
      'article, cached p95',
      'list, cached p95',
      'article, miss p95',
      'publish → other instance',
      'Lighthouse',
    ],
    rows,
    flags,
    data: results,
  };
}
