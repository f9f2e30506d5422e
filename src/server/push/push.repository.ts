import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PushEvent, PushSettings } from '../../lib/push/push-settings.ts';
import { defaultPushSettings } from '../../lib/push/push-settings.ts';
import type { Database } from '../db/database.ts';

// Every query of push notifications: the devices, the settings, who gets which push, the outbox rows.

type Db = Kysely<Database> | Transaction<Database>;

/** Roles that work leads: only they get pushes (an editor who turned it on gets nothing). */
const leadRoles = ['owner', 'sales'] as const;

export interface NewSubscription {
  userId: string;
  sessionHash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
  at: string;
}

/** What keeping a subscription came to: kept (new to this member, or theirs again), or another member's. */
export type SavedSubscription = { kind: 'saved'; id: string; fresh: boolean } | { kind: 'taken' };

/**
 * Keeps a browser's subscription for `userId`. The same endpoint again (the browser turned it on again,
 * or signed in anew) keeps its row, with its new keys and session. Another member's endpoint passes
 * to this one only with the same keys, the proof that it is the same browser (a shared computer, the
 * first member signed out): as a new row, so nothing queued for the first member follows it. Also
 * notes the first time this member turned push on (the dashboard's before and after).
 */
export async function saveSubscription(db: Kysely<Database>, entry: NewSubscription): Promise<SavedSubscription> {
  return db.transaction().execute(async (trx): Promise<SavedSubscription> => {
    const existing = await trx
      .selectFrom('push_subscriptions')
      .select(['id', 'user_id', 'p256dh', 'auth'])
      .where('endpoint', '=', entry.endpoint)
      .executeTakeFirst();
    const values = {
      session_hash: entry.sessionHash,
      p256dh: entry.p256dh,
      auth: entry.auth,
      device: entry.device,
    };
    if (existing?.user_id === entry.userId) {
      await trx.updateTable('push_subscriptions').set(values).where('id', '=', existing.id).execute();
      return { kind: 'saved', id: existing.id, fresh: false };
    }
    if (existing) {
      if (existing.p256dh !== entry.p256dh || existing.auth !== entry.auth) return { kind: 'taken' };
      await trx.deleteFrom('push_subscriptions').where('id', '=', existing.id).execute();
    }
    const id = randomUUID();
    const inserted = await trx
      .insertInto('push_subscriptions')
      .values({ id, user_id: entry.userId, endpoint: entry.endpoint, created_at: entry.at, ...values })
      // The same browser's double tap on another connection: the first one keeps it.
      .onConflict((conflict) => conflict.column('endpoint').doNothing())
      .executeTakeFirst();
    if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) {
      const kept = await trx
        .selectFrom('push_subscriptions')
        .select(['id', 'user_id'])
        .where('endpoint', '=', entry.endpoint)
        .executeTakeFirstOrThrow();
      return kept.user_id === entry.userId ? { kind: 'saved', id: kept.id, fresh: false } : { kind: 'taken' };
    }
    await trx
      .insertInto('push_settings')
      .values({ user_id: entry.userId, first_enabled_at: entry.at, updated_at: entry.at })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet((eb) => ({
          first_enabled_at: eb.fn.coalesce('push_settings.first_enabled_at', eb.val(entry.at)),
        })),
      )
      .execute();
    return { kind: 'saved', id, fresh: true };
  });
}

/** Moves `userId`'s subscription of `endpoint` to the session `sessionHash`; whether there was one. */
export async function rebindSubscription(
  db: Db,
  userId: string,
  endpoint: string,
  sessionHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'session_hash'])
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  if (!row) return false;
  // Read first: a page view that finds the binding right writes nothing.
  if (row.session_hash !== sessionHash)
    await db.updateTable('push_subscriptions').set({ session_hash: sessionHash }).where('id', '=', row.id).execute();
  return true;
}

/** How many devices `userId` has. */
export async function countDevicesOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's devices, newest first. */
export async function devicesOf(db: Db, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'device', 'endpoint', 'created_at', 'last_sent_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** One subscription of `userId` (by id, or by its endpoint), with what sending needs. */
export async function subscriptionOf(db: Db, userId: string, by: { id?: string; endpoint?: string }) {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(by.id !== undefined, (query) => query.where('id', '=', by.id!))
    .$if(by.endpoint !== undefined, (query) => query.where('endpoint', '=', by.endpoint!))
    .executeTakeFirst();
}

/** Removes one subscription of `userId`; whether there was one. */
export async function removeSubscription(db: Db, userId: string, by: { id?: string; endpoint?: string }) {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .$if(by.id !== undefined, (query) => query.where('id', '=', by.id!))
    .$if(by.endpoint !== undefined, (query) => query.where('endpoint', '=', by.endpoint!))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes a subscription the push service no longer knows (404/410), whoever it was. */
export async function dropSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/**
 * Ends the subscriptions made in these sessions (signed out), or every one of a member (left the
 * team, lost the role, reset the password), or all of theirs but the one made in `except` (signed
 * out everywhere else).
 */
export async function endSubscriptions(
  db: Db,
  by: { sessions: readonly string[] } | { userId: string; except?: string },
): Promise<void> {
  if ('sessions' in by) {
    if (by.sessions.length)
      await db.deleteFrom('push_subscriptions').where('session_hash', 'in', by.sessions).execute();
    return;
  }
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', by.userId)
    .$if(by.except !== undefined, (query) =>
      query.where((eb) => eb.or([eb('session_hash', 'is', null), eb('session_hash', '!=', by.except!)])),
    )
    .execute();
}

/** Notes a push the service took. */
export async function markSent(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_sent_at: at }).where('id', '=', id).execute();
}

