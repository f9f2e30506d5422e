import type { Kysely } from 'kysely';
import { sendAccountMail } from '../auth/account-mail.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { channelsOf, notifyConfig } from '../notify/index.ts';
import { openPersonRequests } from '../personal-data/index.ts';
import { sendMorningDigests } from './morning-digest.ts';
import { salesConfig } from './sales-config.ts';

// Checked every minute: the database decides who sends (sales_digests), so any number of instances
// may look at once, and one that starts at 10:00 still sends the day's digests.
export const digestCheckEveryMs = 60_000;

/** Sends the morning digests while the sales team's e-mail channel is configured; stops with the returned function. */
export function startMorningDigests(db: Kysely<Database>): () => void {
  if (!channelsOf(notifyConfig).includes('sales_email')) return () => {};
  const run = async () => {
    try {
      const sent = await sendMorningDigests(db, new Date(), salesConfig.officeHours, sendAccountMail, () =>
        openPersonRequests(db),
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
