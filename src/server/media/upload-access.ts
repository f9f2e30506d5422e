import type { IncomingMessage } from 'node:http';
import type { Kysely } from 'kysely';
import { can, type SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { staffFromToken, sessionCookie, isTwoFactorRequired } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { contentEndpoints } from '../../lib/content/editor-api.ts';
import { adminAccess } from '../http/admin-access.ts';
import { refusalMessages } from '../http/request-guard.ts';

// The upload is served before Astro (its body is larger than Astro lets any request be), so the
// checks its middleware makes for every admin endpoint are made here, with the same answers.

/** Who may upload, or the refusal. */
export type UploadAccess =
  | { ok: true; staff: SignedInStaff }
  | { ok: false; status: 401 | 403 | 405; message: string; headers?: Record<string, string> };

/** What a refused member or visitor is told. */
export const accessMessages = {
  sign_in: 'Vui lòng đăng nhập.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  two_factor: 'Vui lòng bật xác thực hai bước trước.',
  cross_origin: 'Yêu cầu bị từ chối vì không được gửi từ trang quản trị của website.',
} as const;

/**
 * Whether a request's Origin is the site's own: SITE_URL's origin, or the host the request was sent
 * to (a browser sends Origin with every POST; a form on another site cannot fake it).
 */
export function isOwnOrigin(origin: string | undefined, host: string | undefined, siteOrigin: string): boolean {
  if (!origin) return false;
  if (origin === siteOrigin) return true;
  try {
    const url = new URL(origin);
    return host !== undefined && url.origin === origin && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** The session cookie's value in a Cookie header. */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== sessionCookie) continue;
    try {
      return decodeURIComponent(value.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Checks method, origin, sign-in, two-factor enrolment (when owners require it) and the route's right. */
export async function checkUploadAccess(db: Kysely<Database>, req: IncomingMessage): Promise<UploadAccess> {
  if (req.method !== 'POST')
    return { ok: false, status: 405, message: refusalMessages[405], headers: { allow: 'POST' } };
  if (!isOwnOrigin(req.headers.origin, req.headers.host, siteConfig.siteUrl.origin))
    return { ok: false, status: 403, message: accessMessages.cross_origin };
  const staff = await staffFromToken(db, sessionToken(req.headers.cookie), new Date());
  if (!staff) return { ok: false, status: 401, message: accessMessages.sign_in };
  if (!staff.twoFactor && (await isTwoFactorRequired(db)))
    return { ok: false, status: 403, message: accessMessages.two_factor };
  // The rule admin-access.ts gives the address ('content': editors and owners).
  const needs = adminAccess(contentEndpoints.upload);
  if (needs !== 'anyone' && needs !== 'signed_in' && !can(staff.role, needs))
    return { ok: false, status: 403, message: accessMessages.forbidden };
  return { ok: true, staff };
}
