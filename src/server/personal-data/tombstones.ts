import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PersonKey } from '../../lib/personal-data/person-records.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { storedSecret } from '../signing/signing-key.repository.ts';
import { readTombstoneFile, tombstoneFilePath, writeTombstoneFile } from './tombstone-file.ts';

// What an erasure leaves behind: each e-mail key and phone it erased as an HMAC under a key of the
// site's own, never the value, so a tombstone cannot be read back into an address, and is the same
// for the same person on every instance. Kept twice: in the database (what it has applied) and in
// the tombstone file (tombstone-file.ts), which a restore does not replace; tombstone-apply.ts
// erases again whoever a restored database brings back.

/** The team_settings row of the tombstones' key. */
export const storedSecretName = 'personal_data_tombstone_secret';

/** This server's tombstone file. */
export const defaultTombstoneFile = tombstoneFilePath(process.env);

/**
 * The tombstones' key: the database's, else the file's (a database restored from before the first
 * erasure), else a new one. A file that cannot be read does not stop an erasure: it is logged, and
 * keepInFile refuses to write over it.
 */
export async function tombstoneKey(db: Kysely<Database>, file: string): Promise<string> {
  let filed: string | undefined;
  try {
    filed = readTombstoneFile(file)?.key;
  } catch (error) {
    log.error('tombstone_file_unreadable', { file, error });
  }
  return storedSecret(db, storedSecretName, filed ?? randomBytes(32).toString('base64url'));
}

/** The tombstone of one e-mail key ('email:…') or phone ('phone:…') under `key`. */
export function tombstoneOf(key: string, value: string): string {
  return createHmac('sha256', Buffer.from(key, 'base64url')).update(value).digest('hex');
}

/** The values a person's keys are tombstoned as. */
export function tombstoneValues(person: PersonKey): string[] {
  return [
    ...(person.emailKey ? [`email:${person.emailKey}`] : []),
    ...(person.phoneE164 ? [`phone:${person.phoneE164}`] : []),
  ];
}

/** Adds `tombstones` (tombstone → when) to the file, under `key`; a file of another key is refused, never overwritten. */
export function keepInFile(file: string, key: string, tombstones: Record<string, string>): void {
  const kept = readTombstoneFile(file);
  if (kept && kept.key !== key) {
    throw new Error(`${file} was made with another key than this database's: it belongs to another site's data`);
  }
  writeTombstoneFile(file, { key, tombstones: { ...kept?.tombstones, ...tombstones } });
}
