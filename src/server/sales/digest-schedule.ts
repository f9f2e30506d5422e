import type { Kysely } from 'kysely';
import type { OpenPersonRequest } from '../../lib/personal-data/person-requests.ts';
import { sendAccountMail } from '../auth/account-mail.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { channelsOf, notifyConfig } from '../notify/index.ts';
import { sendMorningDigests } from './morning-digest.ts';
import { salesConfig } from './sales-config.ts';

// Checked every minute: the database decides who sends (sales_digests), so any number of instances
// may look at once, and one that starts at 10:00 still sends the day's digests.
export const digestCheckEveryMs = 60_000;

/** Where an owner's digest reads the people's requests about their data from (personal data's, given by the job registry). */
export type OwnerRequests = (db: Kysely<Database>) => Promise<readonly OpenPersonRequest[]>;

/** Sends the morning digests while the sales team's e-mail channel is configured; stops with the returned function. */
export function startMorningDigests(db: Kysely<Database>, ownerRequests: OwnerRequests): () => void {
  if (!channelsOf(notifyConfig).includes('sales_email')) return () => {};
  const run = async () => {
    try {
      const sent = await sendMorningDigests(db, new Date(), salesConfig.officeHours, sendAccountMail, () =>
        ownerRequests(db),
      );
      if (sent) log.info('digests_sent', { count: sent });
    } catch (error) {
      log.error('digests_failed', { error });
    }
  };
  const timer = setInterval(() => void run(), digestCheckEveryMs).unref();
  void run();
  return () => clearInterval(timer);
}
