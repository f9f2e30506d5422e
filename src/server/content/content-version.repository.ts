import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Adds one to the content version, in the transaction of the change readers will see; the new version. */
export async function bumpContentVersion(db: Db): Promise<number> {
  const row = await db
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** The content version now. */
export async function readContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
