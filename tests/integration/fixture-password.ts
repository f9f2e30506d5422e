import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffRole } from '../../src/lib/auth/staff-roles.ts';
import { insertUser } from '../../src/server/auth/staff.repository.ts';
import type { Database } from '../../src/server/db/database.ts';
import { hashPassword } from '../../src/server/auth/password.ts';

/**
 * A password hash for an account a test writes straight into the database: scrypt at N = 2^12, a
 * thirty-second of the real cost. The sign-in logic under test is the same; the suite's hundreds of
 * password checks then take seconds of CPU, not minutes. An unknown e-mail is still checked against
 * the real-cost decoy, and sign-in-timing.test.ts, which compares the two, hashes at the real cost.
 */
export function fixtureHash(password: string): Promise<string> {
  return hashPassword(password, { N: 2 ** 12, r: 8, p: 1 });
}

/** An active staff account a test writes straight into the database, as the CLI or an invitation leaves one. */
export interface FixtureUser {
  email: string;
  role: StaffRole;
  name?: string;
  /** Its password's hash: `fixtureHash`'s, or the real cost's where timings are compared. */
  passwordHash: string;
  createdAt?: Date;
}

/** Inserts `user` and returns its id. */
export async function insertFixtureUser(
  db: Kysely<Database>,
  { email, role, name = '', passwordHash, createdAt = new Date() }: FixtureUser,
): Promise<string> {
  const id = randomUUID();
  await insertUser(db, {
    id,
    email,
    password_hash: passwordHash,
    role,
    name,
    deactivated_at: null,
    created_at: createdAt.toISOString(),
  });
  return id;
}
