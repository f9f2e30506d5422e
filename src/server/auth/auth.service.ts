import { randomUUID } from 'node:crypto';
import { endSubscriptions } from '../push/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { SessionDevice } from '../../lib/auth/session-device.ts';
import type { SignedInStaff } from '../../lib/auth/staff-roles.ts';
import { outageMessage } from '../../lib/outage-message.ts';
import { cleanFreeText, hasUnsafeSingleLine } from '../../lib/text/unsafe-characters.ts';
import type { Database, StaffUserRow } from '../db/database.ts';
import { audit } from '../audit/audit-log.ts';
import { log } from '../log.ts';
import { siteMetrics } from '../metrics/metrics-registry.ts';
import { createAttemptLedger, type AttemptLedger } from '../rate-limit/attempt-ledger.ts';
import { createThrottleNotes } from './throttle-notes.ts';
import { passwordCheckSlots, type HashSlots } from './hash-slots.ts';
import { verifyPassword } from './password.ts';
import { isKnownDevice, rememberDevice } from './known-device.repository.ts';
import { insertChallenge } from './two-factor.repository.ts';
import { hashToken, newSecretToken } from './secret-token.ts';
import {
  countFailures,
  deleteSession,
  forgetFailure,
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
/**
 * Who is throttled (OWASP, 'Blocking brute force attacks'): failures count per account and client
 * address together, so a stranger's failures never lock the real person out from their own network;
 * an address trying many accounts meets a looser ceiling. Failures on an account from anywhere only
 * slow further attempts down, by a delay that grows with them, and not at all from a device the
 * account has signed in from before (known-device.repository.ts).
 */
const maxFailuresPerPair = 5;
const maxFailuresPerAddress = 20;
const slowDownAfter = 5;
const maxSlowDownMs = 8_000;
const maxPasswordLength = 1024;

/** How long an attempt on an account with `failures` recent failures waits before its check. */
export function slowDownMs(failures: number): number {
  return failures < slowDownAfter ? 0 : Math.min(500 * 2 ** (failures - slowDownAfter), maxSlowDownMs);
}

/**
 * A throttled attempt is answered after a random 1–3 s: a flood of hundreds arriving at once is
 * then answered spread out, not rendered all in one go ahead of every reader's page, and an
 * attacker's loop is slowed. A person locked out waits a moment for a message they must wait on anyway.
 */
const throttledAnswer = (pause: Pause): Promise<SignInResult> =>
  pause(1_000 + Math.random() * 2_000).then(() => ({ kind: 'throttled' }));

/**
 * Waits `ms`: the slow-down and the throttled answer's pause. The tests pass one that notes the
 * wait and returns at once (sign-in-timing.test.ts keeps the real one).
 */
export type Pause = (ms: number) => Promise<unknown>;
// Writing last_seen_at on every click is needless; once a minute keeps the idle clock exact enough.
const touchEveryMs = minute;

export type SignInResult =
  | {
      kind: 'signed_in';
      token: string;
      role: SignedInStaff['role'];
      /** A new known-device cookie for this browser, when it did not have a valid one. */
      deviceToken?: string | undefined;
    }
  /** The password was right; the account uses two-factor sign-in: the code is asked next. */
  | { kind: 'second_factor'; challengeToken: string }
  | { kind: 'refused' }
  | { kind: 'throttled' }
  /** Too many password checks under way: nothing was checked, try again in a few seconds. */
  | { kind: 'busy' }
  /** The database failed: nothing was checked or counted. */
  | { kind: 'unavailable' };

/** What the sign-in page says when it does not sign the member in. */
export const signInMessages: Record<Exclude<SignInResult['kind'], 'signed_in' | 'second_factor'>, string> = {
  refused: 'Email hoặc mật khẩu không đúng.',
  throttled: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.',
  busy: 'Hệ thống đang bận kiểm tra đăng nhập. Vui lòng thử lại sau ít giây.',
  unavailable: outageMessage,
};

// Compared against when the account does not exist, so both refusals take the same time.
const decoyHash = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(86);

/**
 * Records the attempt, counts it with the failures before it and, within the limit, checks the
 * password in one of the slots: the account when it matched, null when it did not.
 */
async function checkAttempt(
  db: Kysely<Database>,
  attempt: { email: string; password: string; address: string; now: Date; attemptId: string; knownDevice: boolean },
  slots: HashSlots,
  pause: Pause,
): Promise<{ kind: 'checked'; user: StaffUserRow | null } | { kind: 'throttled' } | { kind: 'busy' }> {
  const since = new Date(attempt.now.getTime() - throttleWindowMs).toISOString();
  const { email, address } = attempt;
  await recordFailure(db, { id: attempt.attemptId, email, address, at: attempt.now.toISOString() });
  const failures = await countFailures(db, email, address, since);
  // Not kept when over: a throttled attempt checked nothing, and must not extend the lock for ever.
  if (failures.byPair > maxFailuresPerPair || failures.byAddress > maxFailuresPerAddress) return { kind: 'throttled' };
  // The failures before this attempt; the attempt itself is counted among them until it is judged.
  if (!attempt.knownDevice) await pause(slowDownMs(failures.byEmail - 1));
  const user = await findUserByEmail(db, email);
  const valid = await slots.run(() => verifyPassword(attempt.password, user?.password_hash ?? decoyHash), {
    account: email,
    address,
    trusted: attempt.knownDevice,
  });
  if (valid === 'busy') return { kind: 'busy' };
  // A deactivated account is refused like a wrong password: nothing tells a stranger it exists.
  return { kind: 'checked', user: user && valid && !user.deactivated_at ? user : null };
}

const throttleNotes = createThrottleNotes(throttleWindowMs);

/**
 * Who a failed sign-in was for, as the audit log keeps it: what was typed if it is an address;
 * otherwise not (people type their password into the e-mail field), which the log keeps for a year.
 */
const typedAccount = (email: string) => ({ email: /^[^\s@]+@[^\s@]+$/.test(email) ? email : '(không phải email)' });

/** Counts a throttled attempt, and notes it in the audit log, the first from its address in a window. */
async function auditThrottle(db: Kysely<Database>, email: string, attempt: { address: string; now: Date }) {
  siteMetrics()?.signInThrottled.inc({ step: 'password' });
  if (throttleNotes.first(attempt.address, attempt.now.getTime()))
    await audit(db, {
      action: 'sign_in_throttled',
      actor: typedAccount(email),
      address: attempt.address,
      at: attempt.now,
    });
}

// One ledger per database: it stands for what this process already sent to that database.
const ledgers = new WeakMap<Kysely<Database>, AttemptLedger>();
const ledgerFor = (db: Kysely<Database>) => {
  let ledger = ledgers.get(db);
  if (!ledger) ledgers.set(db, (ledger = createAttemptLedger({ windowMs: throttleWindowMs })));
  return ledger;
};

/**
 * Signs a member in. After 5 failures within 15 minutes for the account from one address, or 20 from
 * the address across accounts, further attempts are throttled without checking the password; past 5
 * failures on the account from anywhere, attempts from unknown devices wait longer and longer first.
 * An unknown e-mail and a wrong password are refused the same way.
 *
 * The attempt is recorded as a failure before anything else and counted with the failures before
 * it, so of any number of concurrent attempts at most 5 reach a password check (each sees the ones
 * recorded before it); it is taken back if the password was right or never checked. This process's
 * own ledger turns a flood away before the database (attempt-ledger.ts), and checks wait for one of
 * a few slots (hash-slots.ts), so a flood costs the visitors next to nothing.
 */
export async function signIn(
  db: Kysely<Database>,
  attempt: {
    email: string;
    password: string;
    address: string;
    userAgent?: string | undefined;
    /** The browser's known-device cookie, if it has one. */
    deviceToken?: string | undefined;
    /** Where the member goes once signed in (kept across the second factor). */
    next?: string;
    now: Date;
  },
  slots: HashSlots = passwordCheckSlots,
  pause: Pause = sleep,
): Promise<SignInResult> {
  const email = attempt.email.trim().toLowerCase();
  // No account has such an address, and no password is that long: refused without a look-up or a hash.
  if (email.length > 254 || hasUnsafeSingleLine(email) || attempt.password.length > maxPasswordLength) {
    return { kind: 'refused' };
  }
  const ledger = ledgerFor(db);
  const ticket = ledger.reserve(
    [
      { key: `pair:${email} ${attempt.address}`, limit: maxFailuresPerPair },
      { key: `address:${attempt.address}`, limit: maxFailuresPerAddress },
    ],
    attempt.now.getTime(),
  );
  if (!ticket) {
    await auditThrottle(db, email, attempt);
    return throttledAnswer(pause);
  }
  /** Takes the attempt back, here and in the database: it checked no password, or the right one. */
  const takeBack = async (attemptId: string) => {
    ledger.release(ticket);
    await forgetFailure(db, attemptId);
  };
  const attemptId = randomUUID();
  try {
    const knownDevice = await isKnownDevice(db, email, attempt.deviceToken, attempt.now);
    const checked = await checkAttempt(db, { ...attempt, email, attemptId, knownDevice }, slots, pause);
    if (checked.kind !== 'checked') {
      await takeBack(attemptId);
      if (checked.kind === 'busy') {
        log.warn('sign_in_busy', { email, address: attempt.address });
        return checked;
      }
      await auditThrottle(db, email, attempt);
      return throttledAnswer(pause);
    }
    const where = { address: attempt.address, userAgent: attempt.userAgent, at: attempt.now };
    if (!checked.user) {
      // Same work for an unknown address as for a wrong password: the timing tells nothing.
      siteMetrics()?.signInFailures.inc({ step: 'password' });
      await audit(db, { action: 'sign_in_failed', actor: typedAccount(email), ...where });
      return { kind: 'refused' };
    }
    await takeBack(attemptId);
    if (checked.user.totp_enabled_at) {
      const challengeToken = await startChallenge(db, checked.user.id, attempt.next ?? '', attempt.now);
      log.info('password_accepted', { email, awaiting: 'second_factor' });
      return { kind: 'second_factor', challengeToken };
    }
    const token = await openSession(db, checked.user.id, attempt.now, attempt);
    const deviceToken = knownDevice ? undefined : await rememberDevice(db, checked.user.id, attempt.now);
    await audit(db, { action: 'sign_in', actor: checked.user, ...where });
    return { kind: 'signed_in', token, role: checked.user.role, deviceToken };
  } catch (error) {
    // The database failed (no verdict, or no session): the attempt must not count against anyone.
    ledger.release(ticket);
    await forgetFailure(db, attemptId).catch(() => {});
    log.error('sign_in_unavailable', { email, error });
    return { kind: 'unavailable' };
  }
}

/** How long the code may take after the password, before the sign-in starts over. */
export const challengeLifetimeMs = 5 * minute;

/** Keeps a sign-in whose password was right until its second factor; the token goes in a cookie. */
async function startChallenge(db: Kysely<Database>, userId: string, next: string, now: Date): Promise<string> {
  const { token, hash } = newSecretToken();
  await insertChallenge(db, {
    id_hash: hash,
    user_id: userId,
    next,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + challengeLifetimeMs).toISOString(),
  });
  return token;
}

