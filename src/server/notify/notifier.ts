import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/client.ts';
import type { Database, NotificationChannel, NotificationRow } from '../db/database.ts';
import { batchTransactions } from '../db/transaction-batcher.ts';
import { findContact } from '../leads/lead.repository.ts';
import { findUserById } from '../auth/staff.repository.ts';
import { log } from '../log.ts';
import { storageProblem } from '../db/storage-problem.ts';
import { siteMetrics } from '../metrics/metrics-registry.ts';
import type { Channels } from './channels.ts';
import {
  claimDue,
  expireAllClaims,
  markAttemptFailed,
  markDelivered,
  releaseClaims,
} from './notification.repository.ts';
import { listenToOutbox } from './outbox-signal.ts';
import { retryDelayMs } from './retry-schedule.ts';

/** The worker that delivers queued notifications, inside the server process. */
export interface Notifier {
  /** Starts the delivery loop: at once when a lead is stored here, otherwise every `pollMs`. */
  start(): Promise<void>;
  /**
   * Works through one batch of due notifications, returning how many it claimed. The loop calls
   * it; tests call it directly, with a clock of their own.
   */
  deliverDue(): Promise<number>;
  /**
   * Stops claiming, lets deliveries under way finish for up to `graceMs`, then gives back what is
   * still unfinished (it will be sent again, which the idempotency key makes harmless).
   */
  stop(graceMs: number): Promise<void>;
}

/** What a notifier works on, and how hard. */
export interface NotifierOptions {
  db: Kysely<Database>;
  /** How each channel sends (see openChannels). */
  channels: Channels;
  /** How long a claim holds; longer than the slowest send (20 s for SMTP). */
  leaseMs: number;
  /** How often to look for due rows when nothing wakes the notifier. */
  pollMs?: number;
  /** Deliveries under way at once, per channel: a hanging receiver holds up only its own channel. */
  perChannel?: number;
  random?: () => number;
  /** The time it is; tests move it to reach retries without waiting. */
  clock?: () => Date;
}

/** How often a notifier looks for due rows when nothing wakes it, unless told otherwise. */
export const defaultPollMs = 1000;

