import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { launchServer, type LaunchedServer } from '../scripts/lib/launch-server.ts';
import { postAll, submissions } from '../scripts/lib/lead-submissions.ts';
import { sampleWhile } from '../scripts/lib/sample-pages.ts';
import { floodSignIns } from '../scripts/lib/sign-in-flood.ts';
import { holdWriteLock } from '../scripts/lib/sqlite-lock-holder.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { createDb } from '../src/server/db/client.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';
import { percentile } from './stats.ts';

// What the faults of the attack report cost the visitors, on the production server:
// another process holding SQLite's write lock for 10 s, 200 wrong sign-ins at once, and PostgreSQL
// connections killed during a burst of leads. Only measures and checks: run.ts renders.

const lockHoldMs = 10_000;
const signIns = 200;
const burstLeads = 400;
const killEveryMs = 150;

/** Page timings in ms: p50, p95 and the slowest. */
interface Timings {
  p50: number;
  p95: number;
  max: number;
  samples: number;
}

/** `ms` ascending, as sampleWhile gives them. */
function timings(ms: number[]): Timings {
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1)!, samples: ms.length };
}

async function withServer<T>(env: Record<string, string>, measure: (server: LaunchedServer) => Promise<T>): Promise<T> {
  const server = await launchServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '0', ...env });
  try {
    // Warm the pages first: the first render of each compiles and caches what later ones reuse.
    for (const page of ['/', '/tin-tuc', '/admin/login']) await (await fetch(`${server.url}${page}`)).arrayBuffer();
    return await measure(server);
  } finally {
    await server.stop();
  }
}

/** Pages and a lead while another process holds the write lock (SQLite). */
async function measureLock(database: ThrowawayDatabase) {
  return withServer(database.env, async (server) => {
    const holder = await holdWriteLock(path.join(server.dataDir, 'site.db'), lockHoldMs);
    const [lead] = submissions(1, 'bench-lock');
    const started = performance.now();
    const leadAnswer = postAll(server.url, [lead!]).then(([status]) => ({ status, ms: performance.now() - started }));
    const held = sleep(lockHoldMs - 1_000);
    const [home, news] = await Promise.all([
      sampleWhile(`${server.url}/`, held, 50),
      sampleWhile(`${server.url}/tin-tuc`, held, 50),
    ]);
    const answered = await leadAnswer;
    await holder.release();
    return { home: timings(home), news: timings(news), lead: answered };
  });
}

/**
 * /tin-tuc before and while 200 wrong sign-ins arrive at once (each claiming another address in
 * X-Forwarded-For when `forge`), and how many passwords were checked.
 */
async function measureSignInFlood(database: ThrowawayDatabase, forge: boolean) {
  return withServer(database.env, async (server) => {
    const idle = await sampleWhile(`${server.url}/tin-tuc`, sleep(1_000));
    const flood = floodSignIns(server.url, signIns, { forge });
    const [statuses, during] = await Promise.all([flood, sampleWhile(`${server.url}/tin-tuc`, flood)]);
    return {
      checked: server.output().match(/"event":"sign_in_failed"/g)?.length ?? 0,
      throttled: statuses.filter((status) => status === 429).length,
      idle: timings(idle),
      during: timings(during),
    };
  });
}

/** A burst of leads while every server connection is killed every 150 ms (PostgreSQL). */
async function measureConnectionKills(database: ThrowawayDatabase) {
  const application = `hotelix_bench_${process.pid}`;
  const url = new URL(database.env.DATABASE_URL!);
  url.searchParams.set('application_name', application);
  return withServer({ DATABASE_URL: url.href }, async (server) => {
    const plain = new URL(url);
    plain.search = '';
    const admin = new pg.Client({ connectionString: plain.href });
    await admin.connect();
    let kills = 0;
    const killer = setInterval(() => {
      void admin
        .query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [application])
        .then(
          ({ rowCount }) => (kills += rowCount ?? 0),
          () => {},
        );
    }, killEveryMs);
    const all = submissions(burstLeads, 'bench-kill');
    const statuses = await postAll(server.url, all, 20).finally(() => clearInterval(killer));
    await admin.end();
    const started = performance.now();
    while ((await postAll(server.url, submissions(1, 'bench-kill-after')))[0] !== 200) await sleep(50);
    const recoveredMs = performance.now() - started;
    const db = createDb(database.config);
    const stored = new Set(
      (await db.selectFrom('contacts').select('email').where('email', 'like', 'bench-kill-%').execute()).map(
        (row) => row.email,
      ),
    );
    await db.destroy();
    const acknowledged = all.filter((_, index) => statuses[index] === 200);
    return {
      kills,
      acknowledged: acknowledged.length,
      unavailable: statuses.filter((status) => status === 503).length,
      other: statuses.filter((status) => status !== 200 && status !== 503).length,
      lost: acknowledged.filter((one) => !stored.has(one.email)).length,
      recoveredMs,
      alive: server.output().includes('uncaught_exception') ? 'no' : 'yes',
    };
  });
}

