import type { Kysely } from 'kysely';
import type { AccountNotice, AccountProblems } from '../../lib/auth/my-account.ts';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import type { Database } from '../db/database.ts';
import { audit } from '../audit/audit-log.ts';
import { currentRequestOrigin } from '../http/request-context.ts';
import { nameProblem } from './account-fields.ts';
import { passwordCheckSlots } from './hash-slots.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { deleteOtherSessionsOf, deleteSessionOf, findUserById, setName, setPassword } from './staff.repository.ts';

/** What an action on 'Tài khoản của tôi' came to: a notice to redirect with, or problems to show. */
export type AccountActionOutcome =
  | { kind: 'notice'; notice: AccountNotice }
  | { kind: 'problems'; form: 'name' | 'password'; problems: AccountProblems }
  /** The member ended the session they were using: they are signed out. */
  | { kind: 'signed_out' }
  | { kind: 'busy' };

/**
 * Whether `password` is the member's current one (asked before changing it or two-factor sign-in),
 * checked in one of the few password-check slots; 'busy' when none frees in time.
 */
export async function checkCurrentPassword(
  db: Kysely<Database>,
  staff: SignedInStaff,
  password: string,
): Promise<boolean | 'busy'> {
  const user = await findUserById(db, staff.id);
  return passwordCheckSlots.run(
    () => (password.length > 1024 || !user ? Promise.resolve(false) : verifyPassword(password, user.password_hash)),
    // Signed in already: the lane no stranger can enter.
    { account: staff.email, address: currentRequestOrigin()?.address ?? '', trusted: true },
  );
}

/**
 * Applies an action posted from /admin/tai-khoan by `staff`, from the session whose hash is
 * `currentSession`: a new name, a new password (the current one required; every other session ends),
 * or ending one session or all the others.
 */
export async function handleAccountAction(
  db: Kysely<Database>,
  form: URLSearchParams,
  staff: SignedInStaff,
  currentSession: string,
): Promise<AccountActionOutcome> {
  switch (form.get('action')) {
    case 'name': {
      const name = String(form.get('name') ?? '')
        .normalize('NFC')
        .trim();
      const problem = nameProblem(name);
      if (problem) return { kind: 'problems', form: 'name', problems: { name: problem } };
      await setName(db, staff.id, name);
      return { kind: 'notice', notice: 'name_saved' };
    }
    case 'password': {
      const current = String(form.get('current') ?? '');
      const password = String(form.get('password') ?? '');
      const problems: AccountProblems = {};
      const matches = await checkCurrentPassword(db, staff, current);
      if (matches === 'busy') return { kind: 'busy' };
      if (!matches) problems.current = 'Mật khẩu hiện tại không đúng.';
      const weak = passwordProblem(password, { email: staff.email, name: staff.name });
      if (weak) problems.password = weak;
      else if (form.get('confirm') !== password) problems.confirm = 'Mật khẩu nhập lại không khớp.';
      if (Object.keys(problems).length) return { kind: 'problems', form: 'password', problems };
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await setPassword(trx, staff.id, passwordHash);
        await deleteOtherSessionsOf(trx, staff.id, currentSession);
      });
      await audit(db, { action: 'password_changed', actor: staff });
      return { kind: 'notice', notice: 'password_changed' };
    }
    case 'end_session': {
      const session = String(form.get('session') ?? '');
      if (!(await deleteSessionOf(db, staff.id, session))) return { kind: 'notice', notice: 'unchanged' };
      await audit(db, { action: session === currentSession ? 'sign_out' : 'session_ended', actor: staff });
      return session === currentSession ? { kind: 'signed_out' } : { kind: 'notice', notice: 'session_ended' };
    }
    case 'end_others': {
      const ended = await deleteOtherSessionsOf(db, staff.id, currentSession);
      if (ended) await audit(db, { action: 'session_ended', actor: staff, detail: `Mọi phiên khác (${ended})` });
      return { kind: 'notice', notice: 'others_ended' };
    }
    default:
      return { kind: 'notice', notice: 'unchanged' };
  }
}
