import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { SignedInStaff, StaffRole } from '../../lib/auth/staff-roles.ts';
import { siteConfig } from '../../lib/site-config.ts';
import type { Database } from '../db/database.ts';
import { siteMetrics } from '../metrics/metrics-registry.ts';
import { audit } from '../audit/audit-log.ts';
import type { SessionDevice } from '../../lib/auth/session-device.ts';
import { openSession } from './auth.service.ts';
import { isKnownDevice, rememberDevice } from './known-device.repository.ts';
import { hashToken } from './secret-token.ts';
import { countCodeFailures, countFailures, findUserById, forgetFailure, recordFailure } from './staff.repository.ts';
import {
  claimTotpStep,
  deleteChallenge,
  disableTotp,
  enableTotp,
  findChallenge,
  readTeamSetting,
  replaceRecoveryCodes,
  setPendingSecret,
  takeCodeAttempt,
  useRecoveryCode,
  writeTeamSetting,
} from './two-factor.repository.ts';

// TOTP as RFC 6238 and every authenticator app have it: SHA-1, 6 digits, 30-second steps. A code of
// the step before or after is accepted too (a phone's clock a little off), never one already used.
const periodMs = 30_000;
const maxCodeFailures = 5;
const throttleWindowMs = 15 * 60_000;
const maxCodeAttempts = 5;
const maxCodeFailuresPerAccount = 10;
const accountWindowMs = 60 * 60_000;
const recoveryCodeCount = 10;
const requireSetting = 'require_two_factor';

const totpFor = (secret: string, email: string) =>
  new TOTP({ issuer: siteConfig.brand, label: email, secret: Secret.fromBase32(secret), digits: 6, period: 30 });

/** The 30-second step the code `code` belongs to, within one step of `now`; null when it matches none. */
export function matchingStep(secret: string, email: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, email).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / periodMs) + delta;
}

/** What the enrolment page shows: the secret as a QR code (SVG) and as text for typing in. */
export interface Enrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * The secret being enrolled: the one shown before (a reload shows the same QR code), or a new one,
 * kept on the account until a code confirms it.
 */
export async function enrolment(db: Kysely<Database>, staff: SignedInStaff): Promise<Enrolment> {
  const user = await findUserById(db, staff.id);
  let secret = user?.totp_pending_secret;
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    await setPendingSecret(db, staff.id, secret);
  }
  const uri = totpFor(secret, staff.email).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** Ten new single-use recovery codes ('abcde-fghij'), replacing the old ones; only hashes are kept. */
export async function newRecoveryCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const raw = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => ({ id: randomUUID(), code_hash: hashToken(normalRecoveryCode(code)) })),
  );
  return codes;
}

const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export type EnrolResult =
  { kind: 'enabled'; recoveryCodes: string[] } | { kind: 'wrong_code' } | { kind: 'not_enrolling' };

/** Turns two-factor sign-in on once a code from the new secret proves the app has it. */
export async function confirmEnrolment(
  db: Kysely<Database>,
  staff: SignedInStaff,
  code: string,
  now: Date,
): Promise<EnrolResult> {
  const user = await findUserById(db, staff.id);
  if (!user?.totp_pending_secret) return { kind: 'not_enrolling' };
  const step = matchingStep(user.totp_pending_secret, staff.email, code.replace(/\s/g, ''), now);
  if (step === null) return { kind: 'wrong_code' };
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    await enableTotp(trx, staff.id, user.totp_pending_secret!, step, now.toISOString());
    return newRecoveryCodes(trx, staff.id);
  });
  await audit(db, { action: 'two_factor_enabled', actor: staff });
  return { kind: 'enabled', recoveryCodes };
}

/** Turns two-factor sign-in off (the caller has checked the password); refused while owners require it. */
export async function turnOffTwoFactor(db: Kysely<Database>, staff: SignedInStaff): Promise<'off' | 'required'> {
  if (await isTwoFactorRequired(db)) return 'required';
  await disableTotp(db, staff.id);
  await audit(db, { action: 'two_factor_disabled', actor: staff });
  return 'off';
}

/** Whether owners require two-factor sign-in of every account. */
export async function isTwoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  return (await readTeamSetting(db, requireSetting)) === 'on';
}

/** Sets whether every account must use two-factor sign-in. */
export async function setTwoFactorRequired(db: Kysely<Database>, required: boolean): Promise<void> {
  await writeTeamSetting(db, requireSetting, required ? 'on' : 'off');
}

