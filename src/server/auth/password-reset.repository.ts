import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database>;

/** Stores a reset link (its hash). */
export async function insertPasswordReset(
  db: Db,
  reset: { id: string; token_hash: string; user_id: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('staff_password_resets')
    .values({ ...reset, used_at: null })
    .execute();
}

/** A reset link by the hash of its secret, with its account, whatever its state. */
export async function findPasswordReset(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_password_resets')
    .innerJoin('staff_users', 'staff_users.id', 'staff_password_resets.user_id')
    .select([
      'staff_password_resets.id',
      'staff_password_resets.user_id',
      'staff_password_resets.expires_at',
      'staff_password_resets.used_at',
      'staff_users.email',
      'staff_users.name',
      'staff_users.deactivated_at',
    ])
    .where('staff_password_resets.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends an unused, unexpired link; false when it was not (one statement: a link works once). */
export async function markPasswordResetUsed(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends every other open link of the account (a reset or a new one makes older ones useless). */
export async function spendPasswordResetsOf(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('staff_password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes up to `limit` reset links that expired before `before`, used or not; how many went. */
export async function prunePasswordResets(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('staff_password_resets')
    .where('id', 'in', (eb) =>
      eb.selectFrom('staff_password_resets').select('id').where('expires_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
