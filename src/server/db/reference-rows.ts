import type { Kysely } from 'kysely';
import { leadForms } from '../../lib/leads/lead-form-views.ts';
import type { Database } from './database.ts';

/**
 * Adds the rows the code defines and the schema refers to: the lead forms a lead's `source` must
 * name. A form added in code is known to the database at the next start, with no migration; a form
 * removed from the code keeps its row, since its old leads still name it.
 */
export async function addReferenceRows(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('lead_forms')
    .values(leadForms.map((id) => ({ id })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
