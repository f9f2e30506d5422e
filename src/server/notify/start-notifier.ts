import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { openChannels } from './channels.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { channelsOf, notifyConfig } from './notify-config.ts';
import { currentSite } from '../settings/index.ts';
import { readMeetingContext } from '../booking/meeting-mail.ts';

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
