import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import autocannon from 'autocannon';
import { launchServer, type LaunchedServer } from '../scripts/lib/launch-server.ts';
import { sqliteThrowaway } from '../scripts/lib/throwaway-database.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { createDb } from '../src/server/db/client.ts';
import { parsePeriod } from '../src/lib/sales/dashboard-period.ts';
import { addDays } from '../src/lib/vietnam-time.ts';
import { loadDashboard } from '../src/server/sales/dashboard.ts';
import { createVisitCounter } from '../src/server/visits/visit-counter.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';
import { waitUntilSettled } from './settled-server.ts';
import { percentile } from './stats.ts';

// What counting visits costs, two ways.
// 1. The request path: a cached public page (the news list, from the route cache) under autocannon
//    with a phone's user agent (every request a visit), against two servers on fresh SQLite
//    databases, VISIT_COUNTING on and off, in pairs taken in turns so the machine's drift falls on
//    both, their places swapped halfway; the cost is the median of the pairs' throughput ratios.
// 2. The dashboard with a year of visits for 500 pages: the 90-day view's load, timed in this
//    process, on both databases.

const pairs = Number(process.env.BENCH_VISIT_PAIRS ?? 10);
const seconds = Number(process.env.BENCH_VISIT_SECONDS ?? 4);
const connections = 10;
const page = '/tin-tuc';
const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const dashboardRuns = 30;
const pages = 500;

function load(url: string, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon({ url: `${url}${page}`, connections, duration, headers: { 'user-agent': phone } }, (error, result) =>
      error ? reject(error as Error) : resolve(result),
    ),
  );
}

export interface VisitCostFigures {
  pairs: Array<{ on: number; off: number }>;
  /** Median of on ÷ off − 1 over the pairs: negative is no cost. */
  cost: number;
  visitsStored: number;
}

/**
 * Pairs of runs against two servers, one counting and one not, taken in turns. The first server
 * launched runs a few percent slower than the second whatever it does (BENCH_VISIT_AA=1, both off,
 * measured it: −4.6 %), so the servers swap places halfway: half the pairs have the counting server
 * launched first, half second, and the median of all the pairs' ratios cancels the place.
 */
async function measureRequestCost(): Promise<VisitCostFigures> {
  const measured: Array<{ on: number; off: number }> = [];
  let visitsStored = 0;
  const common = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' };
  // BENCH_VISIT_AA=1 runs both servers with counting off: the pairs' own bias and noise, nothing else.
  const counting = process.env.BENCH_VISIT_AA === '1' ? 'off' : 'on';
  for (const countingFirst of [true, false]) {
    const servers: LaunchedServer[] = [];
    const databases = [sqliteThrowaway('bench-visits-a'), sqliteThrowaway('bench-visits-b')];
    // Index of the counting server among the two launched.
    const on = countingFirst ? 0 : 1;
    try {
      for (const [index, database] of databases.entries())
        servers.push(
          await launchServer({ ...database.env, ...common, VISIT_COUNTING: index === on ? counting : 'off' }),
        );
      for (const [index, server] of servers.entries()) {
        const db = createDb(databases[index]!.config);
        await waitUntilSettled(server.url, db).finally(() => db.destroy());
        await load(server.url, 2);
      }
      for (let pair = 0; pair < Math.ceil(pairs / 2); pair++) {
        // Alternate which goes first, so neither always follows the other's load.
        const order = pair % 2 ? [1, 0] : [0, 1];
        const rates: number[] = [];
        for (const index of order) rates[index] = (await load(servers[index]!.url, seconds)).requests.average;
        measured.push({ on: rates[on]!, off: rates[1 - on]! });
      }
      await servers[on]!.stop();
      const db = createDb(databases[on]!.config);
      const stored = await db
        .selectFrom('visit_stats')
        .select((eb) => eb.fn.sum<number>('visits').as('visits'))
        .where('dimension', '=', 'all')
        .executeTakeFirst()
        .finally(() => db.destroy());
      visitsStored += Number(stored?.visits ?? 0);
    } finally {
      await Promise.allSettled(servers.map((server) => server.stop()));
      for (const database of databases) await database.dispose();
    }
  }
  const ratios = measured.map((row) => row.on / row.off - 1).sort((a, b) => a - b);
  return { pairs: measured, cost: ratios[Math.floor(ratios.length / 2)]!, visitsStored };
}

/**
 * The request path's own work per visit, timed in this process: what the paired runs' median
 * measures through the noise of two servers and the load generator sharing the machine's cores.
 */
function perVisitMicroseconds(): number {
  const counter = createVisitCounter('hotelix.vn');
  const visit = () => {
    const req = {
      method: 'GET',
      url: page,
      headers: { 'user-agent': phone, 'x-forwarded-for': '203.0.113.7' },
      socket: {},
    } as unknown as IncomingMessage;
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      getHeader: () => 'text/html; charset=utf-8',
    }) as unknown as ServerResponse;
    counter.watch(req, res);
    res.emit('finish');
  };
  const runs = 100_000;
  for (let index = 0; index < 10_000; index++) visit();
  const started = performance.now();
  for (let index = 0; index < runs; index++) visit();
  return ((performance.now() - started) * 1000) / runs;
}

export interface VisitDashboardFigures {
  dialect: Dialect;
  skipped?: string;
  rows?: number;
  p50Ms?: number;
  p95Ms?: number;
}

