import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { verifyPassword } from './password.ts';
import {
  countFailures,
  deleteSession,
  findSession,
  findUserByEmail,
  insertSession,
  recordFailure,
  touchSession,
} from './staff.repository.ts';

const minute = 60_000;
export const idleTimeoutMs = 8 * 60 * minute;
export const absoluteTimeoutMs = 7 * 24 * 60 * minute;
const throttleWindowMs = 15 * minute;
const maxFailures = 5;
// Writing last_seen_at on every click is needless; once a minute keeps the idle clock exact enough.
const touchEveryMs = minute;

/** A signed-in member of the sales team. */
export interface Staff {
  email: string;
}

export type SignInResult = { kind: 'signed_in'; token: string } | { kind: 'refused' } | { kind: 'throttled' };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Compared against when the account does not exist, so both refusals take the same time.
const decoyHash = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(86);

/**
 * Signs a member in. After 5 failures within 15 minutes for the account or the address, further
 * attempts are throttled without checking the password. An unknown e-mail and a wrong password are
 * refused the same way.
 */
export async function signIn(
  db: Kysely<Database>,
  attempt: { email: string; password: string; address: string; now: Date },
): Promise<SignInResult> {
  const email = attempt.email.trim().toLowerCase();
  const since = new Date(attempt.now.getTime() - throttleWindowMs).toISOString();
  const failures = await countFailures(db, email, attempt.address, since);
  if (failures.byEmail >= maxFailures || failures.byAddress >= maxFailures) {
    log.warn('sign_in_throttled', { email, address: attempt.address });
    return { kind: 'throttled' };
  }
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(attempt.password, user?.password_hash ?? decoyHash);
  if (!user || !valid) {
    await recordFailure(db, { id: randomUUID(), email, address: attempt.address, at: attempt.now.toISOString() });
    log.warn('sign_in_failed', { email, address: attempt.address });
    return { kind: 'refused' };
  }
  const token = randomBytes(32).toString('base64url');
  const now = attempt.now.toISOString();
  await insertSession(db, {
    id_hash: hashToken(token),
    user_id: user.id,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(attempt.now.getTime() + absoluteTimeoutMs).toISOString(),
  });
  log.info('signed_in', { email });
  return { kind: 'signed_in', token };
}

/** The member a session cookie belongs to, if the session is alive (idle < 8 h, age < 7 d). */
export async function staffFromToken(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<Staff | null> {
  if (!token) return null;
  const session = await findSession(db, hashToken(token));
  if (!session) return null;
  const idleFor = now.getTime() - Date.parse(session.last_seen_at);
  if (idleFor > idleTimeoutMs || now.toISOString() > session.expires_at) {
    await deleteSession(db, session.id_hash);
    return null;
  }
  if (idleFor > touchEveryMs) await touchSession(db, session.id_hash, now.toISOString());
  return { email: session.email };
}

/** Ends a session on the server, so the cookie is worthless even if kept. */
export async function signOut(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, hashToken(token));
}
