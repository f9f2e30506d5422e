import type { Kysely, Transaction } from 'kysely';
import { endSubscriptions } from '../push/index.ts';
import type { StaffRole } from '../../lib/auth/staff-roles.ts';
import type { Database, NewStaffUser, SignInStep, StaffSessionRow, StaffUserRow } from '../db/database.ts';

type Db = Kysely<Database>;

/** Adds a staff account. */
export async function insertUser(db: Db, user: NewStaffUser): Promise<void> {
  await db.insertInto('staff_users').values(user).execute();
}

/** Replaces an account's password. */
export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('staff_users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Every account, owners first, then by e-mail. */
export async function listUsers(db: Db): Promise<StaffUserRow[]> {
  return db.selectFrom('staff_users').selectAll().orderBy('created_at').orderBy('email').execute();
}

/** An account by id. */
export async function findUserById(db: Db, id: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Inside a transaction, makes every other transaction that changes an owner wait for this one: a
 * no-op write on the owners' rows (a row lock on PostgreSQL, the write lock on SQLite). Two owners
 * demoting each other at the same moment then cannot both see the other still in place.
 */
export async function lockOwners(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable('staff_users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'owner')
    .execute();
}

/** Active owners other than `exceptId`. */
export async function countOtherActiveOwners(db: Db, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('deactivated_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Gives an account another role. */
export async function setRole(db: Db, userId: string, role: StaffRole): Promise<void> {
  await db.updateTable('staff_users').set({ role }).where('id', '=', userId).execute();
}

/** Deactivates an account (with the time) or reactivates it (null). */
export async function setDeactivated(db: Db, userId: string, at: string | null): Promise<void> {
  await db.updateTable('staff_users').set({ deactivated_at: at }).where('id', '=', userId).execute();
}

/** An account's sessions, most recently used first. */
export async function listSessionsOf(db: Db, userId: string): Promise<StaffSessionRow[]> {
  return db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Ends one session of an account; false when it was not theirs or already ended. */
export async function deleteSessionOf(db: Db, userId: string, idHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('user_id', '=', userId)
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  // Signing a device out silences it: its push subscription goes with the session.
  await endSubscriptions(db, { sessions: [idHash] });
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session of an account but one (the browser that asked). */
export async function deleteOtherSessionsOf(db: Db, userId: string, keptIdHash: string): Promise<number> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('user_id', '=', userId)
    .where('id_hash', '!=', keptIdHash)
    .executeTakeFirst();
  await endSubscriptions(db, { userId, except: keptIdHash });
  return Number(result.numDeletedRows);
}

/** Sets an account's display name. */
export async function setName(db: Db, userId: string, name: string): Promise<void> {
  await db.updateTable('staff_users').set({ name }).where('id', '=', userId).execute();
}

/** Ends every session of an account, and with them every phone's push subscription. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('user_id', '=', userId).execute();
  await endSubscriptions(db, { userId });
}

/** How many accounts there are (the first one made from the command line is an owner). */
export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An account by e-mail (stored lower-cased). */
export async function findUserByEmail(db: Db, email: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Opens a session. */
export async function insertSession(db: Db, session: StaffSessionRow): Promise<void> {
  await db.insertInto('staff_sessions').values(session).execute();
}

/** A session with its account, if the account is active. */
export async function findSession(db: Db, idHash: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
    .select([
      'staff_sessions.id_hash',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
      'staff_users.id',
      'staff_users.email',
      'staff_users.name',
      'staff_users.role',
      'staff_users.totp_enabled_at',
    ])
    .where('staff_sessions.id_hash', '=', idHash)
    .where('staff_users.deactivated_at', 'is', null)
    .executeTakeFirst();
}

/** Marks a session as used now (it stays alive for another idle period). */
export async function touchSession(db: Db, idHash: string, now: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

/** Ends a session (signed out, or expired: an expired one leaves its phone's push subscription). */
export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}

/** Records a failed sign-in. */
export async function recordFailure(
  db: Db,
  failure: { id: string; email: string; address: string; at: string; step?: SignInStep },
): Promise<void> {
  await db.insertInto('sign_in_failures').values(failure).execute();
}

/** Takes back a sign-in recorded as failed before its password was checked (it succeeded, or never ran). */
export async function forgetFailure(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
}

/** Failed sign-ins since `since`: for this account, for this address, and for the two together. */
export async function countFailures(
  db: Db,
  email: string,
  address: string,
  since: string,
): Promise<{ byEmail: number; byAddress: number; byPair: number }> {
  const count = async (where: { email?: string; address?: string }) => {
    let query = db
      .selectFrom('sign_in_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('at', '>', since);
    if (where.email !== undefined) query = query.where('email', '=', where.email);
    if (where.address !== undefined) query = query.where('address', '=', where.address);
    return Number((await query.executeTakeFirstOrThrow()).count);
  };
  return {
    byEmail: await count({ email }),
    byAddress: await count({ address }),
    byPair: await count({ email, address }),
  };
}

/** Wrong two-factor codes for this account since `since`, from any address. */
export async function countCodeFailures(db: Db, email: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', '=', email)
    .where('at', '>', since)
    .where('step', '=', 'code')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes up to `limit` failed sign-ins older than `before`; how many went (the rest wait for the next call). */
export async function pruneSignInFailures(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('sign_in_failures')
    .where('id', 'in', (eb) => eb.selectFrom('sign_in_failures').select('id').where('at', '<', before).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes up to `limit` sessions that ended before `expiredBefore` or were last used before `idleBefore`; how many went. */
export async function pruneSessions(db: Db, expiredBefore: string, idleBefore: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('id_hash', 'in', (eb) =>
      eb
        .selectFrom('staff_sessions')
        .select('id_hash')
        .where((eb) => eb.or([eb('expires_at', '<', expiredBefore), eb('last_seen_at', '<', idleBefore)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
