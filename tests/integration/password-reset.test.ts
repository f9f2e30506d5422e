import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, staffFromToken } from '../../src/server/auth/auth.service.ts';
import {
  openPasswordReset,
  requestPasswordReset,
  resetPassword,
} from '../../src/server/auth/password-reset.service.ts';
import { newSecretToken } from '../../src/server/auth/secret-token.ts';
import { insertPasswordReset } from '../../src/server/auth/password-reset.repository.ts';
import { insertUser } from '../../src/server/auth/staff.repository.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';
import { fixtureHash } from './fixture-password.ts';

const oldPassword = 'mat-khau-rat-dai-2026';
const newPassword = 'ngày mai trời lại sáng';
const minute = 60_000;
let oldHash: string;

describe.each(testDialects)('password reset on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  const userId = randomUUID();
  const t0 = new Date('2026-11-26T02:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  /** A link for Lan made at t0, as the request would store it (the e-mail is not configured here). */
  const link = async () => {
    const { token, hash } = newSecretToken();
    await insertPasswordReset(db, {
      id: randomUUID(),
      token_hash: hash,
      user_id: userId,
      created_at: t0.toISOString(),
      expires_at: at(60 * minute).toISOString(),
    });
    return token;
  };
  const sessionAt = async (now: Date, password = oldPassword) => {
    const result = await signIn(db, { email: 'lan@hotelix.vn', password, address: '203.0.113.4', now });
    return result.kind === 'signed_in' ? result.token : null;
  };

  beforeEach(async () => {
    oldHash ??= await fixtureHash(oldPassword);
    testDb = await createTestDatabase(dialect, 'migrated');
    db = createDb(testDb.config);
    await insertUser(db, {
      id: userId,
      email: 'lan@hotelix.vn',
      password_hash: oldHash,
      role: 'sales',
      name: 'Lan',
      deactivated_at: null,
      created_at: t0.toISOString(),
    });
  });

  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  it('stores a link (its hash only) for a known address and nothing for an unknown one, answering both alike', async () => {
    expect(await requestPasswordReset(db, { email: ' LAN@hotelix.vn ', client: '203.0.113.4', now: t0 })).toBe(
      'answered',
    );
    expect(await requestPasswordReset(db, { email: 'ai-do@hotelix.vn', client: '203.0.113.4', now: t0 })).toBe(
      'answered',
    );
    const stored = await db.selectFrom('staff_password_resets').select(['user_id', 'expires_at']).execute();
    expect(stored).toEqual([{ user_id: userId, expires_at: at(60 * minute).toISOString() }]);
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const session = (await sessionAt(t0))!;
    const token = await link();
    expect(
      await resetPassword(db, { token, password: newPassword, confirm: newPassword, now: at(10 * minute) }),
    ).toEqual({
      kind: 'reset',
      email: 'lan@hotelix.vn',
    });
    expect(await staffFromToken(db, session, at(10 * minute))).toBeNull();
    expect(await sessionAt(at(11 * minute))).toBeNull();
    expect(await sessionAt(at(11 * minute), newPassword)).not.toBeNull();
    expect(
      await resetPassword(db, {
        token,
        password: 'một mật khẩu khác nữa',
        confirm: 'một mật khẩu khác nữa',
        now: at(12 * minute),
      }),
    ).toEqual({
      kind: 'gone',
    });
  });

  it('expires after 60 minutes, and a used link spends the others', async () => {
    const first = await link();
    const second = await link();
    expect(await openPasswordReset(db, first, at(60 * minute - 1000))).not.toBeNull();
    expect(await openPasswordReset(db, first, at(60 * minute))).toBeNull();
    expect(
      (await resetPassword(db, { token: second, password: newPassword, confirm: newPassword, now: at(minute) })).kind,
    ).toBe('reset');
    expect(await openPasswordReset(db, first, at(2 * minute))).toBeNull();
  });

  it('limits requests per address and per client, with no link beyond the limit', async () => {
    for (let index = 0; index < 3; index += 1)
      expect(await requestPasswordReset(db, { email: 'lan@hotelix.vn', client: `198.51.100.${index}`, now: t0 })).toBe(
        'answered',
      );
    expect(await requestPasswordReset(db, { email: 'lan@hotelix.vn', client: '198.51.100.9', now: t0 })).toBe(
      'limited',
    );
    for (let index = 0; index < 5; index += 1)
      await requestPasswordReset(db, { email: `khach${index}@hotelix.vn`, client: '203.0.113.77', now: t0 });
    expect(await requestPasswordReset(db, { email: 'khac@hotelix.vn', client: '203.0.113.77', now: t0 })).toBe(
      'limited',
    );
    expect(await db.selectFrom('staff_password_resets').select('id').execute()).toHaveLength(3);
  });

  // The password rules (password-policy.test.ts) and the answer's floor of time are code; the link's
  // statements they reach run on both databases in the tests above.
  if (dialect === 'sqlite') {
    describe('rules', () => {
      it('refuses a weak or mismatched password without spending the link', async () => {
        const token = await link();
        expect(await resetPassword(db, { token, password: 'abc', confirm: 'abc', now: at(minute) })).toEqual({
          kind: 'invalid',
          problems: { password: 'Mật khẩu cần ít nhất 12 ký tự.' },
        });
        expect(await resetPassword(db, { token, password: newPassword, confirm: 'khác', now: at(minute) })).toEqual({
          kind: 'invalid',
          problems: { confirm: 'Mật khẩu nhập lại không khớp.' },
        });
        expect(await openPasswordReset(db, token, at(minute))).not.toBeNull();
      });

      it('answers a known and an unknown address after the same floor of time', async () => {
        // The request's own work in real time; its wait on a timer of the test's, which notes the
        // wait instead of sleeping it: the answer comes when the work was done plus the wait.
        const answer = async (email: string) => {
          const reads: number[] = [];
          let answeredAt = 0;
          const timer = {
            now: () => reads[reads.push(performance.now()) - 1]!,
            pause: async (ms: number) => void (answeredAt = reads.at(-1)! + ms),
          };
          await requestPasswordReset(db, { email, client: randomUUID(), now: t0 }, timer);
          // From the request's first reading of the time (its arrival) to its last (its work done).
          const started = reads[0]!;
          return { work: reads.at(-1)! - started, after: answeredAt - started };
        };
        for (const email of ['lan@hotelix.vn', 'khong-co@hotelix.vn']) {
          const { work, after } = await answer(email);
          // 400 ms after it arrived, or when its work is done if that took longer: never sooner.
          expect(after).toBeCloseTo(Math.max(400, work), 6);
        }
      });
    });
  }
});