/** A notifier over `db` delivering through `channels`. */
export function createNotifier({
  db,
  channels,
  leaseMs,
  pollMs = defaultPollMs,
  perChannel = 10,
  random = Math.random,
  clock = () => new Date(),
}: NotifierOptions): Notifier {
  let running = false;
  let wakeUp = new AbortController();
  let loop: Promise<void> | undefined;
  let stopListening = () => {};
  /** Deliveries under way: notification id → the claim it was sent under, and when it settles. */
  const active = new Map<string, { token: string; channel: NotificationChannel; settled: Promise<void> }>();
  const wake = () => wakeUp.abort();
  const record = batchTransactions(db);
  /** Whether the outcome of `row`'s delivery is still ours to record (not given back at shutdown). */
  const stillOurs = (row: NotificationRow, token: string) => active.get(row.id)?.token === token;
  // Only channels this server can send on are claimed; rows of a channel switched off wait for it
  // (the lead's page says so) instead of being claimed, and failed, on every wake-up.
  const deliverable = Object.keys(channels.deliver) as NotificationChannel[];

  async function recordFailure(row: NotificationRow, token: string, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    // A receiver that refused for good (a push service's 400) is not asked again.
    const permanent = (error as { permanent?: unknown } | undefined)?.permanent === true;
    const scheduled = permanent ? null : retryDelayMs(row.attempts, random());
    // A receiver that said when to come back (a push service's Retry-After) is not asked sooner.
    const asked = (error as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
    const delay = scheduled === null || typeof asked !== 'number' ? scheduled : Math.max(scheduled, asked);
    const retryAt = delay === null ? null : new Date(clock().getTime() + delay).toISOString();
    await record((trx) => markAttemptFailed(trx, row.id, token, reason, retryAt));
    siteMetrics()?.notificationFailures.inc({ channel: row.channel, outcome: retryAt ? 'retry' : 'gave_up' });
    const fields = { notification: row.id, lead: row.contact_id, channel: row.channel, attempt: row.attempts, reason };
    if (retryAt) log.warn('notification_retry', { ...fields, retry_at: retryAt });
    else log.error('notification_failed', { ...fields, error });
  }

  async function deliverOne(row: NotificationRow, token: string): Promise<void> {
    let sent = false;
    let failure: unknown;
    try {
      const lead = await findContact(db, row.contact_id);
      // Deleted on the visitor's request meanwhile: the row went with it, nothing to announce.
      if (!lead) return;
      const owner = lead.owner_id ? ((await findUserById(db, lead.owner_id)) ?? null) : null;
      const named = owner && { id: owner.id, name: owner.name, email: owner.email };
      await channels.deliver[row.channel]!(row, { ...lead, owner: named }, clock());
      sent = true;
    } catch (error) {
      failure = error;
    }
    if (!stillOurs(row, token)) return;
    try {
      if (sent) {
        const at = clock().toISOString();
        let recorded = false;
        await record(async (trx) => {
          recorded = await markDelivered(trx, row.id, token, at);
        });
        // Sent, but the claim had lapsed and another worker took the row: it may be sent twice.
        if (!recorded) return log.warn('notification_claim_lost', { notification: row.id, channel: row.channel });
        siteMetrics()?.notificationDeliverySeconds.observe(
          { channel: row.channel },
          (Date.parse(at) - Date.parse(row.created_at)) / 1000,
        );
        log.info('notification_delivered', {
          notification: row.id,
          lead: row.contact_id,
          channel: row.channel,
          attempt: row.attempts,
        });
      } else {
        await recordFailure(row, token, failure);
      }
    } catch (error) {
      // The claim lapses and the row is tried again: at least once, never lost.
      log.error('notification_outcome_lost', { notification: row.id, error });
    }
  }

  /** Claims what each channel has room for and starts sending it; resolves once all are started. */
  async function claimAndStart(): Promise<Promise<void>[]> {
    const started: Promise<void>[] = [];
    for (const channel of deliverable) {
      const busy = [...active].filter(([, delivery]) => delivery.channel === channel).map(([id]) => id);
      if (busy.length >= perChannel) continue;
      const token = randomUUID();
      for (const row of await claimDue(db, token, channel, clock(), leaseMs, perChannel - busy.length, busy)) {
        const settled = deliverOne(row, token).finally(() => {
          if (stillOurs(row, token)) active.delete(row.id);
          wake();
        });
        active.set(row.id, { token, channel, settled });
        started.push(settled);
      }
    }
    return started;
  }

  async function run(): Promise<void> {
    while (running) {
      wakeUp = new AbortController();
      try {
        await claimAndStart();
      } catch (error) {
        // A data folder that cannot be written is reported once, at start-up (storage_unavailable):
        // the notifier tries again every second, and would repeat it in every line.
        if (!storageProblem(error)) log.error('notifier_failed', { error });
      }
      // Woken early by a lead stored in this process or a delivery that freed a place.
      if (running) await sleep(pollMs, undefined, { signal: wakeUp.signal }).catch(() => {});
    }
  }

  return {
    async deliverDue() {
      const started = await claimAndStart();
      await Promise.all(started);
      return started.length;
    },
    async start() {
      // SQLite has one server process, so a claim left in the database is from a run that ended.
      if (!isPostgres(db)) {
        // A database that cannot be written yet (read-only data folder) must not stop the start:
        // the claims then lapse with their lease instead.
        const released = await expireAllClaims(db).catch((error: unknown) => {
          if (!storageProblem(error)) log.warn('notifications_reclaim_failed', { error });
          return 0;
        });
        if (released) log.warn('notifications_reclaimed', { count: released });
      }
      running = true;
      stopListening = listenToOutbox(wake);
      loop = run();
    },
    async stop(graceMs) {
      running = false;
      stopListening();
      wake();
      await loop;
      const deliveries = Promise.all([...active.values()].map((delivery) => delivery.settled));
      await Promise.race([deliveries, sleep(graceMs, undefined, { ref: false })]);
      if (active.size) {
        const byToken = Map.groupBy(active, ([, delivery]) => delivery.token);
        await Promise.allSettled(
          [...byToken].map(([token, entries]) =>
            releaseClaims(
              db,
              token,
              entries.map(([id]) => id),
            ),
          ),
        );
        log.warn('notifications_released', { count: active.size });
        active.clear();
      }
      channels.close();
    },
  };
}
