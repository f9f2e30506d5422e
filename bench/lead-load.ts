import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { launchServer } from '../scripts/lib/launch-server.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { leadSearchText } from '../src/lib/search/lead-search-text.ts';
import { createDb } from '../src/server/db/client.ts';
import type { Database, NewContact } from '../src/server/db/database.ts';
import { insertContact } from '../src/server/leads/lead.repository.ts';
import { budget } from './budget.ts';
import { waitUntilSettled } from './settled-server.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';

// Load on the lead path: for SQLite and PostgreSQL, a server of its own (rate limits lifted) on a
// throwaway database takes valid trial submissions from autocannon, each with its own e-mail and
// Idempotency-Key. Beside it, the raw insert rate of the same database through insertContact shows
// how much of the database's own speed the pipeline keeps. Only measures and checks: run.ts renders.
//
// BENCH_LEAD_SECONDS (default 10) sets the length of the measured run; PostgreSQL is TEST_DATABASE_URL,
// or the local server, in a schema made and dropped here.

const connections = 20;
const seconds = Number(process.env.BENCH_LEAD_SECONDS ?? 10);
/** Unmeasured load first (JIT, the route's modules, database caches), which also sizes the measured run. */
const warmupSeconds = 3;

if (!(seconds > 0)) throw new Error(`BENCH_LEAD_SECONDS must be a number > 0 (got ${process.env.BENCH_LEAD_SECONDS})`);

/** What one database measured. */
export interface LeadLoadFigures {
  dialect: Dialect;
  /** Why the database was not measured (e.g. no PostgreSQL reachable); the figures below are then absent. */
  skipped?: string;
  connections?: number;
  /** Requests of the measured run (after the warm-up), and how they were answered. */
  requests?: number;
  accepted?: number;
  non2xx?: number;
  statusCodes?: Record<string, number>;
  /** Connection errors and timeouts: requests that got no answer at all. */
  errors?: number;
  elapsedMs?: number;
  acceptedPerSecond?: number;
  latencyMs?: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** New rows in `contacts` over the measured run: must equal `accepted`. */
  rowsStored?: number;
  raw?: { rows: number; sequentialRowsPerSecond: number; concurrentRowsPerSecond: number; concurrency: number };
  /** The machine's 1-minute load average as the measured run began: other work skews the figures. */
  loadAverage?: number;
  /** acceptedPerSecond ÷ raw.concurrentRowsPerSecond. */
  pipelineToRaw?: number;
}

const fields = (email: string) =>
  JSON.stringify({ company_name: 'Khách sạn Hoa Sen', name: 'Nguyễn Văn An', email, phone: '0901234567', page: '/' });

async function countContacts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .executeTakeFirstOrThrow();
  return Number(row.rows);
}

/**
 * Sends submissions for `load.duration` seconds, or exactly `load.amount` of them: the measured run
 * uses an amount, so every request sent is answered and the row count can be compared (a duration
 * drops the requests in flight when it ends). Timed from the first request to the last answer.
 */
