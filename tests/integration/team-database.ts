import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import type { SignedInStaff, StaffRole } from '../../src/lib/auth/staff-roles.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { fixtureHash, insertFixtureUser } from './fixture-password.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

/** Every account a team test makes has this password, hashed at the fixture cost (fixture-password.ts). */
export const teamPassword = 'mat-khau-rat-dai-2026';
let passwordHash: string | undefined;

/**
 * A fresh, migrated database of `dialect` for each test, thrown away after it, with a way to add
 * members (all with `teamPassword`).
 */
export function useTeamDatabase(dialect: TestDatabase['name'], createdAt: Date) {
  let testDb: TestDatabase;
  const team = {
    db: undefined as unknown as Kysely<Database>,
    /** How to open another connection to the same database (a second instance). */
    config: undefined as TestDatabase['config'] | undefined,
    /** Adds an active member and returns them as a signed-in page would see them. */
    async addMember(email: string, role: StaffRole, name = ''): Promise<SignedInStaff> {
      passwordHash ??= await fixtureHash(teamPassword);
      const id = await insertFixtureUser(team.db, { email, role, name, passwordHash, createdAt });
      return { id, email, name, role, twoFactor: false };
    },
  };
  beforeEach(async () => {
    // A copy of the run's migrated template (world.ts), not a migration from nothing per test.
    testDb = await createTestDatabase(dialect, 'migrated');
    team.db = createDb(testDb.config);
    team.config = testDb.config;
  });
  afterEach(async () => {
    await team.db.destroy();
    await testDb.dispose();
  });
  return team;
}
