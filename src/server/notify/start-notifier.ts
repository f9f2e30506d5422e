import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { openChannels } from './channels.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { channelsOf, notifyConfig } from './notify-config.ts';
import { currentSite } from '../settings/index.ts';
import { readMeetingContext } from '../booking/meeting-mail.ts';
import { pushChannel } from '../push/index.ts';

/**
 * Starts delivering lead notifications on the configured channels and the team's pushes, saying in
 * one line when no e-mail or webhook is configured (the inbox still shows every lead).
 */
export async function startNotifier(db: Kysely<Database>): Promise<Notifier> {
  const channels = channelsOf(notifyConfig);
  if (!channels.length) {
    log.info('notifications_off', {
      reason:
        "no channel configured (NOTIFY_EMAIL_TO, NOTIFY_WEBHOOK_URL); leads are in the inbox, and pushed to the phones of those who turned it on in 'Tài khoản'",
    });
  }
  const notifier = createNotifier({
    db,
    channels: openChannels(
      notifyConfig,
      () => currentSite(db),
      (contactId) => readMeetingContext(db, contactId),
      pushChannel(db),
    ),
    leaseMs: notifyConfig.leaseMs,
  });
  await notifier.start();
  if (channels.length) log.info('notifications_on', { channels });
  return notifier;
}
