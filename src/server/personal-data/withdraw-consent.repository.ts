import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import { cancelDemosOnWithdrawal } from '../booking/index.ts';
import { insertLeadEvent } from '../sales/index.ts';
import { personSubscriptions } from './person-records.repository.ts';

// Withdrawn consent (a confirmed request 'Rút lại sự đồng ý'): the person is no longer written to
// nor called, and nothing is erased. Their newsletter rows go; each of their leads in the sales flow
// moves to 'Không liên hệ' on its timeline and loses its next step, so it leaves the team's day, and
// a demo ahead is cancelled (its host told, the person not). A customer's lead ('Thành công') keeps
// its status: the contract, not consent, is why the team writes to a customer, and retention keeps
// it while under contract; only the newsletter stops.

/** Applies withdrawn consent to the mailbox `emailKey`; how many leads, newsletter rows and demos it changed. */
export async function withdrawConsentRows(
  trx: Transaction<Database>,
  emailKey: string,
  author: string,
  now: Date,
): Promise<{ leads: number; subscriptions: number; demos: number }> {
  const at = now.toISOString();
  // One statement: a salesperson's status change at the same moment either lands before it (and is
  // overridden) or after it (and finds the lead closed), never lost in between.
  const moved = await trx
    .updateTable('contacts')
    .set({ status: 'do_not_contact', next_step_kind: null, next_step_at: null, next_step_note: null })
    .where('email_key', '=', emailKey)
    .where('status', 'not in', ['do_not_contact', 'won'])
    .returning('id')
    .execute();
  const ids = moved.map((row) => row.id);
  for (const id of ids) {
    await insertLeadEvent(trx, {
      contact_id: id,
      kind: 'status',
      status: 'do_not_contact',
      note: null,
      author_email: author,
      created_at: at,
    });
  }
  const demos = await cancelDemosOnWithdrawal(trx, ids, author, now);
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
  return { leads: ids.length, subscriptions: subscriptions.length, demos };
}
