import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchServer, type LaunchedServer } from '../scripts/lib/launch-server.ts';
import { postAll, submissions } from '../scripts/lib/lead-submissions.ts';
import {
  startSmtpReceiver,
  startWebhookReceiver,
  type SmtpReceiver,
  type WebhookReceiver,
} from '../scripts/lib/notify-receivers.ts';
import type { ThrowawayDatabase } from '../scripts/lib/throwaway-database.ts';
import { createDb } from '../src/server/db/client.ts';
import { countByStatus } from '../src/server/notify/notification.repository.ts';
import { budget } from './budget.ts';
import { dialectLabels, onThrowawayDatabase, type Dialect } from './dialects.ts';
import type { Cell, Section } from './report.ts';
import { percentile } from './stats.ts';

// Delivery lag of lead notifications: for SQLite and PostgreSQL, a server of its own (rate limits
// lifted, throwaway database) announces leads by e-mail to a real SMTP server and by webhook to an
// HTTP receiver, both in this process. A burst of leads goes in at once; each notification's lag is
// the time it reached its receiver minus the lead's created_at (the moment the server stored it,
// same machine clock). Only measures and checks: run.ts renders.
//
// BENCH_NOTIFY_LEADS (default 1,000) sets the size of the burst; PostgreSQL is TEST_DATABASE_URL, or
// the local server, in a schema made and dropped here.

const leadCount = Number(process.env.BENCH_NOTIFY_LEADS ?? 1000);
/** Submissions in flight at once: enough that the leads land faster than they can be announced. */
const concurrency = 50;
/** Unmeasured leads first (JIT, the SMTP pool's connections), announced before the burst starts. */
const warmupLeads = 20;
/** How long the burst's notifications may take to arrive; what has not by then is reported missing. */
const timeoutMs = 120_000;
/** Kept listening after the last arrival: a repeat sent right after its first delivery shows up here. */
const graceMs = 2_000;

if (!Number.isInteger(leadCount) || leadCount < 1) {
  throw new Error(`BENCH_NOTIFY_LEADS must be a whole number ≥ 1 (got ${process.env.BENCH_NOTIFY_LEADS})`);
}

const channels = ['sales_email', 'webhook'] as const;
type Channel = (typeof channels)[number];
const channelLabels: Record<Channel, string> = { sales_email: 'e-mail', webhook: 'webhook' };

/** What one channel measured on one database. */
export interface ChannelLag {
  /** Burst leads announced at least once, and those never announced within the timeout. */
  received: number;
  missing: number;
  /** Arrivals beyond the first for the same lead. */
  duplicates: number;
  /** Stored → received, over the first arrival of each lead. */
  lagMs?: { p50: number; p99: number; max: number };
  /** From the burst's first request to this channel's last arrival. */
  drainMs?: number;
}

/** What one database measured. */
export interface NotifyLagFigures {
  dialect: Dialect;
  /** Why the database was not measured (e.g. no PostgreSQL reachable); the figures below are then absent. */
  skipped?: string;
  leads?: number;
  concurrency?: number;
  /** From the burst's first request to its last answer. */
  burstMs?: number;
  /** Submissions answered otherwise than 2xx, or not at all. */
  rejected?: number;
  /** Burst leads found in `contacts`: must equal `leads`. */
  stored?: number;
  channels?: Record<Channel, ChannelLag>;
  /** The outbox once the run settled (every row should be delivered). */
  outbox?: Record<string, number>;
}

/** Submits `count` leads `concurrency` at a time; e-mails start with `<prefix>-`. */
async function submit(url: string, prefix: string, count: number): Promise<{ elapsedMs: number; rejected: number }> {
  const started = performance.now();
  const statuses = await postAll(url, submissions(count, prefix), concurrency);
  const rejected = statuses.filter((status) => status === null || status < 200 || status > 299).length;
  return { elapsedMs: performance.now() - started, rejected };
}

