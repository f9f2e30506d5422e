import type { AstroCookies } from 'astro';
import { absoluteTimeoutMs, challengeLifetimeMs } from './auth.service.ts';
import { knownDeviceLifetimeMs } from './known-device.repository.ts';

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

/** The known-device cookie (known-device.repository.ts): 180 days, this site only, never read by scripts. */
export const deviceCookie = '__Host-device';

/** Marks this browser as one the member signs in from. */
export function setDeviceCookie(cookies: AstroCookies, token: string): void {
  cookies.set(deviceCookie, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: knownDeviceLifetimeMs / 1000,
  });
}

/** The cookie of a sign-in waiting for its second factor (5 minutes). */
export const challengeCookie = '__Host-challenge';

/** Holds a sign-in between the password and the code. */
export function setChallengeCookie(cookies: AstroCookies, token: string): void {
  cookies.set(challengeCookie, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: challengeLifetimeMs / 1000,
  });
}

/** Drops the waiting sign-in's cookie (finished, expired or throttled). */
export function clearChallengeCookie(cookies: AstroCookies): void {
  cookies.delete(challengeCookie, { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
}
