import type { Kysely } from 'kysely';
import { endSubscriptions } from '../push/index.ts';
import { can, type StaffRole } from '../../lib/auth/staff-roles.ts';
import type { Database } from '../db/database.ts';
import {
  countOtherActiveOwners,
  deleteSessionsOf,
  findUserById,
  lockOwners,
  setDeactivated,
  setPassword,
  setRole,
} from './staff.repository.ts';

/** What became of a change to an account. */
export type AccountChange = 'changed' | 'unchanged' | 'not_found' | 'last_owner';

/**
 * Gives an account another role. The last active owner keeps theirs: someone must be able to run
 * the accounts. The check and the change are one transaction, with the owners locked (lockOwners).
 */
export function changeRole(db: Kysely<Database>, userId: string, role: StaffRole): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    await lockOwners(trx);
    const user = await findUserById(trx, userId);
    if (!user) return 'not_found';
    if (user.role === role) return 'unchanged';
    if (user.role === 'owner' && !user.deactivated_at && (await countOtherActiveOwners(trx, userId)) === 0)
      return 'last_owner';
    await setRole(trx, userId, role);
    // A role without leads (an editor) hears no more of them.
    if (!can(role, 'leads')) await endSubscriptions(trx, { userId });
    return 'changed';
  });
}

/**
 * Deactivates an account, ending its sessions at once, or reactivates it. The last active owner
 * cannot be deactivated.
 */
export function setAccountActive(
  db: Kysely<Database>,
  userId: string,
  active: boolean,
  now: Date,
): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    await lockOwners(trx);
    const user = await findUserById(trx, userId);
    if (!user) return 'not_found';
    if (active === !user.deactivated_at) return 'unchanged';
    if (!active && user.role === 'owner' && (await countOtherActiveOwners(trx, userId)) === 0) return 'last_owner';
    await setDeactivated(trx, userId, active ? null : now.toISOString());
    if (!active) await deleteSessionsOf(trx, userId);
    return 'changed';
  });
}

/** Sets a new password and ends every session of the account: an old cookie must not outlive it. */
export function replacePassword(db: Kysely<Database>, userId: string, passwordHash: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await setPassword(trx, userId, passwordHash);
    await deleteSessionsOf(trx, userId);
  });
}
