import type { APIRoute } from 'astro';
import { signOut, clearSessionCookie, sessionCookie } from '@/server/auth';
import { audit } from '@/server/audit';
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
