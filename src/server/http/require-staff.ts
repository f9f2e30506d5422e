import type { MiddlewareHandler } from 'astro';
import { staffFromToken } from '../auth/auth.service.ts';
import { sessionCookie } from '../auth/session-cookie.ts';
import { getDb } from '../db/instance.ts';

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
// Endpoints answer 401; pages send the visitor to the sign-in page instead.
const isAdminEndpoint = (path: string) =>
  path.endsWith('.csv') || path === '/admin/logout' || path === '/admin/notifications/resend';

/**
 * Guards /admin: finds the signed-in member (Astro.locals.staff), refuses everyone else, and keeps
 * every admin answer out of caches and search engines.
 */
export const requireStaff: MiddlewareHandler = async (context, next) => {
  const path = context.url.pathname;
  if (!isAdminPath(path)) return next();
  const staff = await staffFromToken(getDb(), context.cookies.get(sessionCookie)?.value, new Date());
  context.locals.staff = staff ?? undefined;
  if (!staff && path !== '/admin/login') {
    if (isAdminEndpoint(path))
      return Response.json(
        { message: 'Vui lòng đăng nhập.' },
        { status: 401, headers: { 'cache-control': 'no-store' } },
      );
    return context.redirect(`/admin/login?next=${encodeURIComponent(path + context.url.search)}`, 303);
  }
  const response = await next();
  response.headers.set('cache-control', 'no-store');
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  return response;
};