export type ChallengeResult =
  | { kind: 'signed_in'; token: string; role: StaffRole; next: string; deviceToken?: string | undefined }
  | { kind: 'wrong_code' }
  | { kind: 'throttled' }
  /** Too many wrong codes on the account within the hour, from devices it never signed in from. */
  | { kind: 'code_locked' }
  /** No such waiting sign-in (expired, finished, or never): sign in again. */
  | { kind: 'gone' };

/** What the code page says when the account's hourly limit of wrong codes is reached. */
export const codeLockedMessage =
  'Tài khoản này đã bị nhập sai mã xác thực quá nhiều lần trong một giờ qua. Vui lòng thử lại sau, hoặc đăng nhập từ thiết bị bạn vẫn dùng.';

/**
 * Finishes a waiting sign-in with a code from the app or a recovery code. Guessing is bounded three
 * ways: a waiting sign-in takes 5 codes, then ends (the password is asked again); wrong codes count
 * as failed sign-ins for the account and address, so the password limits bound them too; and an
 * account takes 10 wrong codes an hour from devices it has never signed in from, from any number of
 * addresses. A code already accepted once is refused.
 */
export async function answerChallenge(
  db: Kysely<Database>,
  answer: { challengeToken: string; code: string; deviceToken?: string | undefined; now: Date } & SessionDevice,
): Promise<ChallengeResult> {
  if (!answer.challengeToken || answer.challengeToken.length > 100) return { kind: 'gone' };
  const challenge = await findChallenge(db, hashToken(answer.challengeToken));
  if (
    !challenge ||
    challenge.expires_at <= answer.now.toISOString() ||
    challenge.deactivated_at ||
    !challenge.totp_secret
  )
    return { kind: 'gone' };
  const where = {
    actor: { id: challenge.user_id, email: challenge.email },
    address: answer.address,
    userAgent: answer.userAgent,
    at: answer.now,
  };
  /** Ends the waiting sign-in: someone who has the password is guessing codes, and the owners must see it. */
  const endGuessing = async <Kind extends 'throttled' | 'code_locked'>(kind: Kind, detail: string) => {
    await deleteChallenge(db, challenge.id_hash);
    siteMetrics()?.signInThrottled.inc({ step: 'code' });
    await audit(db, { ...where, action: 'sign_in_throttled', detail });
    return { kind };
  };
  if (!(await takeCodeAttempt(db, challenge.id_hash, maxCodeAttempts)))
    return endGuessing('throttled', 'Nhập sai mã xác thực hai bước quá nhiều lần');
  const knownDevice = await isKnownDevice(db, challenge.email, answer.deviceToken, answer.now);
  const attemptId = randomUUID();
  await recordFailure(db, {
    id: attemptId,
    email: challenge.email,
    address: answer.address,
    at: answer.now.toISOString(),
    step: 'code',
  });
  const since = (ms: number) => new Date(answer.now.getTime() - ms).toISOString();
  const byPair = (await countFailures(db, challenge.email, answer.address, since(throttleWindowMs))).byPair;
  // The member's own phone or computer is not locked out by a thief's guesses from elsewhere.
  const byAccount = knownDevice ? 0 : await countCodeFailures(db, challenge.email, since(accountWindowMs));
  if (byPair > maxCodeFailures || byAccount > maxCodeFailuresPerAccount) {
    await forgetFailure(db, attemptId);
    return byPair > maxCodeFailures
      ? endGuessing('throttled', 'Nhập sai mã xác thực hai bước quá nhiều lần')
      : endGuessing('code_locked', 'Tài khoản bị nhập sai mã xác thực hai bước quá nhiều lần trong một giờ');
  }
  const code = answer.code.trim();
  const step = matchingStep(challenge.totp_secret, challenge.email, code.replace(/\s/g, ''), answer.now);
  const accepted =
    step !== null
      ? await claimTotpStep(db, challenge.user_id, step)
      : code.length <= 20 &&
        (await useRecoveryCode(db, challenge.user_id, hashToken(normalRecoveryCode(code)), answer.now.toISOString()));
  if (!accepted) {
    siteMetrics()?.signInFailures.inc({ step: 'code' });
    await audit(db, { ...where, action: 'sign_in_failed', detail: 'Sai mã xác thực hai bước' });
    return { kind: 'wrong_code' };
  }
  await forgetFailure(db, attemptId);
  if (!(await deleteChallenge(db, challenge.id_hash))) return { kind: 'gone' };
  const token = await openSession(db, challenge.user_id, answer.now, answer);
  const deviceToken = knownDevice ? undefined : await rememberDevice(db, challenge.user_id, answer.now);
  await audit(db, { ...where, action: 'sign_in', detail: step === null ? 'Bằng mã khôi phục' : 'Bằng mã xác thực' });
  return { kind: 'signed_in', token, role: challenge.role, next: challenge.next, deviceToken };
}
