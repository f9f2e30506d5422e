import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { markdownText } from '../src/lib/content/markdown-text.ts';
import { splitFrontMatter } from '../src/server/content/markdown-import.ts';
import { createDb, isPostgres } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { refreshSearchIndex } from '../src/server/search/index-upkeep.ts';
import { putDocument } from '../src/server/search/search-index.repository.ts';
import { searchSite } from '../src/server/search/site-search.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Section } from './report.ts';
import { timedViewRows, timeView, type TimedView } from './sales-views.ts';

// The site search on a full index: 10,000 published articles (sentences of the shipped articles,
// shuffled into articles of 20 to 60 sentences, so the words are the site's own Vietnamese) beside the
// shipped FAQ, plans and stories. Each query timed as the results page runs it (searchSite: clean,
// plan words, count, one page, snippets), in this process, on both databases.

const articleCount = 10_000;

interface SearchFigures {
  dialect: Dialect;
  skipped?: string;
  loadAverage?: number;
  views?: Array<Awaited<ReturnType<typeof timeView>>>;
}

/** A repeatable pseudo-random sequence (the fixture is the same on every run). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function shippedSentences(): string[] {
  const folder = path.resolve('src/content/articles');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) =>
      markdownText(splitFrontMatter(readFileSync(path.join(folder, name), 'utf8')).body).split(/(?<=[.!?])\s+|\n/u),
    )
    .filter((sentence) => sentence.length > 20);
}

/** Puts `count` articles made of the shipped articles' sentences into the search index, as published. */
export async function loadArticles(db: ReturnType<typeof createDb>, count = articleCount) {
  const sentences = shippedSentences();
  const random = seeded(33);
  const pick = () => sentences[Math.floor(random() * sentences.length)]!;
  for (let start = 0; start < count; start += 250)
    await db.transaction().execute(async (trx) => {
      for (let n = start; n < Math.min(count, start + 250); n++) {
        const length = 20 + Math.floor(random() * 40);
        await putDocument(trx, {
          id: `article:bench-${n}`,
          kind: 'article',
          title: pick().slice(0, 90),
          summary: pick().slice(0, 160),
          body: Array.from({ length }, pick).join(' '),
          href: `/tin-tuc/bai-${n}`,
          publishedAt: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString(),
        });
      }
    });
  if (isPostgres(db)) await sql`VACUUM ANALYZE search_documents`.execute(db);
}

const queries: Array<[label: string, query: string, page?: number]> = [
  ['a word nearly every page holds', 'khach san'],
  ['four words without diacritics', 'toi uu gia phong'],
  ['902 matches, every one ranked (BM25 / ts_rank, phrase)', 'nghi dinh 13'],
  ['typed with diacritics (exact first)', 'Đặt phòng trực tiếp'],
  ['the last word as a prefix', 'khoa th'],
  ['one typo', 'thong mimh'],
  ['page 5 of a common word', 'phong', 5],
  ['nothing found', 'xyzqwv kkkk'],
];

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<SearchFigures> {
  const db = createDb(database.config);
  try {
    await migrateToLatest(db);
    await refreshSearchIndex(db);
    await loadArticles(db);
    const views: TimedView[] = queries.map(([label, query, page]) => ({
      label: `${label}: “${query}”${page ? `, page ${page}` : ''}`,
      budgetMs: budget.maxSearchP95Ms,
      run: () => searchSite(db, query, page),
    }));
    const loadAverage = Math.round(loadavg()[0]! * 100) / 100;
    const figures = [];
    for (const view of views) figures.push(await timeView(view));
    return { dialect, loadAverage, views: figures };
  } finally {
    await db.destroy();
  }
}

/** Times the site search on each database and holds it against the budget. */
export async function measureSiteSearch(): Promise<Section> {
  const results: SearchFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const)
    results.push(await onThrowawayDatabase(dialect, 'search', (database) => measure(dialect, database)));
  const { rows, flags } = timedViewRows(results, 'search ');
  return {
    title: 'Site search on a full index',
    note:
      `${articleCount.toLocaleString('en-US')} published articles per database beside the shipped FAQ, plans and stories; ` +
      `server time of searchSite (clean, plan words, count, one page of ten with snippets); 5 warm-up then 50 timed runs each ` +
      `(1-minute load average: ${results.map((f) => `${dialectLabels[f.dialect]} ${f.loadAverage ?? '–'}`).join(', ')}). ` +
      `Budget: p95 ≤ ${budget.maxSearchP95Ms} ms on both databases.`,
    columns: ['database', 'query', 'p50', 'p95', 'max'],
    rows,
    flags,
    data: results,
  };
}