const leadLink = /\/admin\/leads\/([0-9a-f-]{36})/;

/** Every arrival so far, per channel, as [lead id, received at]. */
function arrivals(smtp: SmtpReceiver, webhook: WebhookReceiver): Record<Channel, [string, number][]> {
  return {
    sales_email: smtp.emails.map((email) => [leadLink.exec(email.text)?.[1] ?? '', email.receivedAt]),
    webhook: webhook.calls.map((call) => [
      (JSON.parse(call.body) as { lead: { id: string } }).lead.id,
      call.receivedAt,
    ]),
  };
}

/** Waits until every lead in `leads` arrived on both channels, or `timeoutMs` passed. */
async function awaitDelivery(leads: Set<string>, smtp: SmtpReceiver, webhook: WebhookReceiver): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const arrived = arrivals(smtp, webhook);
    const complete = channels.every(
      (channel) => new Set(arrived[channel].map(([id]) => id).filter((id) => leads.has(id))).size === leads.size,
    );
    if (complete) return;
    await sleep(100);
  }
}

/** The lag figures of one channel for the burst's leads (id → stored at, in ms). */
function channelLag(storedAt: Map<string, number>, arrived: [string, number][], burstStart: number): ChannelLag {
  const first = new Map<string, number>();
  let duplicates = 0;
  for (const [id, receivedAt] of arrived) {
    if (!storedAt.has(id)) continue;
    if (first.has(id)) duplicates++;
    else first.set(id, receivedAt);
  }
  const lags = [...first].map(([id, receivedAt]) => receivedAt - storedAt.get(id)!).sort((a, b) => a - b);
  const figures: ChannelLag = { received: first.size, missing: storedAt.size - first.size, duplicates };
  if (lags.length) {
    figures.lagMs = { p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1)! };
    figures.drainMs = Math.max(...first.values()) - burstStart;
  }
  return figures;
}

async function measure(dialect: Dialect, database: ThrowawayDatabase): Promise<NotifyLagFigures> {
  const smtp = await startSmtpReceiver();
  const webhook = await startWebhookReceiver();
  const db = createDb(database.config);
  let server: LaunchedServer | undefined;
  try {
    server = await launchServer({
      ...database.env,
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_HOUR: '0',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'Kinh doanh <sales@hoasen.vn>',
      NOTIFY_EMAIL_FROM: 'Hotelix <no-reply@hotelix.vn>',
      NOTIFY_WEBHOOK_URL: webhook.url,
      NOTIFY_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789',
    });
    const run = randomUUID().slice(0, 8);
    const leadsOf = async (prefix: string) =>
      db.selectFrom('contacts').select(['id', 'created_at']).where('email', 'like', `${prefix}-%`).execute();

    const warmup = `warmup-${run}`;
    await submit(server.url, warmup, warmupLeads);
    const warmupIds = new Set((await leadsOf(warmup)).map((lead) => lead.id));
    if (warmupIds.size < warmupLeads) throw new Error(`Warm-up leads not stored:\n${server.output()}`);
    await awaitDelivery(warmupIds, smtp, webhook);

    const burst = `notify-${run}`;
    const burstStart = Date.now();
    const { elapsedMs, rejected } = await submit(server.url, burst, leadCount);
    const stored = await leadsOf(burst);
    const storedAt = new Map(stored.map((lead) => [lead.id, Date.parse(lead.created_at)]));
    await awaitDelivery(new Set(storedAt.keys()), smtp, webhook);
    await sleep(graceMs);

    const arrived = arrivals(smtp, webhook);
    const outbox = await countByStatus(db);
    return {
      dialect,
      leads: leadCount,
      concurrency,
      burstMs: Math.round(elapsedMs),
      rejected,
      stored: stored.length,
      channels: {
        sales_email: channelLag(storedAt, arrived.sales_email, burstStart),
        webhook: channelLag(storedAt, arrived.webhook, burstStart),
      },
      outbox,
    };
  } finally {
    await server?.stop();
    await Promise.all([smtp.close(), webhook.close(), db.destroy()]);
  }
}

