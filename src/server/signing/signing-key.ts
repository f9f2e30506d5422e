import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { storedSecret } from './signing-key.repository.ts';

// The server's one signing key, for what it hands out and must recognise when it comes back: the
// visitor's links to a demo meeting, the assistant's turns in a handover. Made once and kept in the
// database, so every instance signs and checks alike, without a setting to forget. Its name is the
// one it was first stored under; what is signed for each purpose starts differently, so a signature
// made for one never passes for another.

const secretName = 'meeting_link_secret';
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/** The signing key of the database `db` (read once per process). */
export function signingKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = storedSecret(db, secretName, randomBytes(32).toString('base64url')).then((value) =>
      Buffer.from(value, 'base64url'),
    );
    // A failed read (database down) is tried again next time, not remembered.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** The signature of `text` under `key`: HMAC-SHA-256, 32 base64url characters (192 bits). */
export function signText(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url').slice(0, 32);
}

/** Whether `signature` is `text`'s under `key`, compared in constant time. */
export function signatureMatches(key: Buffer, text: string, signature: string): boolean {
  const expected = Buffer.from(signText(key, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
