import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/client.ts';
import type { Database, NotificationRow } from '../db/database.ts';
import { findContact } from '../leads/lead.repository.ts';
import { log } from '../log.ts';
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

export interface NotifierOptions {
  db: Kysely<Database>;
  channels: Channels;
  leaseMs: number;
  pollMs?: number;
  batchSize?: number;
  random?: () => number;
  /** The time it is; tests move it to reach retries without waiting. */
  clock?: () => Date;
}

/** A notifier over `db` delivering through `channels`. */
export function createNotifier({
  db,
  channels,
  leaseMs,
  pollMs = 1000,
  batchSize = 20,
  random = Math.random,
  clock = () => new Date(),
}: NotifierOptions): Notifier {
  let running = false;
  let wakeUp: AbortController | undefined;
  let loop: Promise<void> | undefined;
  let stopListening = () => {};
  /** Claims in flight: token → ids not yet settled. */
  const inFlight = new Map<string, Set<string>>();

  async function deliverOne(row: NotificationRow, token: string, unsettled: Set<string>): Promise<void> {
    const deliver = channels.deliver[row.channel];
    try {
      const lead = await findContact(db, row.contact_id);
      // Deleted on the visitor's request meanwhile: the row went with it, nothing to announce.
      if (!lead) return;
      if (!deliver) throw new Error('Kênh này chưa được cấu hình trên máy chủ');
      await deliver(row, lead);
      unsettled.delete(row.id);
      // Given back at shutdown meanwhile: the row is someone else's to record now.
      if (!inFlight.has(token)) return;
      await markDelivered(db, row.id, token, clock().toISOString());
      log.info('notification_delivered', {
        notification: row.id,
        lead: row.contact_id,
        channel: row.channel,
        attempt: row.attempts,
      });
    } catch (error) {
      unsettled.delete(row.id);
      if (!inFlight.has(token)) return;
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(row.attempts, random());
      const retryAt = delay === null ? null : new Date(clock().getTime() + delay).toISOString();
      await markAttemptFailed(db, row.id, token, reason, retryAt).catch((cause: unknown) =>
        log.error('notification_outcome_lost', { notification: row.id, error: cause }),
      );
      const fields = {
        notification: row.id,
        lead: row.contact_id,
        channel: row.channel,
        attempt: row.attempts,
        reason,
      };
      if (retryAt) log.warn('notification_retry', { ...fields, retry_at: retryAt });
      else log.error('notification_failed', { ...fields, error });
    }
  }

  async function deliverDue(): Promise<number> {
    const token = randomUUID();
    const rows = await claimDue(db, token, clock(), leaseMs, batchSize);
    if (!rows.length) return 0;
    const unsettled = new Set(rows.map((row) => row.id));
    inFlight.set(token, unsettled);
    try {
      await Promise.all(rows.map((row) => deliverOne(row, token, unsettled)));
    } finally {
      inFlight.delete(token);
    }
    return rows.length;
  }

  async function run(): Promise<void> {
    while (running) {
      let claimed = 0;
      try {
        claimed = await deliverDue();
      } catch (error) {
        log.error('notifier_failed', { error });
      }
      if (!running || claimed === batchSize) continue;
      wakeUp = new AbortController();
      await sleep(pollMs, undefined, { signal: wakeUp.signal }).catch(() => {});
    }
  }

  return {
    deliverDue,
    async start() {
      // SQLite has one server process, so a claim left in the database is from a run that ended.
      if (!isPostgres(db)) {
        const released = await expireAllClaims(db, clock().toISOString());
        if (released) log.warn('notifications_reclaimed', { count: released });
      }
      running = true;
      stopListening = listenToOutbox(() => wakeUp?.abort());
      loop = run();
    },
    async stop(graceMs) {
      running = false;
      stopListening();
      wakeUp?.abort();
      const finished = !loop || (await Promise.race([loop.then(() => true), sleep(graceMs, false, { ref: false })]));
      const unfinished = [...inFlight].filter(([, ids]) => ids.size);
      if (!finished && unfinished.length) {
        await Promise.allSettled(unfinished.map(([token, ids]) => releaseClaims(db, token, [...ids])));
        log.warn('notifications_released', { count: unfinished.reduce((sum, [, ids]) => sum + ids.size, 0) });
        inFlight.clear();
      }
      channels.close();
    },
  };
}