export async function fire(url: string, load: { amount: number } | { duration: number }) {
  const run = randomUUID().slice(0, 8);
  let sequence = 0;
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/leads/trial`,
        connections,
        ...load,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: fields(`bench-${run}-${sequence++}@hoasen.vn`),
            }),
          },
        ],
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', () => (lastAnswer = performance.now()));
  });
  return { result, elapsedMs: lastAnswer - started };
}

/** The row count once it stops moving: requests dropped at the end of a timed run may still be committing. */
async function settledCount(db: Kysely<Database>): Promise<number> {
  let previous = -1;
  for (;;) {
    const count = await countContacts(db);
    if (count === previous) return count;
    previous = count;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function contact(run: string, index: number): NewContact {
  const now = new Date().toISOString();
  const person = {
    company_name: 'Khách sạn Hoa Sen',
    name: 'Nguyễn Văn An',
    email: `raw-${run}-${index}@hoasen.vn`,
    phone: '0901234567',
    message: 'Đăng ký dùng thử miễn phí',
  };
  return {
    id: randomUUID(),
    ...person,
    search_text: leadSearchText(person),
    room_count: null,
    source: 'trial',
    plan: null,
    preferred_time: null,
    page: '/',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    referrer: null,
    consent_version: 'bench',
    consent_at: now,
    created_at: now,
  };
}

/** Rows per second inserting `rows` rows one statement (so one transaction) each, `concurrency` at a time. */
async function insertRate(db: Kysely<Database>, rows: number, concurrency: number): Promise<number> {
  const run = randomUUID().slice(0, 8);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < rows) await insertContact(db, contact(run, next++));
    }),
  );
  return rows / ((performance.now() - started) / 1000);
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<LeadLoadFigures> {
  const server = await launchServer({ ...database.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0' });
  const db = createDb(database.config);
  try {
    await waitUntilSettled(server.url, db);
    const warmup = await fire(server.url, { duration: warmupSeconds });
    if (warmup.result['2xx'] === 0) throw new Error(`No lead accepted during the warm-up:\n${server.output()}`);
    const amount = Math.max(connections, Math.round((warmup.result['2xx'] / warmup.elapsedMs) * 1000 * seconds));

    const before = await settledCount(db);
    const loadAverage = round(loadavg()[0]!, 2);
    const { result, elapsedMs } = await fire(server.url, { amount });
    const rowsStored = (await countContacts(db)) - before;
    await server.stop();

    const accepted = result['2xx'];
    const acceptedPerSecond = accepted / (elapsedMs / 1000);
    // The same number of rows, straight through insertContact: one after another, then as many at
    // once as the load had connections (SQLite serialises them on its one connection; PostgreSQL's
    // pool holds 10).
    const rawRows = Math.max(accepted, connections);
    const sequentialRowsPerSecond = await insertRate(db, rawRows, 1);
    const concurrentRowsPerSecond = await insertRate(db, rawRows, connections);
    const { latency } = result;
    return {
      dialect,
      connections,
      requests: result.requests.sent,
      accepted,
      non2xx: result.non2xx,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
      ),
      errors: result.errors,
      elapsedMs: round(elapsedMs),
      acceptedPerSecond: round(acceptedPerSecond),
      latencyMs: {
        mean: round(latency.mean, 1),
        p50: latency.p50,
        p90: latency.p90,
        p99: latency.p99,
        max: latency.max,
      },
      rowsStored,
      raw: {
        rows: rawRows,
        sequentialRowsPerSecond: round(sequentialRowsPerSecond),
        concurrentRowsPerSecond: round(concurrentRowsPerSecond),
        concurrency: connections,
      },
      loadAverage,
      pipelineToRaw: round(acceptedPerSecond / concurrentRowsPerSecond, 2),
    };
  } finally {
    await server.stop();
    await db.destroy();
  }
}

/** Measures one database (skipped, saying why, when an unrequested PostgreSQL is not there). */
function measureDialect(dialect: Dialect): Promise<LeadLoadFigures> {
  return onThrowawayDatabase(dialect, 'leads', (database) => measure(dialect, database));
}

export const leadLoadColumns = [
  'database',
  'accepted leads/s',
  'p50',
  'p99',
  'non-2xx',
  'rows stored / 2xx',
  'raw insert rows/s (1 at a time)',
  `raw insert rows/s (${connections} at a time)`,
  'pipeline / raw',
];

function row(figures: LeadLoadFigures, flags: string[]): Cell[] {
  const label = dialectLabels[figures.dialect];
  if (figures.skipped || !figures.latencyMs || !figures.raw) {
    return [
      { text: label },
      { text: `not measured: ${figures.skipped ?? 'no figures'}` },
      ...leadLoadColumns.slice(2).map(() => ({ text: '–' })),
    ];
  }
  // The budget speaks of SQLite (the default database); PostgreSQL is shown for comparison.
  const budgeted = figures.dialect === 'sqlite';
  const rate = figures.acceptedPerSecond!;
  const p99 = figures.latencyMs.p99;
  const rateCell: Cell = { text: `${rate.toLocaleString('en-US')}/s` };
  if (budgeted && rate < budget.minLeadsPerSecond) {
    rateCell.flagged = true;
    flags.push(
      `${label} leads: ${rate.toLocaleString('en-US')} accepted/s < ${budget.minLeadsPerSecond.toLocaleString('en-US')}/s`,
    );
  }
  const p99Cell: Cell = { text: `${p99} ms` };
  if (budgeted && p99 > budget.maxLeadP99Ms) {
    p99Cell.flagged = true;
    flags.push(`${label} leads: p99 ${p99} ms > ${budget.maxLeadP99Ms} ms`);
  }
  // Not budget figures but correctness: every valid lead is accepted and stored exactly once.
  const failed = figures.non2xx! + figures.errors!;
  const failedCell: Cell = { text: String(figures.non2xx), flagged: failed > 0 };
  if (failed > 0) {
    flags.push(
      `${label} leads: ${figures.non2xx} non-2xx (${JSON.stringify(figures.statusCodes)}), ${figures.errors} without answer`,
    );
  }
  const stored = figures.rowsStored === figures.accepted;
  if (!stored) flags.push(`${label} leads: ${figures.rowsStored} rows stored for ${figures.accepted} accepted`);
  return [
    { text: label },
    rateCell,
    { text: `${figures.latencyMs.p50} ms` },
    p99Cell,
    failedCell,
    { text: `${figures.rowsStored} / ${figures.accepted}`, flagged: !stored },
    { text: `${figures.raw.sequentialRowsPerSecond.toLocaleString('en-US')}/s` },
    { text: `${figures.raw.concurrentRowsPerSecond.toLocaleString('en-US')}/s` },
    { text: `${figures.pipelineToRaw}` },
  ];
}

/** Runs the load on each database in turn and holds the figures against the budget. */
export async function measureLeadLoad(): Promise<Section> {
  const results: LeadLoadFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const) results.push(await measureDialect(dialect));
  const flags: string[] = [];
  const rows = results.map((figures) => row(figures, flags));
  return {
    title: 'Lead submissions under load',
    note:
      `POST /api/leads/trial from autocannon, ${connections} connections, ~${seconds} s after ${warmupSeconds} s of warm-up ` +
      'requests; valid bodies, each with its own e-mail and Idempotency-Key; rate limits lifted; one server per ' +
      'database, on a throwaway one. Raw insert: as many rows through insertContact, one statement each. ' +
      `Budget (SQLite): ≥ ${budget.minLeadsPerSecond.toLocaleString('en-US')} leads/s, p99 ≤ ${budget.maxLeadP99Ms} ms.`,
    columns: leadLoadColumns,
    rows,
    flags,
    data: results,
  };
}
