import type { APIRoute } from 'astro';
import { signOut } from '@/server/auth/auth.service';
import { clearSessionCookie, sessionCookie } from '@/server/auth/session-cookie';
import { audit } from '@/server/audit/audit-log';
import { getDb } from '@/server/db/instance';

export const prerender = false;

export { postOnly as ALL } from '@/server/http/request-guard';

/** 'Đăng xuất': ends the session on the server and forgets the cookie. */
export const POST: APIRoute = async ({ cookies, redirect, locals }) => {
  await signOut(getDb(), cookies.get(sessionCookie)?.value);
  if (locals.staff) await audit(getDb(), { action: 'sign_out', actor: locals.staff });
  clearSessionCookie(cookies);
  return redirect('/admin/login', 303);
};
