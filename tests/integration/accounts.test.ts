import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/lib/auth/staff-roles.ts';
import { changeRole, replacePassword, setAccountActive } from '../../src/server/auth/accounts.service.ts';
import { signIn, staffFromToken } from '../../src/server/auth/auth.service.ts';
import { insertUser } from '../../src/server/auth/staff.repository.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';
import { fixtureHash } from './fixture-password.ts';

const password = 'mat-khau-rat-dai-2026';
let passwordHash: string;

describe.each(testDialects)('accounts on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  const now = new Date('2026-11-26T02:00:00Z');
  const ids: Record<string, string> = {};

  const addAccount = async (email: string, role: StaffRole) => {
    ids[email] = randomUUID();
    await insertUser(db, {
      id: ids[email],
      email,
      password_hash: passwordHash,
      role,
      name: '',
      deactivated_at: null,
      created_at: now.toISOString(),
    });
  };
  const tokenOf = async (email: string) => {
    const result = await signIn(db, { email, password, address: '203.0.113.9', now });
    if (result.kind !== 'signed_in') throw new Error(`${email} could not sign in: ${result.kind}`);
    return result.token;
  };

  beforeEach(async () => {
    passwordHash ??= await fixtureHash(password);
    testDb = await createTestDatabase(dialect, 'migrated');
    db = createDb(testDb.config);
    await addAccount('chu@hotelix.vn', 'owner');
    await addAccount('lan@hotelix.vn', 'sales');
  });

  afterEach(async () => {
    await db.destroy();
    await testDb.dispose();
  });

  it('changes a role, which counts on the next request of an open session', async () => {
    const token = await tokenOf('lan@hotelix.vn');
    expect(await changeRole(db, ids['lan@hotelix.vn']!, 'editor')).toBe('changed');
    expect(await staffFromToken(db, token, now)).toMatchObject({ role: 'editor' });
    expect(await changeRole(db, ids['lan@hotelix.vn']!, 'editor')).toBe('unchanged');
    expect(await changeRole(db, randomUUID(), 'editor')).toBe('not_found');
  });

  it('never demotes or deactivates the last active owner', async () => {
    const owner = ids['chu@hotelix.vn']!;
    expect(await changeRole(db, owner, 'sales')).toBe('last_owner');
    expect(await setAccountActive(db, owner, false, now)).toBe('last_owner');
    expect(await changeRole(db, ids['lan@hotelix.vn']!, 'owner')).toBe('changed');
    expect(await changeRole(db, owner, 'sales')).toBe('changed');
    // Now Lan is the only owner; deactivating her is refused, demoting her too.
    expect(await setAccountActive(db, ids['lan@hotelix.vn']!, false, now)).toBe('last_owner');
  });

  it('lets only one of two owners demoting each other at the same moment succeed', async () => {
    expect(await changeRole(db, ids['lan@hotelix.vn']!, 'owner')).toBe('changed');
    const results = await Promise.all([
      changeRole(db, ids['chu@hotelix.vn']!, 'sales'),
      changeRole(db, ids['lan@hotelix.vn']!, 'sales'),
    ]);
    expect(results.sort()).toEqual(['changed', 'last_owner']);
  });

  it('ends the sessions of a deactivated account at once and refuses its sign-in like a wrong password', async () => {
    const token = await tokenOf('lan@hotelix.vn');
    expect(await setAccountActive(db, ids['lan@hotelix.vn']!, false, now)).toBe('changed');
    expect(await staffFromToken(db, token, now)).toBeNull();
    expect(await signIn(db, { email: 'lan@hotelix.vn', password, address: '203.0.113.9', now })).toEqual({
      kind: 'refused',
    });
    expect(await setAccountActive(db, ids['lan@hotelix.vn']!, true, now)).toBe('changed');
    expect(await tokenOf('lan@hotelix.vn')).toBeTruthy();
  });

  it('ends every session of an account whose password is replaced', async () => {
    const first = await tokenOf('lan@hotelix.vn');
    const second = await tokenOf('lan@hotelix.vn');
    await replacePassword(db, ids['lan@hotelix.vn']!, passwordHash);
    expect(await staffFromToken(db, first, now)).toBeNull();
    expect(await staffFromToken(db, second, now)).toBeNull();
    expect(await staffFromToken(db, await tokenOf('chu@hotelix.vn'), now)).toMatchObject({ role: 'owner' });
  });
});

describe.each(testDialects)('the roles migration on %s', (dialect) => {
  it('makes the accounts that could do everything owners, and refuses a role outside the three', async () => {
    const testDb = await createTestDatabase(dialect);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = createDb(testDb.config) as Kysely<any>;
    try {
      await migrateToLatest(
        db,
        Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '202611260900')),
      );
      const at = '2026-11-20T00:00:00.000Z';
      await db
        .insertInto('staff_users')
        .values({ id: 'u1', email: 'cu@hotelix.vn', password_hash: 'x', created_at: at })
        .execute();
      await migrateToLatest(db);
      expect(await db.selectFrom('staff_users').select(['email', 'role', 'name', 'deactivated_at']).execute()).toEqual([
        { email: 'cu@hotelix.vn', role: 'owner', name: '', deactivated_at: null },
      ]);
      await expect(
        db
          .insertInto('staff_users')
          .values({ id: 'u2', email: 'x@hotelix.vn', password_hash: 'x', created_at: at, role: 'admin' })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await db.destroy();
      await testDb.dispose();
    }
  });
});
