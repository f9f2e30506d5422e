import type { Kysely } from 'kysely';
import type { Database, StaffInvitationRow } from '../db/database.ts';

type Db = Kysely<Database>;

/** Stores a new invitation. */
export async function insertInvitation(db: Db, invitation: StaffInvitationRow): Promise<void> {
  await db.insertInto('staff_invitations').values(invitation).execute();
}

/** Withdraws the open invitations to `email` (a newer one replaces them). */
export async function revokeInvitationsTo(db: Db, email: string, now: string): Promise<void> {
  await db
    .updateTable('staff_invitations')
    .set({ revoked_at: now })
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The address invitation `id` went to, if there is one. */
export async function invitationEmail(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('staff_invitations').select('email').where('id', '=', id).executeTakeFirst();
  return row?.email;
}

/** Withdraws one open invitation; false when it was not open. */
export async function revokeInvitation(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Invitations neither accepted, withdrawn nor expired, newest first. */
export async function listOpenInvitations(db: Db, now: string): Promise<StaffInvitationRow[]> {
  return db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** An invitation by the hash of its secret, whatever its state. */
export async function findInvitationByHash(db: Db, tokenHash: string): Promise<StaffInvitationRow | undefined> {
  return db.selectFrom('staff_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks an open, unexpired invitation accepted; false when it was not (used, withdrawn, expired, or
 * taken by a concurrent request a moment before): one statement, so a link works once.
 */
export async function markInvitationAccepted(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes up to `limit` invitations that expired before `before`, whatever became of them; how many went. */
export async function pruneInvitations(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('staff_invitations')
    .where('id', 'in', (eb) =>
      eb.selectFrom('staff_invitations').select('id').where('expires_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
