import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database>;

/** Keeps a secret shown for enrolment until the member confirms it with a code. */
export async function setPendingSecret(db: Db, userId: string, secret: string | null): Promise<void> {
  await db.updateTable('staff_users').set({ totp_pending_secret: secret }).where('id', '=', userId).execute();
}

/** Turns two-factor sign-in on with `secret`, the code of `step` already used. */
export async function enableTotp(db: Db, userId: string, secret: string, step: number, now: string): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_enabled_at: now, totp_last_step: step })
    .where('id', '=', userId)
    .execute();
}

/** Turns it off and drops the recovery codes. */
export async function disableTotp(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
}

/**
 * Records that a code of `step` was accepted, unless one of that step or a later one already was:
 * false then (a replay). One statement, so two requests with the same code cannot both pass.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces an account's recovery codes (their hashes). */
export async function replaceRecoveryCodes(
  db: Db,
  userId: string,
  codes: { id: string; code_hash: string }[],
): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ ...code, user_id: userId, used_at: null })))
    .execute();
}

/** Spends an unused recovery code; false when there is none with that hash. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many recovery codes the account has left. */
export async function countRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Stores a sign-in waiting for its second factor. */
export async function insertChallenge(
  db: Db,
  challenge: { id_hash: string; user_id: string; next: string; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('staff_sign_in_challenges').values(challenge).execute();
}

/** A waiting sign-in with its account. */
export async function findChallenge(db: Db, idHash: string) {
  return db
    .selectFrom('staff_sign_in_challenges')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sign_in_challenges.user_id')
    .select([
      'staff_sign_in_challenges.id_hash',
      'staff_sign_in_challenges.next',
      'staff_sign_in_challenges.expires_at',
      'staff_users.id as user_id',
      'staff_users.email',
      'staff_users.role',
      'staff_users.totp_secret',
      'staff_users.deactivated_at',
    ])
    .where('staff_sign_in_challenges.id_hash', '=', idHash)
    .executeTakeFirst();
}

/**
 * Takes one of the `limit` codes a waiting sign-in may try, before the code is looked at, so guesses
 * sent at once cannot share one; false when none is left.
 */
export async function takeCodeAttempt(db: Db, idHash: string, limit: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_sign_in_challenges')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('id_hash', '=', idHash)
    .where('code_attempts', '<', limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a waiting sign-in; false when it was already gone (another request finished it). */
export async function deleteChallenge(db: Db, idHash: string): Promise<boolean> {
  const result = await db.deleteFrom('staff_sign_in_challenges').where('id_hash', '=', idHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A team setting, or undefined when never set. */
export async function readTeamSetting(db: Db, key: string): Promise<string | undefined> {
  return (await db.selectFrom('team_settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

/** Sets a team setting. */
export async function writeTeamSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('team_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Deletes up to `limit` waiting sign-ins that expired before `before`; how many went. */
export async function pruneChallenges(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('staff_sign_in_challenges')
    .where('id_hash', 'in', (eb) =>
      eb.selectFrom('staff_sign_in_challenges').select('id_hash').where('expires_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
