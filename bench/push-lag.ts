import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchServer, type LaunchedServer } from '../scripts/lib/launch-server.ts';
import { post, postAll, submissions, type Submission } from '../scripts/lib/lead-submissions.ts';
import { startPushReceiver, type PushReceiver } from '../scripts/lib/push-receiver.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { createDb } from '../src/server/db/client.ts';
import { saveSubscription } from '../src/server/push/push.repository.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';
import { percentile } from './stats.ts';

// A new lead rings the salesperson's phone within seconds: for SQLite and PostgreSQL, a server of its
// own (rate limits lifted, throwaway database, no e-mail or webhook) with one salesperson taking leads
// on two phones, subscribed to a push service of our own in this process that checks each push's
// VAPID JWT and decrypts it (scripts/lib/push-receiver.ts). Leads are POSTed a few at a time, as a
// campaign brings them; each push's lag is the time the push service took it (its 201) minus the time
// the lead's answer came back (the server answers right after the commit). Beside it, the lag from
// the lead's created_at, stamped as the request came in: it adds the request's wait for its turn.
//
// BENCH_PUSH_LEADS (default 300) sets how many leads, BENCH_PUSH_CONCURRENCY (10) how many at a time.

const leadCount = Number(process.env.BENCH_PUSH_LEADS ?? 300);
const concurrency = Number(process.env.BENCH_PUSH_CONCURRENCY ?? 10);
const phones = 2;
const warmupLeads = 10;
const timeoutMs = 60_000;
const graceMs = 2_000;

