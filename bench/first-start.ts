import { loadavg } from 'node:os';
import { launchServer } from '../scripts/lib/launch-server.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';
import { percentile } from './stats.ts';

// A fresh install's first seconds, on both databases: a production server started on an
// empty database imports the content the site ships as it starts. Timed from the spawn: when its
// port opens, and when /tin-tuc first answers with the shipped articles; then readers' pages one
// after another, as one reader, for the first 10 s after the port opened: each request on its own.

const firstSecondsMs = 10_000;
const pages = ['/', '/tin-tuc', '/tin-tuc/tich-hop-pms', '/san-pham', '/khach-hang', '/bao-gia'];
/** What /tin-tuc shows once the articles are in (an empty store lists none). */
const shippedArticle = 'href="/tin-tuc/tich-hop-pms"';

interface FirstStartFigures {
  dialect: Dialect;
  skipped?: string;
  loadAverage?: number;
  listeningMs?: number;
  firstRealPageMs?: number | undefined;
  requests?: number;
  notOk?: number;
  pages?: { p50: number; p95: number; max: number };
}

const round = (value: number) => Math.round(value);

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<FirstStartFigures> {
  const spawned = performance.now();
  const server = await launchServer(database.env, 60_000, { until: 'listening' });
  const listening = performance.now();
  try {
    let firstRealPage: number | undefined;
    const times: number[] = [];
    let notOk = 0;
    while (performance.now() - listening < firstSecondsMs) {
      for (const path of pages) {
        const started = performance.now();
        const response = await fetch(`${server.url}${path}`);
        const html = await response.text();
        times.push(performance.now() - started);
        if (response.status !== 200) notOk++;
        if (firstRealPage === undefined && path === '/tin-tuc' && html.includes(shippedArticle))
          firstRealPage = performance.now() - spawned;
      }
    }
    const sorted = times.sort((a, b) => a - b);
    return {
      dialect,
      loadAverage: Math.round(loadavg()[0]! * 100) / 100,
      listeningMs: round(listening - spawned),
      firstRealPageMs: firstRealPage === undefined ? undefined : round(firstRealPage),
      requests: times.length,
      notOk,
      pages: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!) },
    };
  } finally {
    await server.stop();
  }
}

/** Times a fresh install's first seconds on each database, held against the budget. */
export async function measureFirstStart(): Promise<Section> {
  const results: FirstStartFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const)
    results.push(await onThrowawayDatabase(dialect, 'first_start', (database) => measure(dialect, database)));
  const flags: string[] = [];
  const rows: Cell[][] = results.map((figures) => {
    const label = dialectLabels[figures.dialect];
    if (!figures.pages) return [{ text: label }, { text: `not measured: ${figures.skipped}` }];
    const over = figures.pages.p95 > budget.maxFirstStartPageP95Ms;
    if (over) flags.push(`${label} first start: p95 ${figures.pages.p95} ms > ${budget.maxFirstStartPageP95Ms} ms`);
    const missing = figures.firstRealPageMs === undefined || figures.notOk! > 0;
    if (missing)
      flags.push(
        `${label} first start: ${figures.notOk} answer(s) not 200, articles shown: ${!!figures.firstRealPageMs}`,
      );
    return [
      { text: label },
      { text: `${figures.listeningMs} ms` },
      { text: figures.firstRealPageMs === undefined ? 'never' : `${figures.firstRealPageMs} ms`, flagged: missing },
      { text: `${figures.pages.p50} ms` },
      { text: `${figures.pages.p95} ms`, flagged: over },
      { text: `${figures.pages.max} ms` },
      { text: `${figures.requests} (${figures.notOk} not 200)` },
    ];
  });
  return {
    title: 'First start',
    note:
      `A production server spawned on an empty database; readers' pages (${pages.join(', ')}) one after another ` +
      `for the first ${firstSecondsMs / 1000} s after its port opened, each request timed on its own. ` +
      `1-minute load average: ${results.map((f) => `${dialectLabels[f.dialect]} ${f.loadAverage ?? '–'}`).join(', ')}. ` +
      `Budget: p95 ≤ ${budget.maxFirstStartPageP95Ms} ms and every answer 200, both databases.`,
    columns: ['database', 'port open', 'first /tin-tuc with articles', 'p50', 'p95', 'max', 'requests'],
    rows,
    flags,
    data: results,
  };
}
