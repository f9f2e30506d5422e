import type { Kysely } from 'kysely';
import type { Database, StaffUserRow } from '../db/database.ts';

type Db = Kysely<Database>;

/** Adds a staff account. */
export async function insertUser(db: Db, user: StaffUserRow): Promise<void> {
  await db.insertInto('staff_users').values(user).execute();
}

/** Replaces an account's password. */
export async function setPassword(db: Db, email: string, passwordHash: string): Promise<void> {
  await db.updateTable('staff_users').set({ password_hash: passwordHash }).where('email', '=', email).execute();
}

/** An account by e-mail (stored lower-cased). */
export async function findUserByEmail(db: Db, email: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Opens a session. */
export async function insertSession(
  db: Db,
  session: { id_hash: string; user_id: string; created_at: string; last_seen_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('staff_sessions').values(session).execute();
}

/** A session with its account's e-mail. */
export async function findSession(db: Db, idHash: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
    .select(['staff_sessions.id_hash', 'staff_sessions.last_seen_at', 'staff_sessions.expires_at', 'staff_users.email'])
    .where('staff_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

/** Marks a session as used now (it stays alive for another idle period). */
export async function touchSession(db: Db, idHash: string, now: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

/** Ends a session. */
export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}

/** Records a failed sign-in. */
export async function recordFailure(
  db: Db,
  failure: { id: string; email: string; address: string; at: string },
): Promise<void> {
  await db.insertInto('sign_in_failures').values(failure).execute();
}

/** Takes back a sign-in recorded as failed before its password was checked (it succeeded, or never ran). */
export async function forgetFailure(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
}

/** Failed sign-ins since `since` for this account and for this address. */
export async function countFailures(
  db: Db,
  email: string,
  address: string,
  since: string,
): Promise<{ byEmail: number; byAddress: number }> {
  const count = async (column: 'email' | 'address', value: string) => {
    const row = await db
      .selectFrom('sign_in_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(column, '=', value)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return { byEmail: await count('email', email), byAddress: await count('address', address) };
}
