import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { roleLabels, type StaffRole } from '../../lib/auth/staff-roles.ts';
import { audit } from '../audit/audit-log.ts';
import type { Database, StaffInvitationRow } from '../db/database.ts';
import { nameProblem } from './account-fields.ts';
import type { SessionDevice } from '../../lib/auth/session-device.ts';
import { openSession } from './auth.service.ts';
import {
  findInvitationByHash,
  insertInvitation,
  markInvitationAccepted,
  revokeInvitationsTo,
} from './invitation.repository.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { hashToken, newSecretToken } from './secret-token.ts';
import { findUserByEmail, insertUser } from './staff.repository.ts';

export const invitationLifetimeMs = 72 * 3_600_000;

export type InvitationResult =
  | { kind: 'created'; token: string; invitation: StaffInvitationRow }
  /** An account already has this address. */
  | { kind: 'account_exists' };

/**
 * Invites `email` to join with `role`: a single-use secret, valid 72 hours, of which only the hash
 * is kept. An earlier open invitation to the same address is withdrawn, so only the newest link works.
 */
export function createInvitation(
  db: Kysely<Database>,
  invite: { email: string; role: StaffRole; invitedBy: string; now: Date },
): Promise<InvitationResult> {
  return db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, invite.email)) return { kind: 'account_exists' };
    const now = invite.now.toISOString();
    await revokeInvitationsTo(trx, invite.email, now);
    const { token, hash } = newSecretToken();
    const invitation: StaffInvitationRow = {
      id: randomUUID(),
      token_hash: hash,
      email: invite.email,
      role: invite.role,
      invited_by: invite.invitedBy,
      created_at: now,
      expires_at: new Date(invite.now.getTime() + invitationLifetimeMs).toISOString(),
      accepted_at: null,
      revoked_at: null,
    };
    await insertInvitation(trx, invitation);
    return { kind: 'created', token, invitation };
  });
}

/** An invitation a link may still use, or null (unknown, used, withdrawn or expired: one answer). */
export async function openInvitation(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<StaffInvitationRow | null> {
  if (!token || token.length > 100) return null;
  const invitation = await findInvitationByHash(db, hashToken(token));
  const open =
    invitation && !invitation.accepted_at && !invitation.revoked_at && invitation.expires_at > now.toISOString();
  return open ? invitation : null;
}

export type AcceptResult =
  | { kind: 'accepted'; sessionToken: string; role: StaffRole; email: string; userId: string }
  | { kind: 'invalid'; problems: { name?: string; password?: string; confirm?: string } }
  | { kind: 'gone' };

/** Checks the name and password chosen on an invitation's page; the problems by field, in Vietnamese. */
export function acceptanceProblems(
  fields: { name: string; password: string; confirm: string },
  email: string,
): { name?: string; password?: string; confirm?: string } {
  const problems: { name?: string; password?: string; confirm?: string } = {};
  const name = nameProblem(fields.name);
  if (name) problems.name = name;
  const password = passwordProblem(fields.password, { email, name: fields.name });
  if (password) problems.password = password;
  else if (fields.confirm !== fields.password) problems.confirm = 'Mật khẩu nhập lại không khớp.';
  return problems;
}

/**
 * Accepts an invitation: creates the account with the chosen name and password and opens a session.
 * The link is spent in the same transaction as the account is made, so two tabs cannot both use it.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  accept: { token: string; name: string; password: string; confirm: string; now: Date; device: SessionDevice },
): Promise<AcceptResult> {
  const invitation = await openInvitation(db, accept.token, accept.now);
  if (!invitation) return { kind: 'gone' };
  const problems = acceptanceProblems(accept, invitation.email);
  if (Object.keys(problems).length) return { kind: 'invalid', problems };
  const passwordHash = await hashPassword(accept.password);
  const now = accept.now.toISOString();
  const result = await db.transaction().execute(async (trx): Promise<AcceptResult> => {
    if (!(await markInvitationAccepted(trx, invitation.id, now))) return { kind: 'gone' };
    if (await findUserByEmail(trx, invitation.email)) return { kind: 'gone' };
    const userId = randomUUID();
    await insertUser(trx, {
      id: userId,
      email: invitation.email,
      password_hash: passwordHash,
      role: invitation.role,
      name: accept.name,
      deactivated_at: null,
      created_at: now,
    });
    const sessionToken = await openSession(trx, userId, accept.now, accept.device);
    return { kind: 'accepted', sessionToken, role: invitation.role, email: invitation.email, userId };
  });
  if (result.kind === 'accepted')
    await audit(db, {
      action: 'invitation_accepted',
      actor: { id: result.userId, email: result.email },
      detail: roleLabels[result.role],
      at: accept.now,
    });
  return result;
}
