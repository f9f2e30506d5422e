import type { Kysely } from 'kysely';
import { can } from '../../lib/auth/staff-roles.ts';
import { pushEvents, type PushEvent } from '../../lib/push/push-settings.ts';
import type { ContactRow, Database, NotificationRow } from '../db/database.ts';
import { log } from '../log.ts';
import { siteMetrics } from '../metrics/metrics-registry.ts';
import { pushConfig, type PushConfig } from './push-config.ts';
import { maxPayloadBytes, pushPayload } from './push-message.ts';
import { deviceForPush, dropSubscription, leadForPush, markSent } from './push.repository.ts';
import { sendPush } from './push-sender.ts';
import { vapidKeys } from './vapid-keys.ts';

// The outbox's push channel: one row is one event for one device. The row is read against the
// present when it is sent (it may have waited for quiet hours or a retry): a device removed, a member
// who left or lost the role, a lead already called or handed to someone else, are told nothing.

type PushedLead = Pick<ContactRow, 'id' | 'name' | 'company_name' | 'source' | 'plan' | 'status' | 'first_response_at'>;

/**
 * Whether `event` still has something to say about the lead, to `userId`, at the time of sending: it
 * is still theirs (an owner hears of the ones nobody holds, and of every lead left 30 minutes), a new
 * or late lead still untouched, a demo still as the push would say it.
 */
function stillRelevant(
  event: PushEvent,
  lead: PushedLead & { owner_id: string | null; meeting_status: string | null },
  userId: string,
  owner: boolean,
): boolean {
  const untouched = lead.status === 'new' && !lead.first_response_at;
  const theirs = lead.owner_id === userId || (owner && lead.owner_id === null);
  switch (event) {
    case 'new_lead':
      return untouched && theirs;
    case 'untouched_15':
      return untouched && lead.owner_id === userId;
    case 'untouched_30':
      return untouched && owner;
    case 'demo_booked':
    case 'demo_moved':
      return theirs && lead.meeting_status === 'booked';
    case 'demo_cancelled':
      return theirs;
  }
}

/** The push channel's delivery, as the notifier calls it: resolves when sent or moot, throws to retry. */
export function pushChannel(db: Kysely<Database>, config: PushConfig = pushConfig) {
  return async (notification: NotificationRow, lead: PushedLead, now: Date): Promise<void> => {
    const event = notification.purpose as PushEvent;
    if (!pushEvents.includes(event) || !notification.recipient) return;
    const device = await deviceForPush(db, notification.recipient);
    if (!device) return;
    if (device.deactivated_at || !can(device.role, 'leads')) {
      // Left the team or no longer works leads: the device hears nothing more.
      await dropSubscription(db, device.id);
      return;
    }
    const current = await leadForPush(db, lead.id);
    if (!current) return;
    const atSending = { ...lead, owner_id: current.owner_id, meeting_status: current.meeting_status ?? null };
    if (!stillRelevant(event, atSending, device.user_id, device.role === 'owner')) return;
    const payload = JSON.stringify(
      pushPayload(event, lead, current.starts_at ?? null, Number(device.hide_details) === 1),
    );
    if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error('Nội dung thông báo quá dài');
    try {
      const outcome = await sendPush(device, payload, await vapidKeys(db), config);
      if (outcome === 'gone') {
        await dropSubscription(db, device.id);
        siteMetrics()?.pushes.inc({ outcome: 'removed' });
        log.info('push_subscription_removed', { subscription: device.id, user: device.user_id });
        return;
      }
      siteMetrics()?.pushes.inc({ outcome: 'sent' });
      await markSent(db, device.id, now.toISOString());
    } catch (error) {
      siteMetrics()?.pushes.inc({ outcome: 'failed' });
      throw error;
    }
  };
}
