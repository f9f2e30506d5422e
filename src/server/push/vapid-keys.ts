import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/database.ts';
import { storedSecret } from '../signing/signing-key.repository.ts';
import { pushConfig } from './push-config.ts';

// The VAPID key pair that signs every push: made by whichever instance starts first and kept in the
// database as one value (so two instances can never keep halves of different pairs). A browser's
// subscription is bound to the public key it was made with: changing the pair ends every device's
// subscription, so it is never rotated behind anyone's back.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const secretName = 'vapid_keys';
const cache = new WeakMap<Kysely<Database>, Promise<VapidKeys>>();

/** The key pair of `db` (or the environment's), read once per process. */
export function vapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  if (pushConfig.vapid) return Promise.resolve(pushConfig.vapid);
  let keys = cache.get(db);
  if (!keys) {
    const fresh = webpush.generateVAPIDKeys();
    keys = storedSecret(db, secretName, JSON.stringify(fresh)).then((value) => JSON.parse(value) as VapidKeys);
    // A failed read (database down) is tried again next time, not remembered.
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
