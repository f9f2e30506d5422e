import type { Kysely } from 'kysely';
import type { Database, NewNewsletterSubscriber } from '../db/database.ts';

/** Adds a subscriber unless the address is already there; says whether a row was added. */
export async function addSubscriber(db: Kysely<Database>, subscriber: NewNewsletterSubscriber): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_subscribers')
    .values(subscriber)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
