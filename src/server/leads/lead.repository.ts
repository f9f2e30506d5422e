import type { Kysely, Transaction } from 'kysely';
import type { ContactRow, Database, NewContact } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores one lead. */
export async function insertContact(db: Db, contact: NewContact): Promise<void> {
  await db.insertInto('contacts').values(contact).execute();
}

/** One lead by id, or undefined. */
export async function findContact(db: Db, id: string): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}
