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
