import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The saved details (JSON), or undefined on a fresh install. */
export async function readCompanyRow(db: Db): Promise<string | undefined> {
  return (await db.selectFrom('company_details').select('details').where('id', '=', 1).executeTakeFirst())?.details;
}

/** Saves the details whole. */
export async function writeCompanyRow(db: Db, details: string, by: string, at: string): Promise<void> {
  await db
    .insertInto('company_details')
    .values({ id: 1, details, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('id').doUpdateSet({ details, updated_at: at, updated_by: by }))
    .execute();
}
