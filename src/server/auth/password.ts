import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N = 2^17, r = 8, p = 1 (OWASP's recommendation): about 128 MiB and a few hundred
// milliseconds per hash, which is what makes a stolen table expensive to crack.
const params = { N: 2 ** 17, r: 8, p: 1 };

/** scrypt's cost parameters; a stored hash names its own, which `verifyPassword` reads back. */
export type ScryptCost = typeof params;
const keyLength = 64;
const maxmem = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * 'scrypt$N$r$p$salt$hash', salt and hash base64url. Every account is hashed at the cost above; only
 * tests pass a lower `cost`, for the accounts they write straight into the database and sign in to
 * hundreds of times (sign-in-timing.test.ts keeps the real cost, which its timings are about).
 */
export async function hashPassword(password: string, cost: ScryptCost = params): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
