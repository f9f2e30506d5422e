import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsToken } from './metrics-config.ts';

// One registry per process, held on globalThis: the built server bundle (leads, sign-ins, page
// routes) and scripts/serve.ts (the notifier, the request timer, /metrics) each load their own copy
// of this module, and a scrape must see what both counted.
const handle = Symbol.for('hotelix.metrics');

/** What the database pool gauge reads of a node-postgres pool (its own counters). */
export interface WatchedPool {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly ended: boolean;
}

/** Every metric the site exports; label values come from fixed lists, never from what a visitor sent. */
export interface SiteMetrics {
  registry: Registry;
  /** PostgreSQL pools of this process, read at each scrape (none on SQLite). */
  pools: Set<WatchedPool>;
  requestSeconds: Histogram<'route' | 'method' | 'status_class'>;
  leadsStored: Counter<'source'>;
  leadsRefused: Counter<'reason'>;
  signInFailures: Counter<'step'>;
  signInThrottled: Counter<'step'>;
  notificationDeliverySeconds: Histogram<'channel'>;
  notificationFailures: Counter<'channel' | 'outcome'>;
  pushes: Counter<'outcome'>;
}

function createMetrics(): SiteMetrics {
  const registry = new Registry();
  // Process memory, CPU, handles and event-loop lag (nodejs_eventloop_lag_*), as prom-client names them.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const pools = new Set<WatchedPool>();
  new Gauge({
    name: 'hotelix_db_pool_connections',
    help: 'PostgreSQL connections of this process: in_use, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      for (const pool of pools) if (pool.ended) pools.delete(pool);
      if (!pools.size) return;
      const sum = (read: (pool: WatchedPool) => number) => [...pools].reduce((total, pool) => total + read(pool), 0);
      this.set(
        { state: 'in_use' },
        sum((pool) => pool.totalCount - pool.idleCount),
      );
      this.set(
        { state: 'idle' },
        sum((pool) => pool.idleCount),
      );
      this.set(
        { state: 'waiting' },
        sum((pool) => pool.waitingCount),
      );
    },
  });
  return {
    registry,
    pools,
    requestSeconds: new Histogram({
      name: 'hotelix_http_request_duration_seconds',
      help: 'Time from the request to the end of the response, by route pattern, method and status class.',
      labelNames: ['route', 'method', 'status_class'],
      // From a cached page (a few ms) to a lead that waited on a lock (seconds).
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    leadsStored: new Counter({
      name: 'hotelix_leads_stored_total',
      help: 'Leads stored, by the form they came from.',
      labelNames: ['source'],
      registers,
    }),
    leadsRefused: new Counter({
      name: 'hotelix_leads_refused_total',
      help: 'Lead submissions not stored, by reason (invalid, rate_limited, honeypot, unavailable, key_reused).',
      labelNames: ['reason'],
      registers,
    }),
    signInFailures: new Counter({
      name: 'hotelix_sign_in_failures_total',
      help: 'Wrong passwords (or unknown addresses) and wrong two-step codes.',
      labelNames: ['step'],
      registers,
    }),
    signInThrottled: new Counter({
      name: 'hotelix_sign_in_throttled_total',
      help: 'Sign-in attempts refused unchecked because of earlier failures.',
      labelNames: ['step'],
      registers,
    }),
    notificationDeliverySeconds: new Histogram({
      name: 'hotelix_notification_delivery_lag_seconds',
      help: 'Time from a lead being stored to its notification being delivered, by channel.',
      labelNames: ['channel'],
      buckets: [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600],
      registers,
    }),
    notificationFailures: new Counter({
      name: 'hotelix_notification_failures_total',
      help: 'Failed delivery attempts, by channel and outcome (retry later, or gave_up after the last one).',
      labelNames: ['channel', 'outcome'],
      registers,
    }),
    pushes: new Counter({
      name: 'hotelix_push_notifications_total',
      help: "Pushes to the team's phones, by outcome: sent (the push service took it), failed (tried again later), removed (the service no longer knows the device, which is removed).",
      labelNames: ['outcome'],
      registers,
    }),
  };
}

/**
 * The process's metrics, made on first use; undefined when METRICS_TOKEN is unset, so a site that is
 * not scraped pays nothing for them (`siteMetrics()?.leadsStored.inc(...)`).
 */
export function siteMetrics(): SiteMetrics | undefined {
  if (!metricsToken()) return undefined;
  const holder = globalThis as typeof globalThis & { [handle]?: SiteMetrics };
  holder[handle] ??= createMetrics();
  return holder[handle];
}