/** Opens a session for an account; the token goes into the cookie, only its hash into the table. */
export async function openSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  device: SessionDevice,
): Promise<string> {
  const { token, hash } = newSecretToken();
  await insertSession(db, {
    id_hash: hash,
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + absoluteTimeoutMs).toISOString(),
    user_agent: cleanFreeText(device.userAgent ?? '').slice(0, 300) || null,
    address: device.address.slice(0, 100) || null,
  });
  return token;
}

/**
 * The member a session cookie belongs to, if the session is alive (idle < 8 h, age < 7 d) and the
 * account active. Read on every admin request, so a role change or a deactivation counts at once.
 */
export async function staffFromToken(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<SignedInStaff | null> {
  if (!token) return null;
  const session = await findSession(db, hashToken(token));
  if (!session) return null;
  const idleFor = now.getTime() - Date.parse(session.last_seen_at);
  if (idleFor > idleTimeoutMs || now.toISOString() > session.expires_at) {
    await deleteSession(db, session.id_hash);
    return null;
  }
  if (idleFor > touchEveryMs) await touchSession(db, session.id_hash, now.toISOString());
  return {
    id: session.id,
    email: session.email,
    name: session.name,
    role: session.role,
    twoFactor: Boolean(session.totp_enabled_at),
  };
}

/** Ends a session on the server, so the cookie is worthless even if kept. */
export async function signOut(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (!token) return;
  const idHash = hashToken(token);
  await deleteSession(db, idHash);
  // This device is signed out: its phone stops ringing.
  await endSubscriptions(db, { sessions: [idHash] });
}
