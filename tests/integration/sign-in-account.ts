import type { Kysely } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import { signIn, type Pause } from '../../src/server/auth/auth.service.ts';
import type { HashSlots } from '../../src/server/auth/hash-slots.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { createDb } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/database.ts';
import { fixtureHash, insertFixtureUser } from './fixture-password.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

export const password = 'mat-khau-rat-dai-2026';
export const t0 = new Date('2026-11-23T02:00:00Z');
export const at = (ms: number) => new Date(t0.getTime() + ms);

/** A test's sign-in attempt: lan@hotelix.vn with the right password from 203.0.113.7 at t0, unless overridden. */
export type AttemptOverrides = Partial<{
  email: string;
  password: string;
  address: string;
  now: Date;
  deviceToken: string | undefined;
}>;

// Hashed once per file, at the fixture cost unless a file asks for the real one (its timings are
// compared with the real-cost decoy an unknown e-mail is checked against).
let passwordHash: Promise<string> | undefined;
let realCost = false;

/** Inserts a sales account with `password`. */
export async function insertMember(db: Kysely<Database>, email: string, name = ''): Promise<void> {
  passwordHash ??= realCost ? hashPassword(password) : fixtureHash(password);
  await insertFixtureUser(db, { email, role: 'sales', name, passwordHash: await passwordHash, createdAt: t0 });
}

/**
 * For each test: a fresh migrated database of `dialect` holding the account lan@hotelix.vn, and
 * `attempt` to sign in to it through the real service; thrown away after the test. The service's
 * pauses (slow-down, throttled answer) are noted in `paused` and not waited for, and the account's
 * password is hashed at the fixture cost (fixture-password.ts), unless `realPause` is given: then
 * both are real, as sign-in-timing.test.ts needs.
 */
export function useSignInAccount(dialect: TestDatabase['name'], realPause?: Pause) {
  // The real pauses come with the real password cost: both are what the timings are about.
  realCost = realPause !== undefined;
  const state = {
    db: undefined as unknown as Kysely<Database>,
    testDb: undefined as unknown as TestDatabase,
    paused: [] as number[],
    pause: realPause ?? (async (ms: number) => void state.paused.push(ms)),
    /** Signs in with `overrides`, through `slots` when given (else the server's). */
    attempt: (overrides: AttemptOverrides = {}, slots?: HashSlots) =>
      signIn(
        state.db,
        { email: 'lan@hotelix.vn', password, address: '203.0.113.7', now: t0, ...overrides },
        slots,
        state.pause,
      ),
  };
  beforeEach(async () => {
    state.paused = [];
    state.testDb = await createTestDatabase(dialect, 'migrated');
    state.db = createDb(state.testDb.config);
    await insertMember(state.db, 'lan@hotelix.vn', 'Lan');
  });
  afterEach(async () => {
    await state.db.destroy();
    await state.testDb.dispose();
  });
  return state;
}
