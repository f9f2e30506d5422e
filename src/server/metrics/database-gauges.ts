import type { Kysely } from 'kysely';
import { Gauge } from 'prom-client';
import { boundedQuery } from '../db/bounded-query.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { outboxBacklog } from '../notify/index.ts';
import { siteMetrics } from './metrics-registry.ts';

// Read at scrape time, not kept up to date on every write: the outbox is shared by every instance,
// so only the database knows how much of it waits. A scrape must answer even when the database does
// not, so the query gets a short deadline and a failure shows as hotelix_database_up 0.
const scrapeDeadlineMs = 1_000;

type Backlog = Awaited<ReturnType<typeof outboxBacklog>>;

/**
 * One read of the database per scrape, shared by the gauges below (prom-client collects them all at
 * once) and by scrapes that come while a slow one still runs.
 */
function sharedRead(db: Kysely<Database>): () => Promise<Backlog | undefined> {
  const read = boundedQuery(() => outboxBacklog(db), scrapeDeadlineMs);
  // Logged when the reads start failing, not by every gauge of every scrape while they do.
  let failing = false;
  return async () => {
    const answer = await read();
    if ('value' in answer) {
      failing = false;
      return answer.value;
    }
    if (!failing)
      log.warn('metrics_database_failed', 'error' in answer ? { error: answer.error } : { late_ms: scrapeDeadlineMs });
    failing = true;
    return undefined;
  };
}

/** Registers the gauges read from `db` at each scrape (notification backlog, database reachability); once per process. */
export function watchDatabase(db: Kysely<Database>): void {
  const metrics = siteMetrics();
  if (!metrics || metrics.registry.getSingleMetric('hotelix_database_up')) return;
  const registers = [metrics.registry];
  const read = sharedRead(db);
  new Gauge({
    name: 'hotelix_database_up',
    help: '1 when the database answered the scrape, 0 when it failed or took over a second.',
    registers,
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'hotelix_notifications',
    help: 'Notifications not delivered: pending (waiting for their next attempt), sending, or failed (gave up; resend from the lead page).',
    labelNames: ['channel', 'status'],
    registers,
    async collect() {
      this.reset();
      for (const row of (await read()) ?? []) this.set({ channel: row.channel, status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'hotelix_notification_oldest_undelivered_seconds',
    help: 'Age of the oldest pending or sending notification per channel: how far behind delivery is.',
    labelNames: ['channel'],
    registers,
    async collect() {
      this.reset();
      const oldest = new Map<string, number>();
      for (const row of (await read()) ?? []) {
        if (row.status === 'failed') continue;
        const at = Date.parse(row.oldest);
        oldest.set(row.channel, Math.min(oldest.get(row.channel) ?? at, at));
      }
      for (const [channel, at] of oldest) this.set({ channel }, Math.max(0, (Date.now() - at) / 1000));
    },
  });
}