/** Measures one database (skipped, saying why, when an unrequested PostgreSQL is not there). */
function measureDialect(dialect: Dialect): Promise<NotifyLagFigures> {
  return onThrowawayDatabase(dialect, 'notify', (database) => measure(dialect, database));
}

export const notifyLagColumns = [
  'database',
  'channel',
  'received / stored',
  'p50',
  'p99',
  'max',
  'last arrival',
  'burst sent in',
  'duplicates',
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

function rows(figures: NotifyLagFigures, flags: string[]): Cell[][] {
  const label = dialectLabels[figures.dialect];
  if (figures.skipped || !figures.channels) {
    return [
      [
        { text: label },
        { text: `not measured: ${figures.skipped ?? 'no figures'}` },
        ...notifyLagColumns.slice(2).map(() => ({ text: '–' })),
      ],
    ];
  }
  // Correctness first: every lead stored, every notification delivered, exactly once.
  if (figures.rejected || figures.stored !== figures.leads) {
    flags.push(
      `${label} notify: ${figures.stored} of ${figures.leads} burst leads stored, ${figures.rejected} submissions rejected`,
    );
  }
  const undelivered = Object.entries(figures.outbox ?? {}).filter(([status]) => status !== 'delivered');
  if (undelivered.length) flags.push(`${label} notify: outbox not drained ${JSON.stringify(figures.outbox)}`);
  return channels.map((channel) => {
    const lag = figures.channels![channel];
    const name = `${label} ${channelLabels[channel]}`;
    if (lag.missing)
      flags.push(`${name}: ${lag.missing} of ${figures.stored} not received within ${timeoutMs / 1000} s`);
    if (lag.duplicates) flags.push(`${name}: ${lag.duplicates} received more than once`);
    // The promise to sales does not depend on the database, so both are held to the budget.
    const slow = !!lag.lagMs && lag.lagMs.p99 > budget.maxNotifyLagP99Ms;
    if (slow) flags.push(`${name}: p99 lag ${seconds(lag.lagMs!.p99)} > ${seconds(budget.maxNotifyLagP99Ms)}`);
    return [
      { text: label },
      { text: channelLabels[channel] },
      { text: `${lag.received} / ${figures.stored}`, flagged: lag.missing > 0 },
      { text: lag.lagMs ? seconds(lag.lagMs.p50) : '–' },
      { text: lag.lagMs ? seconds(lag.lagMs.p99) : '–', flagged: slow },
      { text: lag.lagMs ? seconds(lag.lagMs.max) : '–' },
      { text: lag.drainMs === undefined ? '–' : seconds(lag.drainMs) },
      { text: seconds(figures.burstMs!) },
      { text: String(lag.duplicates), flagged: lag.duplicates > 0 },
    ];
  });
}

/** Runs the burst on each database in turn and holds the lags against the budget. */
export async function measureNotifyLag(): Promise<Section> {
  const results: NotifyLagFigures[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const) results.push(await measureDialect(dialect));
  const flags: string[] = [];
  return {
    title: 'Lead notification delivery lag',
    note:
      `${leadCount.toLocaleString('en-US')} trial leads POSTed ${concurrency} at a time (after ${warmupLeads} announced ` +
      'as warm-up) to a server of its own per database, on a throwaway one, rate limits lifted; both channels on, ' +
      'to a real SMTP server and a webhook receiver on loopback. Lag: received − the lead’s created_at. Last ' +
      `arrival: from the burst’s first request. Timeout ${timeoutMs / 1000} s. Budget: p99 ≤ ` +
      `${seconds(budget.maxNotifyLagP99Ms)} per channel, nothing missing or repeated.`,
    columns: notifyLagColumns,
    rows: results.flatMap((figures) => rows(figures, flags)),
    flags,
    data: results,
  };
}
