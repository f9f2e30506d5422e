import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchServer, type LaunchedServer } from '../scripts/lib/launch-server.ts';
import { floodRequests, type FloodAnswers } from '../scripts/lib/request-flood.ts';
import { sampleWhile } from '../scripts/lib/sample-pages.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { createDb } from '../src/server/db/client.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';
import { waitUntilSettled } from './settled-server.ts';
import { percentile } from './stats.ts';

// A thousand questions to the assistant at once used to slow every page far more than the same flood
// of page requests did (bench/results/assistant-flood-*.md has the figures). Each round here sends
// 1,000 requests at once from another process (each question from an address of its own, the server
// trusting one proxy, so only the limit on everyone together holds them) while the bench reads
// cached pages one after another; the cached pages' p95 during the questions is held to twice their
// p95 during the same flood of page requests. Only measures and checks: run.ts renders.

const floodSize = 1_000;
const rounds = 5;
const cachedPages = ['/', '/tin-tuc', '/tin-tuc/ai-chatbot-247', '/san-pham/khoa-thong-minh'];

/** Cached pages' timings in ms during one kind of flood, every round together, and what the floods got. */
interface UnderFlood {
  p50: number;
  p95: number;
  max: number;
  samples: number;
  /** Answers of the flood's requests by status, every round together. */
  answers: Record<string, number>;
  /** The slowest round's time until its last request was answered. */
  floodMs: number;
}

interface FloodFigures {
  dialect: Dialect;
  loadAverage: number;
  pages: UnderFlood;
  questions: UnderFlood;
  /** questions.p95 / pages.p95 */
  ratio: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Reads the cached pages, each in turn, until `until` settles; the durations in ms, ascending. */
async function readCachedPages(url: string, until: Promise<unknown>): Promise<number[]> {
  const readers = cachedPages.map((page) => sampleWhile(`${url}${page}`, until, 10));
  return (await Promise.all(readers)).flat().sort((a, b) => a - b);
}

/** `rounds` floods of `kind` with the cached pages read during each. */
async function underFlood(server: LaunchedServer, kind: 'assistant' | `/${string}`): Promise<UnderFlood> {
  const samples: number[] = [];
  const answers: Record<string, number> = {};
  let floodMs = 0;
  for (let round = 0; round < rounds; round++) {
    const flood: Promise<FloodAnswers> = floodRequests(server.url, floodSize, kind);
    samples.push(...(await readCachedPages(server.url, flood)));
    const answered = await flood;
    floodMs = Math.max(floodMs, answered.ms);
    for (const status of answered.statuses) answers[status] = (answers[status] ?? 0) + 1;
    await sleep(1_000);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: round1(percentile(samples, 50)),
    p95: round1(percentile(samples, 95)),
    max: round1(samples.at(-1)!),
    samples: samples.length,
    answers,
    floodMs: Math.round(floodMs),
  };
}

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<FloodFigures> {
  // The assistant's limits as shipped; one proxy trusted, so each question's address is its own.
  const server = await launchServer({ ...database.env, TRUST_PROXY: '1' }, 60_000);
  const db = createDb(database.config);
  try {
    await waitUntilSettled(server.url, db);
    // Every page cached, and the answering code warmed, before anything is timed.
    for (const page of cachedPages)
      for (let time = 0; time < 2; time++) await (await fetch(`${server.url}${page}`)).text();
    await floodRequests(server.url, 5, 'assistant');
    const loadAverage = Math.round(loadavg()[0]! * 100) / 100;
    const pages = await underFlood(server, '/tin-tuc');
    const questions = await underFlood(server, 'assistant');
    return { dialect, loadAverage, pages, questions, ratio: Math.round((questions.p95 / pages.p95) * 100) / 100 };
  } finally {
    await db.destroy();
    await server.stop();
  }
}

const answersText = (answers: Record<string, number>) =>
  Object.entries(answers)
    .map(([status, count]) => `${count} × ${status === '0' ? 'no answer' : status}`)
    .join(', ');

/** Floods a production server per database with questions, then with page requests, and holds the pages' p95 to the budget. */
export async function measureAssistantFlood(): Promise<Section> {
  const results: Array<FloodFigures | { dialect: Dialect; skipped: string }> = [];
  for (const dialect of ['sqlite', 'postgres'] as const)
    results.push(await onThrowawayDatabase(dialect, 'flood', (database) => measure(dialect, database)));
  const flags: string[] = [];
  const rows: Cell[][] = results.flatMap((figures): Cell[][] => {
    const label = dialectLabels[figures.dialect];
    if ('skipped' in figures)
      return [[{ text: label }, { text: `not measured: ${figures.skipped}` }, { text: '–' }, { text: '–' }]];
    const over = figures.ratio > budget.maxAssistantFloodPageP95Ratio;
    if (over)
      flags.push(
        `${label}: cached pages' p95 during ${floodSize} questions ${figures.questions.p95} ms > ${budget.maxAssistantFloodPageP95Ratio} × ${figures.pages.p95} ms`,
      );
    const line = (flood: UnderFlood) =>
      `p50 ${flood.p50} ms, p95 ${flood.p95} ms, max ${flood.max} ms (${flood.samples} reads); flood answered: ${answersText(flood.answers)}, the last after ${flood.floodMs} ms`;
    return [
      [
        { text: label },
        { text: `${floodSize.toLocaleString('en-US')} page requests at once` },
        { text: line(figures.pages) },
        { text: '–' },
      ],
      [
        { text: label },
        { text: `${floodSize.toLocaleString('en-US')} questions at once, as many addresses` },
        { text: `${line(figures.questions)}; ${figures.ratio} × the page flood's p95`, flagged: over },
        { text: `p95 ≤ ${budget.maxAssistantFloodPageP95Ratio} × the page flood's` },
      ],
    ];
  });
  return {
    title: 'Floods: cached pages during 1,000 questions to the assistant',
    note:
      `A production server per database (the assistant's limits as shipped: 10 a minute per address, 120 a minute for everyone; ` +
      `TRUST_PROXY=1, each question from its own X-Forwarded-For address; no model, so every question let through is answered by retrieval). ` +
      `${rounds} rounds of ${floodSize.toLocaleString('en-US')} requests at once from another process, first GETs of /tin-tuc (cached), ` +
      `then POSTs to /api/assistant, a second apart; meanwhile ${cachedPages.join(', ')} (all cached) are read one after another, one reader each, ` +
      `every reader's reads of every round together (1-minute load average before: ` +
      `${results.map((f) => `${dialectLabels[f.dialect]} ${'loadAverage' in f ? f.loadAverage : '–'}`).join(', ')}). ` +
      `Budget: the cached pages' p95 during the questions ≤ ${budget.maxAssistantFloodPageP95Ratio} × their p95 during the page requests.`,
    columns: ['database', 'flood', 'cached pages meanwhile', 'budget'],
    rows,
    flags,
    data: results,
  };
}
