import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchServer } from '../scripts/lib/launch-server.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { answerQuestion } from '../src/server/assistant/answer-question.ts';
import { createDb } from '../src/server/db/client.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { answerableQuestions, unanswerableQuestions } from '../tests/fixtures/assistant-questions.ts';
import {
  heldOutAnswerable,
  heldOutUnanswerable,
  ownerRequests,
  tuningAnswerable,
  tuningUnanswerable,
} from '../tests/fixtures/assistant-owner-questions.ts';
import { importShipped } from '../tests/integration/shipped-content-database.ts';
import { sseChunk, startFakeModelServer, writeApart } from '../tests/integration/fake-model-server.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';
import { loadArticles } from './site-search.ts';
import { percentile } from './stats.ts';

// The site's assistant, on both databases:
// - retrieval: the owner questions of the test set answered without a model, as the endpoint does it
//   (answerQuestion: clean, retrieve, score, decide), in this process, with 1,000 published articles
//   beside the shipped pages; server time to the reply, every question three times (a not-sure
//   question is kept after its reply, as the endpoint keeps it: in the CPU time, not the wall time).
// - streaming: a production server whose model is a fake OpenAI-compatible server in this process;
//   from the moment the fake writes its first token to the moment a client reading the endpoint over
//   HTTP has parsed the first delta line (one clock: both ends are here).

const articleCount = 1_000;
const rounds = 3;
const streamRuns = 30;
const streamWarmup = 5;
const now = new Date('2026-12-03T03:00:00Z');
/** Issue 53's owners' questions, both halves, and their requests (a demo reads the free times). */
const ownerQuestions = [
  ...[...tuningAnswerable, ...heldOutAnswerable].map(({ question }) => question),
  ...tuningUnanswerable,
  ...heldOutUnanswerable,
  ...ownerRequests.map(({ question }) => question),
];

interface Timing {
  label: string;
  budgetMs: number;
  ms: { p50: number; p95: number; max: number };
  /** This process's CPU time per answer, on average: what the wall times come to on an idle machine. */
  cpuMs?: number;
}

interface AssistantFigures {
  dialect: Dialect;
  skipped?: string;
  loadAverage?: number;
  timings?: Timing[];
}

const round = (value: number) => Math.round(value * 10) / 10;

function timing(label: string, budgetMs: number, samples: number[], cpuMs?: number): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    label,
    budgetMs,
    ms: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!) },
    ...(cpuMs === undefined ? {} : { cpuMs: round(cpuMs) }),
  };
}

/** Wall times of each answer, and the CPU time all of them took. */
interface Samples {
  wall: number[];
  cpuMs: number;
}

/** Server time of retrieval-only answers to `questions`, each asked `rounds` times after one warm-up pass. */
async function timeRetrieval(db: ReturnType<typeof createDb>, questions: readonly string[]): Promise<Samples> {
  const wall: number[] = [];
  // Timed to the reply line, as the visitor gets it; a not-sure question is kept after it, untimed.
  const ask = async (question: string, timed: boolean) => {
    const started = performance.now();
    for await (const event of answerQuestion(db, { question, history: [] }, { model: undefined })) {
      if (timed && event.type === 'reply') wall.push(performance.now() - started);
    }
  };
  for (const question of questions) await ask(question, false);
  const cpu = process.cpuUsage();
  for (let pass = 0; pass < rounds; pass++) {
    for (const question of questions) await ask(question, true);
  }
  const used = process.cpuUsage(cpu);
  return { wall, cpuMs: (used.user + used.system) / 1000 / wall.length };
}

