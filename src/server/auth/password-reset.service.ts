import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hasUnsafeSingleLine } from '../../lib/text/unsafe-characters.ts';
import type { Database } from '../db/database.ts';
import { audit } from '../audit/audit-log.ts';
import { answerFloor, type AnswerTimer } from '../http/answer-floor.ts';
import { log } from '../log.ts';
import { allowRequest } from '../rate-limit/rate-limiter.ts';
import { passwordResetMail, linkTo, sendAccountMail } from './account-mail.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import {
  findPasswordReset,
  insertPasswordReset,
  markPasswordResetUsed,
  spendPasswordResetsOf,
} from './password-reset.repository.ts';
import { hashToken, newSecretToken } from './secret-token.ts';
import { deleteSessionsOf, findUserByEmail, setPassword } from './staff.repository.ts';

export const resetLifetimeMs = 60 * 60_000;
export const resetPath = '/admin/dat-lai-mat-khau';

/**
 * Every request is answered no sooner than this after it arrived, whether the address has an
 * account or not: the look-up, the stored link and the e-mail (sent after the answer) then take no
 * time anyone outside can see.
 */
const answerAfterMs = 400;

// Per address: a few links an hour are plenty for a person and useless for filling their mailbox.
const perAddress = { perMinute: 0, perHour: 3 };
// Per client: enough for an office behind one address, not for trying a list of addresses.
const perClient = { perMinute: 5, perHour: 20 };

export type ResetRequestResult = 'answered' | 'limited';

/**
 * 'Quên mật khẩu?': when `email` belongs to an active account, stores a single-use link valid 60
 * minutes (its hash) and e-mails it. The caller shows the same answer either way, at the same time.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  request: { email: string; client: string; now: Date },
  timer?: AnswerTimer,
): Promise<ResetRequestResult> {
  const floor = answerFloor(answerAfterMs, timer);
  const email = request.email.trim().toLowerCase();
  let result: ResetRequestResult = 'answered';
  let mail: (() => Promise<unknown>) | undefined;
  try {
    const plausible = email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) && !hasUnsafeSingleLine(email);
    const allowed =
      (await allowRequest(db, 'reset-client', request.client, perClient, request.now)) &&
      (!plausible || (await allowRequest(db, 'reset-address', email, perAddress, request.now)));
    if (!allowed) result = 'limited';
    const user = plausible && allowed ? await findUserByEmail(db, email) : undefined;
    if (user && !user.deactivated_at) {
      const { token, hash } = newSecretToken();
      await insertPasswordReset(db, {
        id: randomUUID(),
        token_hash: hash,
        user_id: user.id,
        created_at: request.now.toISOString(),
        expires_at: new Date(request.now.getTime() + resetLifetimeMs).toISOString(),
      });
      // Anyone may type the address: the account is what it concerns, not who asked.
      await audit(db, {
        action: 'password_reset_requested',
        subject: user.email,
        detail: 'Từ trang Quên mật khẩu',
        at: request.now,
      });
      mail = () => sendAccountMail(passwordResetMail(email, linkTo(resetPath, token)));
    }
  } catch (error) {
    // The answer stays the same: telling a stranger the database failed tells them nothing useful.
    log.error('password_reset_failed', { email, error });
  }
  await floor();
  // Sent after the answer, so its time (seconds when the mail server is slow) shows nowhere.
  if (mail) void mail();
  return result;
}

/** A link that can still be used, with its account; null otherwise (one answer for every reason). */
export async function openPasswordReset(db: Kysely<Database>, token: string, now: Date) {
  if (!token || token.length > 100) return null;
  const reset = await findPasswordReset(db, hashToken(token));
  const open = reset && !reset.used_at && !reset.deactivated_at && reset.expires_at > now.toISOString();
  return open ? reset : null;
}

export type ResetResult =
  | { kind: 'reset'; email: string }
  | { kind: 'invalid'; problems: { password?: string; confirm?: string } }
  | { kind: 'gone' };

/** Sets the new password from a link: spends it (and every other open one) and ends every session. */
export async function resetPassword(
  db: Kysely<Database>,
  reset: { token: string; password: string; confirm: string; now: Date },
): Promise<ResetResult> {
  const open = await openPasswordReset(db, reset.token, reset.now);
  if (!open) return { kind: 'gone' };
  const problem = passwordProblem(reset.password, { email: open.email, name: open.name });
  if (problem) return { kind: 'invalid', problems: { password: problem } };
  if (reset.confirm !== reset.password)
    return { kind: 'invalid', problems: { confirm: 'Mật khẩu nhập lại không khớp.' } };
  const passwordHash = await hashPassword(reset.password);
  const now = reset.now.toISOString();
  const result = await db.transaction().execute(async (trx): Promise<ResetResult> => {
    if (!(await markPasswordResetUsed(trx, open.id, now))) return { kind: 'gone' };
    await spendPasswordResetsOf(trx, open.user_id, now);
    await setPassword(trx, open.user_id, passwordHash);
    await deleteSessionsOf(trx, open.user_id);
    return { kind: 'reset', email: open.email };
  });
  if (result.kind === 'reset')
    await audit(db, {
      action: 'password_reset',
      actor: { id: open.user_id, email: open.email },
      detail: 'Qua liên kết gửi email',
      at: reset.now,
    });
  return result;
}
