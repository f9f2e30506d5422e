import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { deviceLabel } from '../../lib/auth/device-label.ts';
import {
  accountNotices,
  type AccountNotice,
  type AccountProblems,
  type AccountSession,
} from '../../lib/auth/my-account.ts';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import type { Database } from '../db/database.ts';
import type { PageAnswer } from '../http/page-answer.ts';
import { bodyProblemResponse, readForm } from '../http/read-body.ts';
import { handleAccountAction } from './my-account.service.ts';
import { hashToken } from './secret-token.ts';
import { clearSessionCookie, sessionCookie } from './session-cookie.ts';
import { findUserById, listSessionsOf } from './staff.repository.ts';

/** 'Tài khoản của tôi' as it is shown: the member's sessions and switch, and what the last post came to. */
export interface AccountView extends PageAnswer {
  notice?: string | undefined;
  takingLeads: boolean;
  sessions: AccountSession[];
  problems: AccountProblems;
  /** The form the problems belong to. */
  problemForm?: 'name' | 'password' | undefined;
}

/**
 * /admin/tai-khoan, 'Tài khoản của tôi', for every signed-in member (admin-access.ts). Actions post
 * here and come back with a notice (post, redirect, get); refused input is shown in this answer, with
 * status 422.
 */
export async function accountPage(
  db: Kysely<Database>,
  staff: SignedInStaff,
  context: APIContext,
): Promise<Response | AccountView> {
  const currentSession = hashToken(context.cookies.get(sessionCookie)?.value ?? '');
  let status = 200;
  let retryAfter: number | undefined;
  let problems: AccountProblems = {};
  let problemForm: AccountView['problemForm'];
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    if (typeof form === 'string') return bodyProblemResponse(form);
    const outcome = await handleAccountAction(db, form, staff, currentSession);
    if (outcome.kind === 'notice') return context.redirect(`/admin/tai-khoan?thong-bao=${outcome.notice}`, 303);
    if (outcome.kind === 'signed_out') {
      clearSessionCookie(context.cookies);
      return context.redirect('/admin/login', 303);
    }
    if (outcome.kind === 'busy') {
      status = 429;
      retryAfter = 5;
      problems = { current: 'Hệ thống đang bận kiểm tra mật khẩu. Vui lòng thử lại sau ít giây.' };
      problemForm = 'password';
    } else {
      status = 422;
      problems = outcome.problems;
      problemForm = outcome.form;
    }
  }
  const noticeKey = context.url.searchParams.get('thong-bao');
  const [user, sessions] = await Promise.all([findUserById(db, staff.id), listSessionsOf(db, staff.id)]);
  return {
    status,
    retryAfter,
    notice: noticeKey && noticeKey in accountNotices ? accountNotices[noticeKey as AccountNotice] : undefined,
    takingLeads: user?.taking_leads === 1,
    sessions: sessions.map((session) => ({
      id: session.id_hash,
      device: deviceLabel(session.user_agent),
      address: session.address,
      createdAt: session.created_at,
      lastSeenAt: session.last_seen_at,
      current: session.id_hash === currentSession,
    })),
    problems,
    problemForm,
  };
}