/** First token written by the fake model → first delta line read by an HTTP client, `streamRuns` times. */
async function timeFirstDelta(database: ThrowawayDatabase): Promise<number[]> {
  const fake = await startFakeModelServer();
  const server = await launchServer(
    {
      ...database.env,
      ASSISTANT_LLM_URL: fake.baseUrl,
      ASSISTANT_LLM_MODEL: 'bench-model',
      ASSISTANT_DAILY_LIMIT: '1000000',
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '0',
      ASSISTANT_RATE_LIMIT_PER_HOUR: '0',
      ASSISTANT_GLOBAL_LIMIT_PER_MINUTE: '0',
      ASSISTANT_GLOBAL_LIMIT_PER_HOUR: '0',
    },
    60_000,
  );
  let firstToken = 0;
  // Tokens as OpenAI-style models send them (a leading space per word); the first after a pause, as a
  // model thinks before it writes.
  fake.answer(async (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.flushHeaders();
    await sleep(20);
    firstToken = performance.now();
    await writeApart(response, sseChunk({ content: 'Dạ' }));
    for (const token of [',', ' gói', ' Chuyên', ' nghiệp', ' có', ' giá', ' 1.200.000', ' ₫/tháng', '.']) {
      await sleep(5);
      await writeApart(response, sseChunk({ content: token }));
    }
    await writeApart(response, sseChunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  });
  const samples: number[] = [];
  try {
    for (let run = 0; run < streamWarmup + streamRuns; run++) {
      const response = await fetch(`${server.url}/api/assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'Gói Chuyên nghiệp giá bao nhiêu?', history: [] }),
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      let seen = false;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffered += chunk.value;
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        if (!seen && lines.some((line) => (JSON.parse(line) as { type: string }).type === 'delta')) {
          seen = true;
          if (run >= streamWarmup) samples.push(performance.now() - firstToken);
        }
      }
      if (!seen) throw new Error(`no delta line in the answer (status ${response.status}): ${server.output()}`);
    }
    return samples;
  } finally {
    await server.stop();
    await fake.close();
  }
}

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<AssistantFigures> {
  const db = createDb(database.config);
  let answerable: Samples;
  let unanswerable: Samples;
  let owners: Samples;
  let loadAverage: number;
  try {
    await migrateToLatest(db);
    await importShipped(db, now);
    await loadArticles(db, articleCount);
    loadAverage = Math.round(loadavg()[0]! * 100) / 100;
    answerable = await timeRetrieval(
      db,
      answerableQuestions.map((question) => question.question),
    );
    unanswerable = await timeRetrieval(db, unanswerableQuestions);
    owners = await timeRetrieval(db, ownerQuestions);
  } finally {
    await db.destroy();
  }
  // The server finds the shipped content already imported, and answers from the same pages.
  const streamed = await timeFirstDelta(database);
  return {
    dialect,
    loadAverage,
    timings: [
      timing(
        `retrieval answer, ${answerableQuestions.length} answerable questions`,
        budget.maxAssistantRetrievalP95Ms,
        answerable.wall,
        answerable.cpuMs,
      ),
      timing(
        `retrieval answer, ${unanswerableQuestions.length} unanswerable questions`,
        budget.maxAssistantRetrievalP95Ms,
        unanswerable.wall,
        unanswerable.cpuMs,
      ),
      timing(
        `answer without a model, ${ownerQuestions.length} owners' questions and requests (issue 53's set)`,
        budget.maxAssistantRetrievalP95Ms,
        owners.wall,
        owners.cpuMs,
      ),
      timing('model’s first token → first delta line read over HTTP', budget.maxAssistantFirstWordsMs, streamed),
    ],
  };
}

/** Times the assistant on each database and holds it against the budget. */
export async function measureAssistant(): Promise<Section> {
  const results: AssistantFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const)
    results.push(await onThrowawayDatabase(dialect, 'assistant', (database) => measure(dialect, database)));
  const flags: string[] = [];
  const rows: Cell[][] = results.flatMap((figures) => {
    const label = dialectLabels[figures.dialect];
    if (!figures.timings)
      return [
        [
          { text: label },
          { text: `not measured: ${figures.skipped}` },
          { text: '–' },
          { text: '–' },
          { text: '–' },
          { text: '–' },
        ],
      ];
    return figures.timings.map((measured) => {
      const over = measured.ms.p95 > measured.budgetMs;
      if (over) flags.push(`${label} assistant ${measured.label}: p95 ${measured.ms.p95} ms > ${measured.budgetMs} ms`);
      return [
        { text: label },
        { text: measured.label },
        { text: `${measured.ms.p50} ms` },
        { text: `${measured.ms.p95} ms`, flagged: over },
        { text: `${measured.ms.max} ms` },
        { text: measured.cpuMs === undefined ? '–' : `${measured.cpuMs} ms` },
      ];
    });
  });
  return {
    title: 'The site’s assistant',
    note:
      `Retrieval: ${articleCount.toLocaleString('en-US')} published articles per database beside the shipped pages; server time of ` +
      `answerQuestion without a model to its reply (as POST /api/assistant runs it), each question of the test set ${rounds} times after a warm-up pass. ` +
      `Streaming: a production server per database with a fake model in the bench process (first token after 20 ms, then one every 5 ms); ` +
      `from the fake writing its first token to an HTTP client having parsed the first delta line, ${streamRuns} runs after ${streamWarmup} warm-up ` +
      `(1-minute load average: ${results.map((f) => `${dialectLabels[f.dialect]} ${f.loadAverage ?? '–'}`).join(', ')}). ` +
      `CPU per answer: this process's CPU time over the timed answers, per answer (PostgreSQL's own is not in it): ` +
      `about the wall time on an idle machine. ` +
      `Budget: retrieval p95 ≤ ${budget.maxAssistantRetrievalP95Ms} ms, first words p95 ≤ ${budget.maxAssistantFirstWordsMs} ms, both databases.`,
    columns: ['database', 'measure', 'p50', 'p95', 'max', 'CPU per answer'],
    rows,
    flags,
    data: results,
  };
}
