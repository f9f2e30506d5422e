import type { Transaction } from 'kysely';
import { reminderLeadMs, type MeetingMailPurpose } from '../../lib/booking/meeting-mail-purpose.ts';
import type { Database } from '../db/database.ts';
import {
  dropPendingMeetingMails,
  enqueueMeetingMails,
  type QueuedMeetingMail,
} from '../notify/notification.repository.ts';
import type { NotificationChannel } from '../db/database.ts';
import { channelsOf, notifyConfig } from '../notify/notify-config.ts';

const reminders = ['remind_24h', 'remind_1h'] as const;

/** The e-mails a meeting at `startsAt` gets now (`purpose`) and later (reminders still ahead). */
function mailsFor(
  purpose: 'invite' | 'update' | 'cancel',
  startsAt: string,
  visitorEmail: string,
  now: Date,
): QueuedMeetingMail[] {
  const channels = visitorEmail ? (['meeting_visitor', 'meeting_staff'] as const) : (['meeting_staff'] as const);
  const at = now.toISOString();
  const mails: QueuedMeetingMail[] = channels.map((channel) => ({ channel, purpose, due: at }));
  if (purpose === 'cancel') return mails;
  for (const reminder of reminders) {
    const due = Date.parse(startsAt) - reminderLeadMs[reminder];
    // A meeting booked 3 hours ahead gets the 1-hour reminder only.
    if (due > now.getTime()) {
      for (const channel of channels) mails.push({ channel, purpose: reminder, due: new Date(due).toISOString() });
    }
  }
  return mails;
}

/**
 * Queues a meeting's e-mails in the transaction that books, moves or cancels it: what this change
 * sends now and the reminders that follow; a change first drops what the old time had pending.
 * Without a mail server (no meeting channel on) nothing is queued: the confirmation page's 'Thêm
 * vào lịch' gives the visitor the same invitation.
 */
export async function queueMeetingMails(
  trx: Transaction<Database>,
  change: { contactId: string; purpose: 'invite' | 'update' | 'cancel'; startsAt: string; visitorEmail: string },
  now: Date,
  channels: readonly NotificationChannel[] = channelsOf(notifyConfig),
): Promise<void> {
  if (change.purpose !== 'invite') {
    const stale: MeetingMailPurpose[] = ['invite', 'update', ...reminders];
    await dropPendingMeetingMails(trx, change.contactId, stale);
  }
  if (!channels.includes('meeting_staff')) return;
  await enqueueMeetingMails(
    trx,
    change.contactId,
    mailsFor(change.purpose, change.startsAt, change.visitorEmail, now),
    now.toISOString(),
  );
}
