import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TOTP, Secret } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SignedInStaff } from '../../src/lib/auth/staff-roles.ts';
import { signIn, staffFromToken } from '../../src/server/auth/auth.service.ts';
import { insertUser } from '../../src/server/auth/staff.repository.ts';
import { newSecretToken } from '../../src/server/auth/secret-token.ts';
import { insertChallenge } from '../../src/server/auth/two-factor.repository.ts';
import { answerChallenge, confirmEnrolment, enrolment } from '../../src/server/auth/two-factor.service.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';
import { fixtureHash } from './fixture-password.ts';

// Two-factor sign-in with a fixed clock: codes of the step, the one before and after; a replayed
// code; recovery codes once each; and the limits on guessing.

const password = 'mat-khau-rat-dai-2026';
let passwordHash: string;
const code = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe.each(testDialects)('two-factor sign-in on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  const staff: SignedInStaff = {
    id: randomUUID(),
    email: 'lan@hotelix.vn',
    name: 'Lan',
    role: 'sales',
    twoFactor: false,
  };
  // 02:00:10 UTC: ten seconds into a 30-second step.
  const t0 = new Date('2026-11-26T02:00:10Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  let secret: string;
  let recoveryCodes: string[];

  /** The password step of a sign-in at `now`: the challenge cookie's token. */
  const passwordStep = async (now: Date, address = '203.0.113.4') => {
    const result = await signIn(db, { email: staff.email, password, address, now, next: '/admin' });
    if (result.kind !== 'second_factor') throw new Error(`expected a second factor, got ${result.kind}`);
    return result.challengeToken;
  };
  const answer = (challengeToken: string, given: string, now: Date, address = '203.0.113.4') =>
    answerChallenge(db, { challengeToken, code: given, address, now });

  beforeEach(async () => {
    passwordHash ??= await fixtureHash(password);
    testDb = await createTestDatabase(dialect, 'migrated');
    db = createDb(testDb.config);
    const { twoFactor: _twoFactor, ...account } = staff;
    await insertUser(db, {
      ...account,
      password_hash: passwordHash,
      deactivated_at: null,
      created_at: t0.toISOString(),
    });
    secret = (await enrolment(db, staff)).secret;
    expect((await enrolment(db, staff)).secret).toBe(secret);
    const enrolled = await confirmEnrolment(db, staff, code(secret, t0), t0);
    if (enrolled.kind !== 'enabled') throw new Error(enrolled.kind);
    recoveryCodes = enrolled.recoveryCodes;
  });

  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  it('asks for the code after the password, and signs in with it', async () => {
    const challenge = await passwordStep(at(60_000));
    const result = await answer(challenge, code(secret, at(60_000)), at(60_000));
    expect(result).toMatchObject({ kind: 'signed_in', role: 'sales', next: '/admin' });
    const token = result.kind === 'signed_in' ? result.token : '';
    expect(await staffFromToken(db, token, at(60_000))).toMatchObject({ email: staff.email, twoFactor: true });
  });

  it('refuses a code already used, even from another sign-in within its window', async () => {
    const used = code(secret, at(3 * 60_000));
    expect((await answer(await passwordStep(at(3 * 60_000)), used, at(3 * 60_000))).kind).toBe('signed_in');
    expect(await answer(await passwordStep(at(3 * 60_000 + 5_000)), used, at(3 * 60_000 + 5_000))).toEqual({
      kind: 'wrong_code',
    });
  });

  it('takes each recovery code once, whatever its case or dashes', async () => {
    const [first] = recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    const typed = first!.toUpperCase().replace('-', ' ');
    expect((await answer(await passwordStep(at(60_000)), typed, at(60_000))).kind).toBe('signed_in');
    expect(await answer(await passwordStep(at(120_000)), first!, at(120_000))).toEqual({ kind: 'wrong_code' });
  });

  it('ends the waiting sign-in after 5 minutes', async () => {
    const challenge = await passwordStep(at(60_000));
    const late = at(60_000 + 5 * 60_000);
    expect(await answer(challenge, code(secret, late), late)).toEqual({ kind: 'gone' });
  });

  it('counts wrong codes as failures from the address: after 5, the sign-in is throttled and must start over', async () => {
    const challenge = await passwordStep(at(60_000));
    for (let index = 0; index < 5; index += 1)
      expect(await answer(challenge, '000000', at(60_000))).toEqual({ kind: 'wrong_code' });
    expect(await answer(challenge, code(secret, at(60_000)), at(60_000))).toEqual({ kind: 'throttled' });
    // Whoever this is has the password: the owners see the wrong codes and the throttle in the log.
    const logged = await db.selectFrom('audit_events').select(['action', 'actor_email']).orderBy('at').execute();
    expect(logged.filter((line) => line.action === 'sign_in_failed')).toHaveLength(5);
    expect(logged.filter((line) => line.action === 'sign_in_throttled')).toEqual([
      { action: 'sign_in_throttled', actor_email: staff.email },
    ]);
    expect(await answer(challenge, code(secret, at(60_000)), at(60_000))).toEqual({ kind: 'gone' });
  });

  it('shares 5 codes among guesses sent at once to one waiting sign-in', async () => {
    const challenge = await passwordStep(at(60_000));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => answer(challenge, '000000', at(60_000), `198.51.100.${index + 1}`)),
    );
    expect(answers.filter((result) => result.kind === 'wrong_code')).toHaveLength(5);
    expect(
      answers.filter((result) => result.kind === 'wrong_code' || result.kind === 'throttled' || result.kind === 'gone'),
    ).toHaveLength(12);
  });

  it('takes 10 wrong codes an hour on an account from unknown devices, from any addresses, then not even the right one', async () => {
    // The member signs in once from their own phone: that browser becomes a known device.
    const own = await answerChallenge(db, {
      challengeToken: await passwordStep(at(30_000)),
      code: code(secret, at(30_000)),
      address: '203.0.113.4',
      now: at(30_000),
    });
    if (own.kind !== 'signed_in' || !own.deviceToken) throw new Error(`expected a known device, got ${own.kind}`);
    // A thief with the password: new waiting sign-ins (made directly: the password step's own
    // slow-down is not what this is about), each code from a new address.
    const waitingSignIn = async (now: Date) => {
      const { token, hash } = newSecretToken();
      const expires_at = new Date(now.getTime() + 5 * 60_000).toISOString();
      await insertChallenge(db, {
        id_hash: hash,
        user_id: staff.id,
        next: '/admin',
        created_at: now.toISOString(),
        expires_at,
      });
      return token;
    };
    let address = 0;
    const guess = async (challenge: string, now: Date) => answer(challenge, '000000', now, `198.51.100.${++address}`);
    for (const minute of [2, 4]) {
      const challenge = await waitingSignIn(at(minute * 60_000));
      for (let index = 0; index < 5; index += 1)
        expect(await guess(challenge, at(minute * 60_000))).toEqual({ kind: 'wrong_code' });
    }
    const late = at(6 * 60_000);
    expect(await guess(await waitingSignIn(late), late)).toEqual({ kind: 'code_locked' });
    expect(
      await answer(await passwordStep(late, '198.51.100.202'), code(secret, late), late, '198.51.100.203'),
    ).toEqual({ kind: 'code_locked' });
    // The member's own device is not locked out by the thief.
    const fromOwnDevice = await answerChallenge(db, {
      challengeToken: await waitingSignIn(late),
      code: code(secret, late),
      address: '203.0.113.4',
      deviceToken: own.deviceToken,
      now: late,
    });
    expect(fromOwnDevice.kind).toBe('signed_in');
    const logged = await db.selectFrom('audit_events').select(['action', 'detail']).execute();
    expect(logged).toContainEqual({
      action: 'sign_in_throttled',
      detail: 'Tài khoản bị nhập sai mã xác thực hai bước quá nhiều lần trong một giờ',
    });
    // An hour after the first wrong codes, an unknown device may try again.
    const nextHour = at(63 * 60_000);
    expect((await answer(await waitingSignIn(nextHour), code(secret, nextHour), nextHour)).kind).toBe('signed_in');
  });

  // The code's time window, the enrolment's spent step, the waiting sign-in's count of codes and
  // the password alone: the statements they reach are those the tests above run on both databases
  // (the spent step, the count under concurrent guesses, the sessions), so one is enough.
  if (dialect === 'sqlite') {
    describe('rules', () => {
      it('accepts the code of the step before and after, not two steps away', async () => {
        const now = at(5 * 60_000);
        for (const offset of [-30_000, 30_000]) {
          const challenge = await passwordStep(now);
          expect((await answer(challenge, code(secret, new Date(now.getTime() + offset)), now)).kind).toBe('signed_in');
          // A later step each time, so the replay guard does not refuse the next one.
          now.setTime(now.getTime() + 120_000);
        }
        const challenge = await passwordStep(now);
        expect(await answer(challenge, code(secret, new Date(now.getTime() - 60_000)), now)).toEqual({
          kind: 'wrong_code',
        });
      });

      it('refuses the enrolment code itself at sign-in (its step is spent)', async () => {
        expect(await answer(await passwordStep(t0), code(secret, t0), t0)).toEqual({ kind: 'wrong_code' });
      });

      it('ends a waiting sign-in after 5 codes, though each came from another address', async () => {
        const challenge = await passwordStep(at(60_000));
        for (let index = 0; index < 5; index += 1)
          expect(await answer(challenge, '000000', at(60_000), `198.51.100.${index + 1}`)).toEqual({
            kind: 'wrong_code',
          });
        expect(await answer(challenge, code(secret, at(60_000)), at(60_000), '198.51.100.99')).toEqual({
          kind: 'throttled',
        });
        expect(await answer(challenge, code(secret, at(60_000)), at(60_000), '198.51.100.100')).toEqual({
          kind: 'gone',
        });
        expect(await db.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
      });

      it('does not open a session on the password alone', async () => {
        await passwordStep(at(60_000));
        expect(await db.selectFrom('staff_sessions').selectAll().execute()).toHaveLength(0);
      });
    });
  }
});
