import type { Kysely, Transaction } from 'kysely';
import { slotLabel } from '../../lib/format.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { findUserById, sendAccountMail, shortMail, type AccountMail } from '../auth/index.ts';
import type { Database, DemoMeetingRow } from '../db/database.ts';
import { log } from '../log.ts';
import { channelsOf, notifyConfig } from '../notify/index.ts';
import { hostCancellationInvite } from './meeting-invite.ts';
import { lockLastPick, insertLeadEvent } from '../sales/index.ts';
import { queueMeetingMails } from './meeting-mail-queue.ts';
import { demosAheadOfLeads, setMeetingStatus } from './meeting.repository.ts';

// A person erased on request loses their demo ahead with the rest of their data (personal-data):
// the slot is free again and no cancellation goes to them. The salesperson who held it (or the
// team's mailbox, for a demo nobody held) was sent the invitation, so their calendar still shows it:
// a CANCEL of the same event takes it out, naming no one. Sent straight away, after the erasure has
// committed: the outbox's rows hang on the lead, which is gone.

/** The demos ahead of leads `ids` at `now`, read before an erasure deletes them. */
export function demosToWithdraw(db: Kysely<Database>, ids: readonly string[], now: Date): Promise<DemoMeetingRow[]> {
  return demosAheadOfLeads(db, ids, now.toISOString());
}

/** Who was invited to host `meeting`: its salesperson if still active, else the team's mailboxes. */
async function hostsOf(db: Kysely<Database>, meeting: DemoMeetingRow): Promise<Array<{ name: string; email: string }>> {
  const host = meeting.staff_id ? await findUserById(db, meeting.staff_id) : undefined;
  if (host && !host.deactivated_at) return [{ name: host.name, email: host.email }];
  return (notifyConfig.salesEmail?.to ?? []).map((address) => ({ name: address.name, email: address.address }));
}

/** The host's e-mail: the time, why, and the calendar's CANCEL; nothing about the visitor. */
export function erasedDemoMail(meeting: DemoMeetingRow, host: { name: string; email: string }, now: Date): AccountMail {
  const when = slotLabel(Date.parse(meeting.starts_at));
  return {
    ...shortMail(host.email, `Hủy lịch demo: ${when}`, [
      `Buổi demo lúc ${when} đã bị hủy vì khách yêu cầu xóa dữ liệu cá nhân; thư này vì thế không ghi tên hay thông tin của khách.`,
      'Tệp lịch đính kèm gỡ buổi demo khỏi lịch của anh/chị.',
    ]),
    icalEvent: {
      method: 'CANCEL',
      filename: 'lich-demo.ics',
      content: hostCancellationInvite(meeting, host, now, siteConfig),
    },
  };
}

/**
 * Withdraws `meetings` (erased, read by `demosToWithdraw` before) from their hosts' calendars, when
 * the install sends meeting e-mails; how many e-mails went. A failure is logged, never thrown: the
 * erasure is done.
 */
export async function withdrawErasedDemos(
  db: Kysely<Database>,
  meetings: readonly DemoMeetingRow[],
  now: Date,
  send: (mail: AccountMail) => Promise<boolean> = sendAccountMail,
): Promise<number> {
  if (!meetings.length || !channelsOf(notifyConfig).includes('meeting_staff')) return 0;
  let sent = 0;
  for (const meeting of meetings) {
    try {
      for (const host of await hostsOf(db, meeting)) if (await send(erasedDemoMail(meeting, host, now))) sent += 1;
    } catch (error) {
      log.error('erased_demo_withdraw_failed', { meeting: meeting.id, error });
    }
  }
  return sent;
}

/**
 * Withdrawn consent (personal data's): the demos ahead of leads `ids` are cancelled in the caller's
 * transaction, under the booking lock, each with its line on the lead's timeline, and their pending
 * reminders dropped; the host's calendar gets the cancellation, the person nothing (they asked not to
 * be written to). How many were cancelled; the caller announces the outbox after its commit.
 */
export async function cancelDemosOnWithdrawal(
  trx: Transaction<Database>,
  ids: readonly string[],
  author: string,
  now: Date,
): Promise<number> {
  const demos = await demosAheadOfLeads(trx, ids, now.toISOString());
  if (!demos.length) return 0;
  await lockLastPick(trx);
  let cancelled = 0;
  for (const meeting of demos) {
    const from = { status: 'booked' as const, sequence: meeting.sequence };
    if (!(await setMeetingStatus(trx, meeting.id, from, 'cancelled', now.toISOString()))) continue;
    await queueMeetingMails(
      trx,
      { contactId: meeting.contact_id, purpose: 'cancel', startsAt: meeting.starts_at, visitorEmailKey: null },
      now,
    );
    await insertLeadEvent(trx, {
      contact_id: meeting.contact_id,
      kind: 'meeting',
      status: null,
      note: `Demo ${slotLabel(Date.parse(meeting.starts_at))}: Đã hủy lịch (khách rút lại sự đồng ý)`,
      author_email: author,
      created_at: now.toISOString(),
    });
    cancelled += 1;
  }
  return cancelled;
}
