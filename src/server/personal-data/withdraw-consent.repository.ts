import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import { moveStatus } from '../inbox/index.ts';
import { personSubscriptions } from './person-records.repository.ts';

// Withdrawn consent (a confirmed request 'Rút lại sự đồng ý'): the person is no longer written to
// nor called, and nothing is erased. Their newsletter row goes; each of their leads moves to 'Không
// liên hệ' on its timeline, in their name, and loses its next step, so it leaves the team's day.

/** Applies withdrawn consent to the mailbox `emailKey`; how many leads and newsletter rows it changed. */
export async function withdrawConsentRows(
  trx: Transaction<Database>,
  emailKey: string,
  author: string,
  now: string,
): Promise<{ leads: number; subscriptions: number }> {
  const leads = await trx
    .selectFrom('contacts')
    .select(['id', 'status'])
    .where('email_key', '=', emailKey)
    .where('status', '<>', 'do_not_contact')
    .execute();
  let moved = 0;
  for (const lead of leads) {
    if (await moveStatus(trx, lead.id, lead.status, 'do_not_contact', author, now)) moved += 1;
  }
  if (leads.length) {
    await trx
      .updateTable('contacts')
      .set({ next_step_kind: null, next_step_at: null, next_step_note: null })
      .where(
        'id',
        'in',
        leads.map((lead) => lead.id),
      )
      .execute();
  }
  const subscriptions = await personSubscriptions(trx, [emailKey]);
  if (subscriptions.length) {
    await trx
      .deleteFrom('newsletter_subscribers')
      .where(
        'id',
        'in',
        subscriptions.map((row) => row.id),
      )
      .execute();
  }
  return { leads: moved, subscriptions: subscriptions.length };
}
