import { launchServer } from '../scripts/lib/launch-server.ts';
import { sqliteThrowaway } from '../scripts/lib/throwaway-database.ts';
import { createDb } from '../src/server/db/client.ts';
import { budget } from './budget.ts';
import { fire } from './lead-load.ts';
import { waitUntilSettled } from './settled-server.ts';
import type { Cell, Section } from './report.ts';

// What /metrics costs the lead path: the same load (autocannon, 20 connections, valid trial leads)
// against servers on fresh SQLite databases, with METRICS_TOKEN unset and set, taken in turns
// (off, on, off, on) in one run so drift of the machine falls on both, each once the server has
// finished its first import. With metrics on, /metrics is
// scraped every 5 s meanwhile, as a Prometheus would (its default is 15 s).

const rounds = 6;
const warmupSeconds = 2;
const measuredSeconds = Number(process.env.BENCH_LEAD_SECONDS ?? 10);
const scrapeEveryMs = 5_000;
const token = 'bench-metrics-token-0123456789';

interface RoundFigures {
  metrics: boolean;
  acceptedPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  scrapes: number;
}

async function round(metrics: boolean): Promise<RoundFigures> {
  const database = sqliteThrowaway('bench-metrics');
  const server = await launchServer({
    ...database.env,
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_HOUR: '0',
    ...(metrics ? { METRICS_TOKEN: token } : {}),
  });
  const db = createDb(database.config);
  let scrapes = 0;
  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.ok) scrapes++;
  };
  let scraper: NodeJS.Timeout | undefined;
  try {
    await waitUntilSettled(server.url, db);
    if (metrics) scraper = setInterval(() => void scrape(), scrapeEveryMs);
    await fire(server.url, { duration: warmupSeconds });
    const { result, elapsedMs } = await fire(server.url, { duration: measuredSeconds });
    if (metrics) await scrape();
    return {
      metrics,
      acceptedPerSecond: Math.round(result['2xx'] / (elapsedMs / 1000)),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
      scrapes,
    };
  } finally {
    clearInterval(scraper);
    await db.destroy();
    await server.stop();
    await database.dispose();
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Runs the rounds and sets metrics on against metrics off. */
export async function measureMetricsOverhead(): Promise<Section> {
  const figures: RoundFigures[] = [];
  for (let index = 0; index < rounds; index++) figures.push(await round(index % 2 === 1));
  const side = (metrics: boolean) => {
    const mine = figures.filter((one) => one.metrics === metrics);
    return {
      acceptedPerSecond: Math.round(mean(mine.map((one) => one.acceptedPerSecond))),
      p50: Math.round(mean(mine.map((one) => one.p50)) * 10) / 10,
      p99: Math.round(mean(mine.map((one) => one.p99)) * 10) / 10,
      non2xx: mine.reduce((sum, one) => sum + one.non2xx, 0),
      scrapes: mine.reduce((sum, one) => sum + one.scrapes, 0),
    };
  };
  const off = side(false);
  const on = side(true);
  const costPercent = Math.round(((off.acceptedPerSecond - on.acceptedPerSecond) / off.acceptedPerSecond) * 1000) / 10;
  const flags: string[] = [];
  if (costPercent > budget.maxMetricsCostPercent)
    flags.push(`metrics: lead throughput ${costPercent}% lower with metrics on > ${budget.maxMetricsCostPercent}%`);
  for (const [label, figures] of [
    ['off', off],
    ['on', on],
  ] as const)
    if (figures.non2xx) flags.push(`metrics ${label}: ${figures.non2xx} lead request(s) not answered 2xx`);
  const row = (label: string, figures: Omit<RoundFigures, 'metrics'>): Cell[] => [
    { text: label },
    { text: `${figures.acceptedPerSecond.toLocaleString('en-US')}/s` },
    { text: `${figures.p50} ms` },
    { text: `${figures.p99} ms` },
    { text: String(figures.non2xx), flagged: figures.non2xx > 0 },
    { text: label.startsWith('on') ? String(figures.scrapes) : '–' },
  ];
  return {
    title: 'Metrics on the lead path (SQLite)',
    note: `${rounds} rounds of ${measuredSeconds} s (after ${warmupSeconds} s of warm-up), 20 connections, metrics off and on in turns, each on a fresh database; /metrics scraped every ${scrapeEveryMs / 1000} s when on. Throughput cost with metrics on: ${costPercent}% (budget ≤ ${budget.maxMetricsCostPercent}%).`,
    columns: ['metrics', 'accepted leads/s', 'p50', 'p99', 'non-2xx', 'scrapes'],
    rows: [
      ...figures.map((one, index) => row(`${one.metrics ? 'on' : 'off'} (round ${index + 1})`, one)),
      row('off, mean', off),
      row('on, mean', on),
    ],
    flags,
    data: { rounds: figures, off, on, costPercent },
  };
}