for (const [name, value] of [
  ['BENCH_PUSH_LEADS', leadCount],
  ['BENCH_PUSH_CONCURRENCY', concurrency],
] as const) {
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1 (got ${process.env[name]})`);
}

export interface PushLagFigures {
  dialect: Dialect;
  skipped?: string;
  leads?: number;
  stored?: number;
  rejected?: number;
  /** Pushes expected (leads × phones), taken (201, first per lead and phone), and repeats. */
  expected?: number;
  taken?: number;
  duplicates?: number;
  /** Pushes the push service refused for a bad JWT, header or payload. */
  refused?: number;
  /** The push service's 201 − the lead's answer (its commit, plus a loopback hop). */
  lagMs?: { p50: number; p95: number; p99: number; max: number } | undefined;
  /** p95 of the push service's 201 − the request's arrival (created_at): with the request's wait to be stored. */
  fromArrivalP95Ms?: number | undefined;
  /** The largest payload before encryption, in bytes. */
  maxPayloadBytes?: number;
}

const leadOf = (payload: unknown) =>
  /\/admin\/leads\/([0-9a-f-]{36})/.exec((payload as { url?: string }).url ?? '')?.[1];

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<PushLagFigures> {
  const receiver: PushReceiver = await startPushReceiver();
  const db = createDb(database.config);
  let server: LaunchedServer | undefined;
  try {
    server = await launchServer({
      ...database.env,
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_HOUR: '0',
      PUSH_ENDPOINT_ALLOW: receiver.origin,
    });
    // One salesperson taking leads, quiet hours off (the bench runs at any hour), on two phones.
    const userId = randomUUID();
    const at = new Date().toISOString();
    await db
      .insertInto('staff_users')
      .values({
        id: userId,
        email: 'lan@hoasen.vn',
        password_hash: 'x',
        role: 'sales',
        name: 'Lan',
        deactivated_at: null,
        created_at: at,
        taking_leads: 1,
      })
      .execute();
    await db
      .insertInto('push_settings')
      .values({ user_id: userId, quiet_hours: 0, first_enabled_at: at, updated_at: at })
      .execute();
    for (let index = 0; index < phones; index++) {
      const device = receiver.device();
      await saveSubscription(db, {
        userId,
        sessionHash: `bench-${index}`,
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        device: 'Chrome trên Android',
        at,
      });
    }
    const run = randomUUID().slice(0, 8);
    await postAll(server.url, submissions(warmupLeads, `push-warmup-${run}`), concurrency);
    await receiver.waitFor(warmupLeads * phones, timeoutMs);
    const warm = new Set(receiver.pushes.map((push) => push.receivedAt));

    const prefix = `push-${run}`;
    // Each lead's answer: the server answers right after the commit, so its arrival is the commit's
    // time plus one loopback hop.
    const answeredAt = new Map<string, number>();
    const all = submissions(leadCount, prefix);
    let next = 0;
    let rejected = 0;
    const worker = async () => {
      while (next < all.length) {
        const submission: Submission = all[next++]!;
        const status = await post(server!.url, submission);
        answeredAt.set(submission.email, Date.now());
        if (status === null || status < 200 || status > 299) rejected++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const stored = await db
      .selectFrom('contacts')
      .select(['id', 'email', 'created_at'])
      .where('email', 'like', `${prefix}-%`)
      .execute();
    const storedAt = new Map(stored.map((lead) => [lead.id, Date.parse(lead.created_at)]));
    const committedAt = new Map(
      stored.map((lead) => [lead.id, answeredAt.get(lead.email) ?? Date.parse(lead.created_at)]),
    );
    await receiver.waitFor(warmupLeads * phones + stored.length * phones, timeoutMs).catch(() => undefined);
    await sleep(graceMs);

    const seen = new Set<string>();
    const lags: number[] = [];
    const fromArrival: number[] = [];
    let duplicates = 0;
    let maxPayloadBytes = 0;
    for (const push of receiver.pushes) {
      if (warm.has(push.receivedAt) || push.status !== 201) continue;
      const lead = leadOf(push.payload);
      if (!lead || !storedAt.has(lead)) continue;
      const key = `${lead}:${push.device}`;
      if (seen.has(key)) {
        duplicates++;
        continue;
      }
      seen.add(key);
      lags.push(push.receivedAt - committedAt.get(lead)!);
      fromArrival.push(push.receivedAt - storedAt.get(lead)!);
      maxPayloadBytes = Math.max(maxPayloadBytes, push.plainBytes);
    }
    lags.sort((a, b) => a - b);
    fromArrival.sort((a, b) => a - b);
    return {
      dialect,
      leads: leadCount,
      stored: stored.length,
      rejected,
      expected: stored.length * phones,
      taken: lags.length,
      duplicates,
      refused: receiver.rejected.length,
      lagMs: lags.length
        ? { p50: percentile(lags, 50), p95: percentile(lags, 95), p99: percentile(lags, 99), max: lags.at(-1)! }
        : undefined,
      fromArrivalP95Ms: fromArrival.length ? percentile(fromArrival, 95) : undefined,
      maxPayloadBytes,
    };
  } finally {
    await server?.stop();
    await Promise.all([receiver.close(), db.destroy()]);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const pushLagColumns = [
  'database',
  'pushes taken / expected',
  'p50',
  'p95',
  'p99',
  'max',
  'p95 from the request',
  'repeats',
  'refused',
  'largest payload',
];

function row(figures: PushLagFigures, flags: string[]): Cell[] {
  const label = dialectLabels[figures.dialect];
  if (figures.skipped || figures.taken === undefined) {
    return [
      { text: label },
      { text: `not measured: ${figures.skipped ?? 'no figures'}` },
      ...pushLagColumns.slice(2).map(() => ({ text: '–' })),
    ];
  }
  const missing = figures.expected! - figures.taken;
  if (figures.rejected || figures.stored !== figures.leads)
    flags.push(`${label} push: ${figures.stored} of ${figures.leads} leads stored, ${figures.rejected} rejected`);
  if (missing)
    flags.push(`${label} push: ${missing} of ${figures.expected} pushes not taken within ${timeoutMs / 1000} s`);
  if (figures.duplicates) flags.push(`${label} push: ${figures.duplicates} pushes sent twice to one phone`);
  if (figures.refused) flags.push(`${label} push: the push service refused ${figures.refused}`);
  const slow = !!figures.lagMs && figures.lagMs.p95 > budget.maxPushLagP95Ms;
  if (slow) flags.push(`${label} push: p95 ${seconds(figures.lagMs!.p95)} > ${seconds(budget.maxPushLagP95Ms)}`);
  return [
    { text: label },
    { text: `${figures.taken} / ${figures.expected}`, flagged: missing > 0 },
    { text: figures.lagMs ? seconds(figures.lagMs.p50) : '–' },
    { text: figures.lagMs ? seconds(figures.lagMs.p95) : '–', flagged: slow },
    { text: figures.lagMs ? seconds(figures.lagMs.p99) : '–' },
    { text: figures.lagMs ? seconds(figures.lagMs.max) : '–' },
    { text: figures.fromArrivalP95Ms === undefined ? '–' : seconds(figures.fromArrivalP95Ms) },
    { text: String(figures.duplicates), flagged: figures.duplicates! > 0 },
    { text: String(figures.refused), flagged: figures.refused! > 0 },
    { text: `${figures.maxPayloadBytes} B` },
  ];
}

/** Measures each database in turn and holds the lag against the budget. */
export async function measurePushLag(): Promise<Section> {
  const results: PushLagFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const)
    results.push(await onThrowawayDatabase(dialect, 'push', (database) => measure(dialect, database)));
  const flags: string[] = [];
  return {
    title: 'Push to the salesperson’s phones: lead committed → push service’s 201',
    note:
      `${leadCount.toLocaleString('en-US')} trial leads POSTed ${concurrency} at a time (after ${warmupLeads} as warm-up) to a ` +
      `server of its own per database, throwaway database, rate limits lifted, no e-mail or webhook; one salesperson ` +
      `taking leads on ${phones} phones subscribed to a push service of our own on loopback (VAPID JWT checked, payload ` +
      `decrypted). Lag: the push service's 201 − the lead's answer (sent right after its commit); 'from the request': ` +
      `− the lead's created_at, stamped as the request came, before its wait to be stored. Budget: p95 ≤ ` +
      `${seconds(budget.maxPushLagP95Ms)}, every push taken once.`,
    columns: pushLagColumns,
    rows: results.map((figures) => row(figures, flags)),
    flags,
    data: results,
  };
}