const ms = (value: number) => `${Math.round(value)} ms`;
const cell = (text: string, flagged = false): Cell => ({ text, flagged });

/** Measures every fault and returns the report's section. */
export async function measureFaults(): Promise<Section> {
  const rows: Cell[][] = [];
  const flags: string[] = [];
  const data: Record<string, unknown> = {};

  const lock = await onThrowawayDatabase('sqlite', 'lock', measureLock);
  data.lock = lock;
  if (!('skipped' in lock)) {
    const slowest = Math.max(lock.home.max, lock.news.max);
    const flagged = slowest > budget.maxPageDuringFaultMs;
    if (flagged) flags.push(`SQLite lock: a page took ${ms(slowest)} > ${ms(budget.maxPageDuringFaultMs)}`);
    rows.push([
      cell('write lock held 10 s by another process'),
      cell('SQLite'),
      cell(
        `/ p95 ${ms(lock.home.p95)}, /tin-tuc p95 ${ms(lock.news.p95)}, slowest ${ms(slowest)}; a lead meanwhile: ${lock.lead.status} after ${ms(lock.lead.ms)}`,
        flagged,
      ),
      cell(`every page ≤ ${ms(budget.maxPageDuringFaultMs)}`),
    ]);
  }

  for (const [dialect, forge] of [
    ['sqlite', false],
    ['sqlite', true],
    ['postgres', false],
    ['postgres', true],
  ] as Array<[Dialect, boolean]>) {
    const flood = await onThrowawayDatabase(dialect, 'signin', (database) => measureSignInFlood(database, forge));
    data[`signIn_${dialect}${forge ? '_forged' : ''}`] = flood;
    if ('skipped' in flood) continue;
    const flagged = flood.checked > 5 || flood.during.p95 > budget.maxNewsP95DuringFloodMs;
    const what = `${signIns} wrong sign-ins at once${forge ? ', each with a forged X-Forwarded-For' : ''}`;
    if (flagged)
      flags.push(`${dialectLabels[dialect]} ${what}: ${flood.checked} checks, /tin-tuc p95 ${ms(flood.during.p95)}`);
    rows.push([
      cell(what),
      cell(dialectLabels[dialect]),
      cell(
        `${flood.checked} passwords checked, ${flood.throttled} throttled; /tin-tuc p95 ${ms(flood.during.p95)} (idle ${ms(flood.idle.p95)}), slowest ${ms(flood.during.max)}`,
        flagged,
      ),
      cell(`≤ 5 checks, p95 ≤ ${ms(budget.maxNewsP95DuringFloodMs)}`),
    ]);
  }

  const kills = await onThrowawayDatabase('postgres', 'kill', measureConnectionKills);
  data.connectionKills = kills;
  if (!('skipped' in kills)) {
    const flagged = kills.lost > 0 || kills.other > 0 || kills.alive !== 'yes';
    if (flagged) flags.push(`PostgreSQL kills: ${kills.lost} acknowledged leads lost, ${kills.other} other answers`);
    rows.push([
      cell(`connections killed every ${killEveryMs} ms during ${burstLeads} leads`),
      cell('PostgreSQL'),
      cell(
        `${kills.kills} connections killed; ${kills.acknowledged} stored (200), ${kills.unavailable} answered 503, ${kills.lost} lost; next lead stored after ${ms(kills.recoveredMs)}`,
        flagged,
      ),
      cell('no acknowledged lead lost, no exit'),
    ]);
  }

  return {
    title: 'Faults: what they cost the visitors',
    note: 'Production server on a throwaway database: another process holds the SQLite write lock for 10 s while / and /tin-tuc are fetched every 50 ms and a lead is sent; 200 wrong sign-ins arrive at once while /tin-tuc is fetched every 20 ms, once plainly and once each with a forged X-Forwarded-For; pg_terminate_backend of every server connection every 150 ms during a burst of 400 leads (20 at a time).',
    columns: ['fault', 'database', 'result', 'budget'],
    rows,
    flags,
    data,
  };
}
