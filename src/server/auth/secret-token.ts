import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 a secret is stored as: a copy of the database holds no usable session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new 256-bit secret (for a cookie or an e-mailed link) and the hash to store. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The stored hash of a session cookie's value ('' when there is none). */
export function sessionHashOf(token: string | undefined): string {
  return token ? hashToken(token) : '';
}

/**
 * A short tag of a session for the page (the hash of its stored hash: it opens nothing), so the
 * browser can tell when it is signed in anew: its push subscription is then tied to the new session.
 */
export function sessionTagOf(token: string | undefined): string {
  return token ? hashToken(hashToken(token)).slice(0, 16) : '';
}
