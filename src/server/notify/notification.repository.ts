import type { FailedNotification } from '../../lib/leads/lead.ts';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../db/client.ts';
import type { Database, NotificationChannel, NotificationRow } from '../db/database.ts';
import type { MeetingMailPurpose } from '../../lib/booking/meeting-mail-purpose.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Queues one notification per channel for a new lead; meant to run in the lead's own transaction. */
export async function enqueueNotifications(
  db: Db,
  contactId: string,
  channels: readonly NotificationChannel[],
  now: string,
): Promise<void> {
  if (!channels.length) return;
  await db
    .insertInto('notifications')
    .values(
      channels.map((channel) => ({
        id: randomUUID(),
        contact_id: contactId,
        channel,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
}

/** One of a demo meeting's e-mails, due from `due` (a reminder waits in the outbox until then). */
export interface QueuedMeetingMail {
  channel: Extract<NotificationChannel, 'meeting_visitor' | 'meeting_staff'>;
  purpose: MeetingMailPurpose;
  due: string;
  /** A handoff's former salesperson. */
  recipient?: string | undefined;
}

/** Queues a meeting's e-mails; meant to run in the transaction that books, moves or cancels it. */
export async function enqueueMeetingMails(
  db: Db,
  contactId: string,
  mails: readonly QueuedMeetingMail[],
  now: string,
): Promise<void> {
  if (!mails.length) return;
  await db
    .insertInto('notifications')
    .values(
      mails.map((mail) => ({
        id: randomUUID(),
        contact_id: contactId,
        channel: mail.channel,
        purpose: mail.purpose,
        recipient: mail.recipient ?? null,
        next_attempt_at: mail.due,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * How many meeting e-mails of `purposes` to the visitor have been queued since `since` (ISO) about
 * leads with e-mail key `emailKey`: sent, failing or waiting, but not those dropped before they went.
 */
export async function countVisitorMeetingMails(
  db: Db,
  emailKey: string,
  purposes: readonly MeetingMailPurpose[],
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .innerJoin('contacts', 'contacts.id', 'notifications.contact_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('contacts.email_key', '=', emailKey)
    .where('notifications.channel', '=', 'meeting_visitor')
    .where('notifications.purpose', 'in', purposes)
    .where('notifications.created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Whether lead `contactId` has a meeting e-mail on `channel` of `purposes` queued at or after `since`
 * (ISO) that is sent or still going: one given up for good ('failed') reached nobody.
 */
export async function hasMeetingMailSince(
  db: Db,
  contactId: string,
  channel: NotificationChannel,
  purposes: readonly MeetingMailPurpose[],
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('contact_id', '=', contactId)
    .where('channel', '=', channel)
    .where('purpose', 'in', purposes)
    .where('created_at', '>=', since)
    .where('status', '!=', 'failed')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Drops a meeting's e-mails not yet sent (nor being sent) of `purposes`: the reminders of a time that
 * changed, an invitation overtaken by its cancellation.
 */
export async function dropPendingMeetingMails(
  db: Db,
  contactId: string,
  purposes: readonly MeetingMailPurpose[],
): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('contact_id', '=', contactId)
    .where('status', '=', 'pending')
    .where('purpose', 'in', purposes)
    .execute();
}

/**
 * Claims up to `limit` due rows of `channel` for `leaseMs`: pending rows whose time has come, and
 * rows whose claim has lapsed (a worker died mid-send), except `busy` ones this worker is still
 * sending. One statement; on PostgreSQL the rows are locked with SKIP LOCKED, so instances claiming
 * at the same moment take different rows, and the CTE is materialized so its LIMIT holds.
 */
export async function claimDue(
  db: Kysely<Database>,
  token: string,
  channel: NotificationChannel,
  now: Date,
  leaseMs: number,
  limit: number,
  busy: readonly string[] = [],
): Promise<NotificationRow[]> {
  const at = now.toISOString();
  return db
    .with(
      (cte) => cte('due').materialized(),
      (qb) =>
        qb
          .selectFrom('notifications')
          .select('id')
          .where('channel', '=', channel)
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
              eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', at)]),
            ]),
          )
          .$if(busy.length > 0, (query) => query.where('id', 'not in', busy))
          .orderBy('next_attempt_at')
          .limit(limit)
          .$if(isPostgres(db), (query) => query.forUpdate().skipLocked()),
    )
    .updateTable('notifications')
    .set((eb) => ({
      status: 'sending',
      claim_token: token,
      claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .returningAll()
    .execute();
}

/** Records a sent notification, if the claim is still ours; false if it was not. */
export async function markDelivered(db: Db, id: string, token: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ status: 'delivered', delivered_at: now, claim_token: null, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a failed attempt: due again at `retryAt`, or given up (`retryAt` null). */
export async function markAttemptFailed(
  db: Db,
  id: string,
  token: string,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({
      status: retryAt ? 'pending' : 'failed',
      ...(retryAt ? { next_attempt_at: retryAt } : {}),
      last_error: error.slice(0, 1000),
      claim_token: null,
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Gives claimed rows back, untried: the attempt they were claimed for does not count. */
export async function releaseClaims(db: Db, token: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('notifications')
    .set((eb) => ({ status: 'pending', claim_token: null, claimed_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('claim_token', '=', token)
    .execute();
}

/** Ends every claim at once; only safe when this process is the database's sole worker (SQLite). */
export async function expireAllClaims(db: Db): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ claimed_until: new Date(0).toISOString() })
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Queues given-up notifications of `channels` again with a fresh set of attempts: every one, or only
 * `one` of a lead. Returns how many it queued.
 */
export async function requeueFailed(
  db: Db,
  channels: readonly NotificationChannel[],
  now: string,
  one?: { id: string; contactId: string },
): Promise<number> {
  if (!channels.length) return 0;
  const result = await db
    .updateTable('notifications')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now })
    .where('status', '=', 'failed')
    .where('channel', 'in', channels)
    .$if(one !== undefined, (query) => query.where('id', '=', one!.id).where('contact_id', '=', one!.contactId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A lead's notifications, in the order they were queued. */
export async function notificationsOf(db: Db, contactId: string): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('contact_id', '=', contactId)
    .orderBy('created_at')
    .orderBy('channel')
    .execute();
}

export type { FailedNotification };

/** How many notifications were given up, and the newest `limit` of them. */
export async function failedNotifications(
  db: Db,
  limit: number,
): Promise<{ total: number; latest: FailedNotification[] }> {
  const failed = db.selectFrom('notifications').where('notifications.status', '=', 'failed');
  const [count, latest] = await Promise.all([
    failed.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    failed
      .innerJoin('contacts', 'contacts.id', 'notifications.contact_id')
      .select([
        'notifications.id',
        'notifications.channel',
        'notifications.last_error',
        'notifications.contact_id',
        'contacts.name',
        'contacts.company_name',
      ])
      .orderBy('notifications.created_at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { total: Number(count.count), latest };
}

/** Rows per status, for the bench's check that every notification ended delivered. */
export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('notifications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** Notifications not delivered yet (pending, being sent, or given up on) per channel and status, with the oldest one's time. */
export async function outboxBacklog(
  db: Db,
): Promise<Array<{ channel: NotificationChannel; status: string; count: number; oldest: string }>> {
  const rows = await db
    .selectFrom('notifications')
    .select([
      'channel',
      'status',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.min('created_at').as('oldest'),
    ])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy(['channel', 'status'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), oldest: String(row.oldest) }));
}