async function measureDashboard(dialect: Dialect, database: ThrowawayDatabase): Promise<VisitDashboardFigures> {
  const db = createDb(database.config);
  try {
    const { migrateToLatest } = await import('../src/server/db/migrate.ts');
    await migrateToLatest(db);
    // A year of days: the site's total, 500 pages, and a few referrers, sources, campaigns and devices.
    const today = '2026-12-05';
    let rows = 0;
    for (let back = 0; back < 365; back++) {
      const day = addDays(today, -back);
      const values: Array<{
        day: string;
        dimension: 'all' | 'page' | 'referrer' | 'source' | 'campaign' | 'device';
        value: string;
        visits: number;
        visitors: number;
      }> = [{ day, dimension: 'all', value: '', visits: 5000, visitors: 3000 }];
      for (let index = 0; index < pages; index++)
        values.push({ day, dimension: 'page', value: `/tin-tuc/bai-${index}`, visits: 10 + (index % 7), visitors: 8 });
      for (let index = 0; index < 20; index++) {
        values.push({ day, dimension: 'referrer', value: `nguon-${index}.vn`, visits: 20, visitors: 15 });
        values.push({ day, dimension: 'source', value: `nguon-${index}`, visits: 20, visitors: 15 });
        values.push({ day, dimension: 'campaign', value: `chien-dich-${index}`, visits: 20, visitors: 15 });
      }
      for (const device of ['phone', 'tablet', 'desktop'])
        values.push({ day, dimension: 'device', value: device, visits: 1000, visitors: 800 });
      for (let start = 0; start < values.length; start += 400)
        await db
          .insertInto('visit_stats')
          .values(values.slice(start, start + 400))
          .execute();
      rows += values.length;
    }
    const now = new Date(`${today}T05:00:00Z`);
    const period = parsePeriod(new URLSearchParams('ky=90'), now);
    const times: number[] = [];
    for (let run = 0; run < dashboardRuns + 3; run++) {
      const started = performance.now();
      await loadDashboard(db, period, now);
      if (run >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { dialect, rows, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
  } finally {
    await db.destroy();
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** Measures both and holds them to the budget. */
export async function measureVisits(): Promise<Section> {
  const flags: string[] = [];
  const cost = await measureRequestCost();
  if (cost.cost < -budget.maxVisitCountingCost)
    flags.push(
      `visits: counting costs ${percent(-cost.cost)} of a cached page's throughput (budget ${percent(budget.maxVisitCountingCost)})`,
    );
  if (!cost.visitsStored) flags.push('visits: the server with counting on stored no visit');
  const micro = perVisitMicroseconds();
  const offRate = cost.pairs.map((pair) => pair.off).sort((a, b) => a - b)[Math.floor(cost.pairs.length / 2)]!;
  const dashboards: VisitDashboardFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const)
    dashboards.push(await onThrowawayDatabase(dialect, 'visits', (database) => measureDashboard(dialect, database)));
  const rows: Cell[][] = [
    [
      { text: 'request path (SQLite, cached /tin-tuc)' },
      { text: cost.pairs.map((pair) => `${Math.round(pair.on)} / ${Math.round(pair.off)}`).join(', ') },
      { text: percent(cost.cost), flagged: cost.cost < -budget.maxVisitCountingCost },
      { text: `${cost.visitsStored.toLocaleString('en-US')} visits stored` },
    ],
  ];
  rows.push([
    { text: 'request path, its own work per visit (in process)' },
    { text: `${micro.toFixed(1)} µs per visit` },
    { text: percent(-(micro * offRate) / 1_000_000) },
    { text: `of a request at the off server's median ${Math.round(offRate)} req/s` },
  ]);
  for (const figures of dashboards) {
    const label = `dashboard, 90 days (${dialectLabels[figures.dialect]})`;
    if (figures.skipped || figures.p95Ms === undefined) {
      rows.push([
        { text: label },
        { text: `not measured: ${figures.skipped ?? 'no figures'}` },
        { text: '–' },
        { text: '–' },
      ]);
      continue;
    }
    const slow = figures.p95Ms > budget.maxVisitDashboardP95Ms;
    if (slow) flags.push(`${label}: p95 ${figures.p95Ms.toFixed(0)} ms > ${budget.maxVisitDashboardP95Ms} ms`);
    rows.push([
      { text: label },
      { text: `${figures.rows!.toLocaleString('en-US')} rows of a year, ${pages} pages` },
      { text: `p95 ${figures.p95Ms.toFixed(0)} ms`, flagged: slow },
      { text: `p50 ${figures.p50Ms!.toFixed(0)} ms` },
    ]);
  }
  return {
    title: 'Visits counted on our own server: what the request path and the dashboard pay',
    note:
      `Request path: autocannon, ${connections} connections, ${seconds} s per run, a phone's user agent on ${page} (cached), ` +
      `${pairs} pairs of runs against VISIT_COUNTING=on and off taken in turns; cost = median of on ÷ off − 1 in requests/s ` +
      `(budget: no worse than −${percent(budget.maxVisitCountingCost)}). Dashboard: loadDashboard for 90 days, ${dashboardRuns} runs after 3 ` +
      `warm-ups, a year of visit counts for ${pages} pages (budget p95 ≤ ${budget.maxVisitDashboardP95Ms} ms).`,
    columns: ['what', 'runs (on / off req/s) or data', 'figure', 'beside'],
    rows,
    flags,
    data: { cost, dashboards },
  };
}