/** A member's settings (the defaults when never saved). */
export async function settingsOf(db: Db, userId: string): Promise<PushSettings> {
  const row = await db.selectFrom('push_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return defaultPushSettings;
  return {
    newLead: row.new_lead === 1,
    demos: row.demos === 1,
    untouched: row.untouched === 1,
    quietHours: row.quiet_hours === 1,
    hideDetails: row.hide_details === 1,
  };
}

/** Saves a member's settings. */
export async function saveSettings(db: Db, userId: string, settings: PushSettings, at: string): Promise<void> {
  const values = {
    new_lead: Number(settings.newLead),
    demos: Number(settings.demos),
    untouched: Number(settings.untouched),
    quiet_hours: Number(settings.quietHours),
    hide_details: Number(settings.hideDetails),
    updated_at: at,
  };
  await db
    .insertInto('push_settings')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

const settingColumn = {
  newLead: 'new_lead',
  demos: 'demos',
  untouched: 'untouched',
  quietHours: 'quiet_hours',
  hideDetails: 'hide_details',
} as const;

/** A device that gets a push, with its person's quiet hours and own week (JSON, null: the office's). */
export interface PushRecipient {
  subscriptionId: string;
  userId: string;
  quietHours: boolean;
  weeklyHours: string | null;
}

/**
 * The devices of active lead-working members who want `setting`: the members `userIds`, or when
 * null, every owner.
 */
export async function recipientsOf(
  db: Db,
  userIds: readonly string[] | null,
  setting: keyof PushSettings,
): Promise<PushRecipient[]> {
  if (userIds && !userIds.length) return [];
  const rows = await db
    .selectFrom('push_subscriptions')
    .innerJoin('staff_users', 'staff_users.id', 'push_subscriptions.user_id')
    .leftJoin('push_settings', 'push_settings.user_id', 'push_subscriptions.user_id')
    .leftJoin('staff_availability', 'staff_availability.user_id', 'push_subscriptions.user_id')
    .select([
      'push_subscriptions.id as subscriptionId',
      'push_subscriptions.user_id as userId',
      (eb) => eb.fn.coalesce('push_settings.quiet_hours', eb.lit(1)).as('quiet'),
      'staff_availability.weekly_hours as weeklyHours',
    ])
    .where('staff_users.deactivated_at', 'is', null)
    .where('staff_users.role', 'in', leadRoles)
    .$if(userIds !== null, (query) => query.where('push_subscriptions.user_id', 'in', userIds!))
    .$if(userIds === null, (query) => query.where('staff_users.role', '=', 'owner'))
    .where((eb) => eb(eb.fn.coalesce(`push_settings.${settingColumn[setting]}`, eb.lit(1)), '=', 1))
    .execute();
  return rows.map((row) => ({
    subscriptionId: row.subscriptionId,
    userId: row.userId,
    quietHours: Number(row.quiet) === 1,
    weeklyHours: row.weeklyHours ?? null,
  }));
}

/** One push in the outbox: to a device, about a lead, due from `due`. */
export interface QueuedPush {
  subscriptionId: string;
  due: string;
}

/**
 * Queues pushes of `event` about lead `contactId`. An escalation's second queueing (the job on another
 * instance) is dropped by the unique index, so each device is told once.
 */
export async function enqueuePushes(
  db: Db,
  contactId: string,
  event: PushEvent,
  pushes: readonly QueuedPush[],
  now: string,
): Promise<void> {
  if (!pushes.length) return;
  await db
    .insertInto('notifications')
    .values(
      pushes.map((push) => ({
        id: randomUUID(),
        contact_id: contactId,
        channel: 'push' as const,
        purpose: event,
        recipient: push.subscriptionId,
        next_attempt_at: push.due,
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Who a lead belongs to now (null: nobody took it), and whether it has a demo (its pushes say so). */
export async function leadForPush(db: Db, contactId: string) {
  return db
    .selectFrom('contacts')
    .leftJoin('demo_meetings', 'demo_meetings.contact_id', 'contacts.id')
    .select(['contacts.owner_id', 'demo_meetings.starts_at', 'demo_meetings.status as meeting_status'])
    .where('contacts.id', '=', contactId)
    .executeTakeFirst();
}

/** The device a push goes to, with its person's state and lock-screen choice; undefined once removed. */
export async function deviceForPush(db: Db, subscriptionId: string) {
  return db
    .selectFrom('push_subscriptions')
    .innerJoin('staff_users', 'staff_users.id', 'push_subscriptions.user_id')
    .leftJoin('push_settings', 'push_settings.user_id', 'push_subscriptions.user_id')
    .select([
      'push_subscriptions.id',
      'push_subscriptions.user_id',
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
      'staff_users.role',
      'staff_users.deactivated_at',
      (eb) => eb.fn.coalesce('push_settings.hide_details', eb.lit(0)).as('hide_details'),
    ])
    .where('push_subscriptions.id', '=', subscriptionId)
    .executeTakeFirst();
}

/**
 * New leads still untouched (status new, no first response), not deleted, that came after `since`:
 * what the escalation job weighs, newest first (an older one was weighed in earlier rounds), at most `limit`.
 */
export async function untouchedLeads(db: Db, since: string, limit: number) {
  return db
    .selectFrom('contacts')
    .select(['id', 'owner_id', 'created_at'])
    .where('status', '=', 'new')
    .where('first_response_at', 'is', null)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Members' first push date, for the dashboard's before and after. */
export async function firstEnabledDates(db: Db): Promise<Array<{ user_id: string; first_enabled_at: string }>> {
  const rows = await db
    .selectFrom('push_settings')
    .select(['user_id', 'first_enabled_at'])
    .where('first_enabled_at', 'is not', null)
    .execute();
  return rows.map((row) => ({ user_id: row.user_id, first_enabled_at: row.first_enabled_at! }));
}
