import type { Transaction } from 'kysely';
import type { PersonCorrection } from '../../lib/personal-data/person-correction.ts';
import type { PersonKey } from '../../lib/personal-data/person-records.ts';
import { emailIdentity } from '../../lib/sales/email-identity.ts';
import { normalisePhone } from '../../lib/sales/phone.ts';
import type { Database } from '../db/database.ts';
import { personLeadKeys, personSubscriptions } from './person-records.repository.ts';

// A correction written wherever the person's name, e-mail or phone was copied: each of their leads
// (with the keys the inbox finds them by) and the newsletter's row. The caller rebuilds each lead's
// search text in the same transaction.

/** Applies `change` to the person `key` names; returns the ids of the leads changed and how many newsletter rows. */
export async function correctPersonRows(
  trx: Transaction<Database>,
  key: PersonKey,
  change: PersonCorrection,
): Promise<{ leadIds: string[]; subscriptions: number }> {
  const { ids: leadIds, emailKeys } = await personLeadKeys(trx, key);
  if (leadIds.length) {
    await trx
      .updateTable('contacts')
      .set({
        ...(change.name ? { name: change.name } : {}),
        ...(change.email ? { email: change.email, email_key: emailIdentity(change.email) } : {}),
        ...(change.phone ? { phone: change.phone, phone_e164: normalisePhone(change.phone) } : {}),
      })
      .where('id', 'in', leadIds)
      .execute();
  }
  let subscriptions = 0;
  if (change.email) {
    // The list keeps addresses in lower case, one row per address (newsletter.service.ts).
    const address = change.email.toLowerCase();
    const rows = await personSubscriptions(trx, emailKeys);
    for (const row of rows) {
      const taken = await trx
        .selectFrom('newsletter_subscribers')
        .select('id')
        .where('email', '=', address)
        .where('id', '<>', row.id)
        .executeTakeFirst();
      if (taken) await trx.deleteFrom('newsletter_subscribers').where('id', '=', row.id).execute();
      else await trx.updateTable('newsletter_subscribers').set({ email: address }).where('id', '=', row.id).execute();
      subscriptions += 1;
    }
  }
  return { leadIds, subscriptions };
}
