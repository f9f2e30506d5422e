import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PersonKey } from '../../lib/personal-data/person-records.ts';
import type { Database } from '../db/database.ts';
import { storedSecret } from '../signing/signing-key.repository.ts';

// What an erasure leaves behind: each e-mail key and phone it erased as an HMAC under a secret of
// the site's own, never the value, so the tombstone cannot be read back into an address and is
// the same for the same person on every instance. A restore of an older backup erases again every
// person whose tombstone the restored database lacks (tombstone-file.ts keeps them apart from it).

const secretName = 'personal_data_tombstone_secret';

/** The tombstones' key of database `db`, made by the first erasure. */
export async function tombstoneKey(db: Kysely<Database>): Promise<string> {
  return storedSecret(db, secretName, randomBytes(32).toString('base64url'));
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
