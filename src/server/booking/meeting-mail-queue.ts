import type { Transaction } from 'kysely';
import { meetingMailsPerVisitor, meetingMailWindowMs } from '../../lib/booking/booking-limits.ts';
import { reminderLeadMs, type MeetingMailPurpose } from '../../lib/booking/meeting-mail-purpose.ts';
import type { Database, NotificationChannel } from '../db/database.ts';
import {
  countVisitorMeetingMails,
  dropPendingMeetingMails,
  enqueueMeetingMails,
  type QueuedMeetingMail,
  channelsOf,
  notifyConfig,
} from '../notify/index.ts';
import { lockLastPick } from '../sales/index.ts';
import { queueMeetingPushes } from '../push/index.ts';

type MeetingChannel = QueuedMeetingMail['channel'];

const reminders = ['remind_24h', 'remind_1h'] as const;

/** The e-mails a visitor's change sends at once; what `meetingMailsPerVisitor` counts. */
const changeMails: MeetingMailPurpose[] = ['invite', 'update', 'cancel'];

/** The e-mails a meeting at `startsAt` gets now (`purpose`, on `now`'s sides) and later (reminders, on every side). */
function mailsFor(
  purpose: 'invite' | 'update' | 'cancel',
  startsAt: string,
  sides: readonly MeetingChannel[],
  nowSides: readonly MeetingChannel[],
  now: Date,
): QueuedMeetingMail[] {
  const at = now.toISOString();
  const mails: QueuedMeetingMail[] = nowSides.map((channel) => ({ channel, purpose, due: at }));
  if (purpose === 'cancel') return mails;
  for (const reminder of reminders) {
    const due = Date.parse(startsAt) - reminderLeadMs[reminder];
    // A meeting booked 3 hours ahead gets the 1-hour reminder only.
    if (due > now.getTime()) {
      for (const channel of sides) mails.push({ channel, purpose: reminder, due: new Date(due).toISOString() });
    }
  }
  return mails;
}

/**
 * Whether the visitor with e-mail key `emailKey` is still within `meetingMailsPerVisitor`: past it,
 * what anyone typing that address does no longer mails it. Only the visitor's side is counted: our
 * own salesperson is mailed every change of a demo they hold (its moves are limited per booking, the
 * posts per client address), or their calendar would keep a time the visitor left, and anyone could
 * use the address's share up on purpose to get there. Counted under the round-robin's lock, held
 * until the commit: two changes about one address at once (two of its bookings cancelled on two
 * connections or instances) are counted one after the other, so the second sees the first's e-mails.
 * A booking or a change of time holds it already: taking it again waits for nothing.
 */
async function visitorWithinShare(trx: Transaction<Database>, emailKey: string, now: Date): Promise<boolean> {
  await lockLastPick(trx);
  const since = new Date(now.getTime() - meetingMailWindowMs).toISOString();
  return (await countVisitorMeetingMails(trx, emailKey, changeMails, since)) < meetingMailsPerVisitor;
}

/**
 * Queues a meeting's e-mails in the transaction that books, moves or cancels it: what this change
 * sends now and the reminders that follow; a change first drops what the old time had pending (an
 * update not yet sent is replaced by this one). What is sent now counts against the visitor's
 * address (`meetingMailsPerVisitor` a day, to the address): beyond it the change is made and mailed
 * to the salesperson only.
 * Without a mail server (no meeting channel on) no e-mail is queued: the confirmation page's 'Thêm
 * vào lịch' gives the visitor the same invitation. The salesperson's phones get their push either way.
 */
export async function queueMeetingMails(
  trx: Transaction<Database>,
  change: {
    contactId: string;
    purpose: 'invite' | 'update' | 'cancel';
    startsAt: string;
    /** The visitor's e-mail identity (`contacts.email_key`, `emailIdentity`); null when they gave none. */
    visitorEmailKey: string | null;
  },
  now: Date,
  channels: readonly NotificationChannel[] = channelsOf(notifyConfig),
): Promise<void> {
  if (change.purpose !== 'invite') {
    const stale: MeetingMailPurpose[] = ['invite', 'update', ...reminders];
    await dropPendingMeetingMails(trx, change.contactId, stale);
  }
  // The salesperson's phone hears of it whether or not there is a mail server.
  await queueMeetingPushes(trx, change.contactId, change.purpose, now);
  if (!channels.includes('meeting_staff')) return;
  const sides: MeetingChannel[] = change.visitorEmailKey ? ['meeting_visitor', 'meeting_staff'] : ['meeting_staff'];
  const mailVisitor = !!change.visitorEmailKey && (await visitorWithinShare(trx, change.visitorEmailKey, now));
  const nowSides = mailVisitor ? sides : sides.filter((channel) => channel !== 'meeting_visitor');
  await enqueueMeetingMails(
    trx,
    change.contactId,
    mailsFor(change.purpose, change.startsAt, sides, nowSides, now),
    now.toISOString(),
  );
}
