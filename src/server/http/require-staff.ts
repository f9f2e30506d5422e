import type { MiddlewareHandler } from 'astro';
import { can, type SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { staffFromToken, sessionCookie, isTwoFactorRequired } from '../auth/index.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { getDb } from '../db/instance.ts';
import { adminAccess, enrolPage, forbiddenPage, isAdminEndpoint, openBeforeEnrolment } from './admin-access.ts';

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * Guards /admin: finds the signed-in member (Astro.locals.staff), checks that their role may use
 * the route (admin-access.ts), refuses everyone else, and keeps every admin answer out of caches
 * and search engines. A missing sign-in sends a page visitor to sign in (401 for endpoints); a
 * missing right is 403, with a Vietnamese page or message.
 */
export const requireStaff: MiddlewareHandler = async (context, next) => {
  const path = context.url.pathname;
  if (!isAdminPath(path)) return next();
  const access = adminAccess(path);
  let staff: SignedInStaff | null;
  try {
    staff = await staffFromToken(getDb(), context.cookies.get(sessionCookie)?.value, new Date());
  } catch (error) {
    // The database away: a page open to anyone (signing in) still shows its form, saying so and
    // keeping what is typed; every other page gets the outage answer (database-outage.ts).
    if (access !== 'anyone' || !isDatabaseUnavailable(error)) throw error;
    staff = null;
    context.locals.sessionUnreadable = true;
  }
  context.locals.staff = staff ?? undefined;
  const private_ = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };
  if (access !== 'anyone' && !staff) {
    if (isAdminEndpoint(path))
      return Response.json({ message: 'Vui lòng đăng nhập.' }, { status: 401, headers: private_ });
    const login = `/admin/login?next=${encodeURIComponent(path + context.url.search)}`;
    return new Response(null, { status: 303, headers: { location: login, ...private_ } });
  }
  // While owners require two-factor sign-in, an account without it goes to enrol first.
  if (staff && !staff.twoFactor && !openBeforeEnrolment.has(path) && (await isTwoFactorRequired(getDb()))) {
    if (isAdminEndpoint(path))
      return Response.json({ message: 'Vui lòng bật xác thực hai bước trước.' }, { status: 403, headers: private_ });
    return new Response(null, { status: 303, headers: { location: `${enrolPage}?bat-buoc=1`, ...private_ } });
  }
  const allowed = access === 'anyone' || access === 'signed_in' || (staff !== null && can(staff.role, access));
  if (!allowed && isAdminEndpoint(path))
    return Response.json({ message: 'Bạn không có quyền thực hiện thao tác này.' }, { status: 403, headers: private_ });
  // The page renders the refusal with status 403; the route asked for never runs.
  const response = await (allowed ? next() : next(forbiddenPage));
  for (const [name, value] of Object.entries(private_)) response.headers.set(name, value);
  return response;
};
