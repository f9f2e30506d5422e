import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffFromToken } from '../../src/server/auth/auth.service.ts';
import { acceptInvitation, createInvitation, openInvitation } from '../../src/server/auth/invitations.service.ts';
import { revokeInvitation } from '../../src/server/auth/invitation.repository.ts';
import { insertUser } from '../../src/server/auth/staff.repository.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

const hour = 3_600_000;
const chosen = {
  name: 'Trần Thu Hà',
  password: 'bốn mùa hoa nở ven sông',
  confirm: 'bốn mùa hoa nở ven sông',
  device: { address: '203.0.113.5' },
};

describe.each(testDialects)('invitations on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  const ownerId = randomUUID();
  const t0 = new Date('2026-11-26T02:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const invite = async (email = 'ha@hotelix.vn') => {
    const result = await createInvitation(db, { email, role: 'sales', invitedBy: ownerId, now: t0 });
    if (result.kind !== 'created') throw new Error(result.kind);
    return result;
  };

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect, 'migrated');
    db = createDb(testDb.config);
    await insertUser(db, {
      id: ownerId,
      email: 'chu@hotelix.vn',
      password_hash: 'x',
      role: 'owner',
      name: 'Chủ',
      deactivated_at: null,
      created_at: t0.toISOString(),
    });
  });

  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  it('keeps only the hash of the link, and accepting makes the account and signs it in', async () => {
    const { token } = await invite();
    const stored = await db.selectFrom('staff_invitations').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    const accepted = await acceptInvitation(db, { token, ...chosen, now: at(hour) });
    expect(accepted).toMatchObject({ kind: 'accepted', role: 'sales', email: 'ha@hotelix.vn' });
    const session = accepted.kind === 'accepted' ? accepted.sessionToken : '';
    expect(await staffFromToken(db, session, at(hour))).toMatchObject({ name: 'Trần Thu Hà', role: 'sales' });
  });

  it('works once: a second use, even at the same moment, is refused and makes no second account', async () => {
    const { token } = await invite();
    const results = await Promise.all([
      acceptInvitation(db, { token, ...chosen, now: at(hour) }),
      acceptInvitation(db, { token, ...chosen, now: at(hour) }),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(['accepted', 'gone']);
    expect(await acceptInvitation(db, { token, ...chosen, now: at(2 * hour) })).toEqual({ kind: 'gone' });
    expect(
      await db.selectFrom('staff_users').select('email').where('email', '=', 'ha@hotelix.vn').execute(),
    ).toHaveLength(1);
  });

  it('expires after 72 hours', async () => {
    const { token } = await invite();
    expect(await openInvitation(db, token, at(72 * hour - 1000))).not.toBeNull();
    expect(await openInvitation(db, token, at(72 * hour))).toBeNull();
    expect(await acceptInvitation(db, { token, ...chosen, now: at(72 * hour + 1000) })).toEqual({ kind: 'gone' });
  });

  it('is replaced by a newer invitation to the same address, and can be withdrawn', async () => {
    const first = await invite();
    const second = await invite();
    expect(await openInvitation(db, first.token, at(hour))).toBeNull();
    expect(await openInvitation(db, second.token, at(hour))).not.toBeNull();
    expect(await revokeInvitation(db, second.invitation.id, at(hour).toISOString())).toBe(true);
    expect(await acceptInvitation(db, { token: second.token, ...chosen, now: at(hour) })).toEqual({ kind: 'gone' });
  });

  // The password rules and an unknown secret answered like a used one are code; the account and link
  // statements they reach run on both databases in the tests above.
  if (dialect === 'sqlite') {
    describe('rules', () => {
      it('refuses an address that already has an account, and a weak or mismatched password without spending the link', async () => {
        expect(
          await createInvitation(db, { email: 'chu@hotelix.vn', role: 'sales', invitedBy: ownerId, now: t0 }),
        ).toEqual({
          kind: 'account_exists',
        });
        const { token } = await invite();
        expect(
          await acceptInvitation(db, {
            ...chosen,
            token,
            name: '',
            password: 'password1234',
            confirm: 'x',
            now: at(hour),
          }),
        ).toEqual({
          kind: 'invalid',
          problems: {
            name: 'Vui lòng nhập họ tên.',
            password: 'Mật khẩu này quá phổ biến hoặc dễ đoán. Hãy dùng một cụm từ dài mà chỉ bạn biết.',
          },
        });
        expect(await acceptInvitation(db, { token, ...chosen, confirm: 'khác', now: at(hour) })).toEqual({
          kind: 'invalid',
          problems: { confirm: 'Mật khẩu nhập lại không khớp.' },
        });
        expect((await acceptInvitation(db, { token, ...chosen, now: at(hour) })).kind).toBe('accepted');
      });

      it('answers an unknown or absurd secret like a used one', async () => {
        for (const token of ['', 'khong-co', 'x'.repeat(5000)])
          expect(await acceptInvitation(db, { token, ...chosen, now: t0 })).toEqual({ kind: 'gone' });
      });
    });
  }
});
