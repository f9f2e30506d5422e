import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The secret stored under `name`, made from `fresh` by whichever instance asks first (base64url). */
export async function storedSecret(db: Kysely<Database>, name: string, fresh: string): Promise<string> {
  // Read first: once made, asking for it writes nothing (a page that shows a key must not wait for
  // SQLite's write lock).
  const stored = await db.selectFrom('team_settings').select('value').where('key', '=', name).executeTakeFirst();
  if (stored) return stored.value;
  await db
    .insertInto('team_settings')
    .values({ key: name, value: fresh })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('team_settings').select('value').where('key', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
