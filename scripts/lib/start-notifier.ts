import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database.ts';
import { log } from '../../src/server/log.ts';
import { openChannels } from '../../src/server/notify/channels.ts';
import { createNotifier, type Notifier } from '../../src/server/notify/notifier.ts';
import { channelsOf, notifyConfig } from '../../src/server/notify/notify-config.ts';
import { currentSite } from '../../src/server/settings/company-details.ts';
import { readMeetingContext } from '../../src/server/booking/meeting-mail.ts';

/**
 * Starts delivering lead notifications on the configured channels, or says in one line that none
 * is configured (the inbox still shows every lead).
 */
export async function startNotifier(db: Kysely<Database>): Promise<Notifier | undefined> {
  const channels = channelsOf(notifyConfig);
  if (!channels.length) {
    log.info('notifications_off', {
      reason: 'no channel configured (NOTIFY_EMAIL_TO, NOTIFY_WEBHOOK_URL); leads are only in the inbox',
    });
    return undefined;
  }
  const notifier = createNotifier({
    db,
    channels: openChannels(
      notifyConfig,
      () => currentSite(db),
      (contactId) => readMeetingContext(db, contactId),
    ),
    leaseMs: notifyConfig.leaseMs,
  });
  await notifier.start();
  log.info('notifications_on', { channels });
  return notifier;
}
