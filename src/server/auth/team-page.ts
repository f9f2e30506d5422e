import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { teamNotices, type OpenInvitation, type TeamMember, type TeamNotice } from '../../lib/auth/team.ts';
import type { Database } from '../db/database.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { listOpenInvitations } from './invitation.repository.ts';
import { listUsers } from './staff.repository.ts';
import { handleTeamAction } from './team-actions.ts';
import { isTwoFactorRequired } from './two-factor.service.ts';

/** /admin/nhan-vien as it is shown: the team, the open invitations, and what the last action came to. */
export interface TeamView {
  notice?: TeamNotice | undefined;
  /** An invitation that could not be e-mailed: its link, shown in this answer only. */
  shown?: { email: string; link: string; mailFailed: boolean } | undefined;
  members: TeamMember[];
  invitations: OpenInvitation[];
  twoFactorRequired: boolean;
}

/**
 * /admin/nhan-vien, owners only (admin-access.ts). Actions post here and come back with a notice
 * (post, redirect, get), except an invitation that could not be e-mailed: its link is shown in this
 * answer, once.
 */
export async function teamPage(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response | TeamView> {
  let shown: TeamView['shown'];
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return bodyProblemResponse(form);
    const outcome = await handleTeamAction(db, form, staff);
    if (outcome.kind === 'notice') return context.redirect(`/admin/nhan-vien?thong-bao=${outcome.notice}`, 303);
    shown = outcome;
  }
  const noticeKey = context.url.searchParams.get('thong-bao');
  const now = new Date().toISOString();
  const [users, invitations, twoFactorRequired] = await Promise.all([
    listUsers(db),
    listOpenInvitations(db, now),
    isTwoFactorRequired(db),
  ]);
  return {
    notice: noticeKey && noticeKey in teamNotices ? (noticeKey as TeamNotice) : undefined,
    shown,
    members: users.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      active: !user.deactivated_at,
      twoFactor: Boolean(user.totp_enabled_at),
      takingLeads: user.taking_leads === 1,
      createdAt: user.created_at,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expires_at,
    })),
    twoFactorRequired,
  };
}
