import type { AstroCookies } from 'astro';
import { absoluteTimeoutMs } from './auth.service.ts';

/**
 * `__Host-` makes browsers insist on Secure, Path=/ and no Domain, so no subdomain can plant or read
 * it. Browsers accept Secure cookies on http://localhost; production runs behind HTTPS.
 */
export const sessionCookie = '__Host-session';

/** Sets the session cookie after sign-in. */
export function setSessionCookie(cookies: AstroCookies, token: string): void {
  cookies.set(sessionCookie, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: absoluteTimeoutMs / 1000,
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(cookies: AstroCookies): void {
  cookies.delete(sessionCookie, { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
}
