import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TOTP, Secret } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SignedInStaff } from '../../src/lib/auth/staff-roles.ts';
import { signIn, staffFromToken } from '../../src/server/auth/auth.service.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { insertUser } from '../../src/server/auth/staff.repository.ts';
import { answerChallenge, confirmEnrolment, enrolment } from '../../src/server/auth/two-factor.service.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

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
    passwordHash ??= await hashPassword(password);
    testDb = await createTestDatabase(dialect);
    db = createDb(testDb.config);
    await migrateToLatest(db);
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

  it('refuses a code already used, even from another sign-in within its window', async () => {
    const used = code(secret, at(3 * 60_000));
    expect((await answer(await passwordStep(at(3 * 60_000)), used, at(3 * 60_000))).kind).toBe('signed_in');
    expect(await answer(await passwordStep(at(3 * 60_000 + 5_000)), used, at(3 * 60_000 + 5_000))).toEqual({
      kind: 'wrong_code',
    });
  });

  it('refuses the enrolment code itself at sign-in (its step is spent)', async () => {
    expect(await answer(await passwordStep(t0), code(secret, t0), t0)).toEqual({ kind: 'wrong_code' });
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

  it('does not open a session on the password alone', async () => {
    await passwordStep(at(60_000));
    expect(await db.selectFrom('staff_sessions').selectAll().execute()).toHaveLength(0);
  });
});
