import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** What a database holds, in the operator's terms, so a restore can say what it brought back. */
export interface Holdings {
  leads: number;
  accounts: number;
  contentItems: number;
  images: number;
}

/** Counts leads, staff accounts, articles and products, and images in `db`. */
export async function countHoldings(db: Kysely<Database>): Promise<Holdings> {
  const count = (table: 'contacts' | 'staff_users' | 'content_items' | 'media_images') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  const [leads, accounts, contentItems, images] = await Promise.all([
    count('contacts'),
    count('staff_users'),
    count('content_items'),
    count('media_images'),
  ]);
  return { leads, accounts, contentItems, images };
}
