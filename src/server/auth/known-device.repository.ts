import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { hashToken, newSecretToken } from './secret-token.ts';

/** How long a browser stays known after the sign-in that made it so. */
export const knownDeviceLifetimeMs = 180 * 24 * 3_600_000;

/**
 * Whether `deviceToken` (the browser's `__Host-device` cookie) was given to this account at an
 * earlier sign-in. Such a browser is not slowed down by failures on the account from elsewhere.
 */
export async function isKnownDevice(
  db: Kysely<Database>,
  email: string,
  deviceToken: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!deviceToken || deviceToken.length > 100) return false;
  const row = await db
    .selectFrom('staff_known_devices')
    .innerJoin('staff_users', 'staff_users.id', 'staff_known_devices.user_id')
    .select('staff_known_devices.expires_at')
    .where('staff_known_devices.id_hash', '=', hashToken(deviceToken))
    .where('staff_users.email', '=', email)
    .executeTakeFirst();
  return Boolean(row && row.expires_at > now.toISOString());
}

/** Remembers this browser for the account after a successful sign-in; the token goes in its cookie. */
export async function rememberDevice(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const { token, hash } = newSecretToken();
  await db
    .insertInto('staff_known_devices')
    .values({
      id_hash: hash,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + knownDeviceLifetimeMs).toISOString(),
    })
    .execute();
  return token;
}

/** Deletes up to `limit` known browsers that stopped being known before `before`; how many went. */
export async function pruneKnownDevices(db: Kysely<Database>, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('staff_known_devices')
    .where('id_hash', 'in', (eb) =>
      eb.selectFrom('staff_known_devices').select('id_hash').where('expires_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
