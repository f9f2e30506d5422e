import type { Kysely } from 'kysely';
import { isStaffRole, roleLabels, type SignedInStaff } from '../../lib/auth/staff-roles.ts';
import type { TeamNotice } from '../../lib/auth/team.ts';
import { hasUnsafeSingleLine } from '../../lib/text/unsafe-characters.ts';
import type { Database } from '../db/database.ts';
import { audit } from '../audit/audit-log.ts';
import { changeRole, setAccountActive, type AccountChange } from './accounts.service.ts';
import { accountMailConfigured, invitationMail, linkTo, sendAccountMail } from './account-mail.ts';
import { invitationEmail, revokeInvitation } from './invitation.repository.ts';
import { findUserById } from './staff.repository.ts';
import { createInvitation } from './invitations.service.ts';
import { isTwoFactorRequired, setTwoFactorRequired } from './two-factor.service.ts';

/** Where an invitation link leads. */
export const invitationPath = '/admin/loi-moi';

/** What an owner's action on /admin/nhan-vien came to: a notice, or a link to show once. */
export type TeamActionOutcome =
  | { kind: 'notice'; notice: TeamNotice }
  /** The invitation was made but not e-mailed (no SMTP, or it failed): the owner passes the link on. */
  | { kind: 'show_link'; email: string; link: string; mailFailed: boolean };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const noticeOf = (change: AccountChange, done: TeamNotice): TeamActionOutcome => ({
  kind: 'notice',
  notice: change === 'changed' ? done : change === 'last_owner' ? 'last_owner' : 'unchanged',
});

/** Applies an owner's action posted from /admin/nhan-vien; anything unrecognised changes nothing. */
export async function handleTeamAction(
  db: Kysely<Database>,
  form: URLSearchParams,
  owner: SignedInStaff,
  now = new Date(),
): Promise<TeamActionOutcome> {
  const user = String(form.get('user') ?? '');
  switch (form.get('action')) {
    case 'invite': {
      const email = String(form.get('email') ?? '')
        .trim()
        .toLowerCase();
      const role = form.get('role');
      if (email.length > 254 || !emailPattern.test(email) || hasUnsafeSingleLine(email) || !isStaffRole(role))
        return { kind: 'notice', notice: 'invalid_email' };
      const result = await createInvitation(db, { email, role, invitedBy: owner.id, now });
      if (result.kind === 'account_exists') return { kind: 'notice', notice: 'account_exists' };
      const link = linkTo(invitationPath, result.token);
      const mailed = await sendAccountMail(invitationMail(email, role, link));
      const how = mailed ? 'gửi qua email' : 'hiện liên kết trên màn hình';
      await audit(db, {
        action: 'invitation_sent',
        actor: owner,
        subject: email,
        detail: `${roleLabels[role]}, ${how}`,
      });
      if (mailed) return { kind: 'notice', notice: 'invited' };
      return { kind: 'show_link', email, link, mailFailed: accountMailConfigured() };
    }
    case 'role': {
      const role = form.get('role');
      if (!isStaffRole(role)) return { kind: 'notice', notice: 'unchanged' };
      const before = await findUserById(db, user);
      const change = await changeRole(db, user, role);
      if (change === 'changed' && before)
        await audit(db, {
          action: 'role_changed',
          actor: owner,
          subject: before.email,
          detail: `${roleLabels[before.role]} → ${roleLabels[role]}`,
        });
      return noticeOf(change, 'role_changed');
    }
    case 'deactivate':
    case 'reactivate': {
      const active = form.get('action') === 'reactivate';
      const target = await findUserById(db, user);
      const change = await setAccountActive(db, user, active, now);
      if (change === 'changed' && target)
        await audit(db, {
          action: active ? 'account_reactivated' : 'account_deactivated',
          actor: owner,
          subject: target.email,
        });
      return noticeOf(change, active ? 'reactivated' : 'deactivated');
    }
    case 'require_two_factor': {
      const required = form.get('required') === 'on';
      const before = await isTwoFactorRequired(db);
      await setTwoFactorRequired(db, required);
      if (before !== required)
        await audit(db, {
          action: 'two_factor_requirement',
          actor: owner,
          detail: required ? 'Bắt buộc' : 'Không bắt buộc',
        });
      return { kind: 'notice', notice: required ? 'two_factor_required' : 'two_factor_optional' };
    }
    case 'revoke': {
      const id = String(form.get('invitation') ?? '');
      const email = await invitationEmail(db, id);
      const revoked = await revokeInvitation(db, id, now.toISOString());
      if (revoked) await audit(db, { action: 'invitation_revoked', actor: owner, subject: email });
      return { kind: 'notice', notice: revoked ? 'revoked' : 'unchanged' };
    }
    default:
      return { kind: 'notice', notice: 'unchanged' };
  }
}
