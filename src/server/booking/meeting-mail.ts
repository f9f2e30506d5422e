import escapeHtml from 'escape-html';
import type { Kysely } from 'kysely';
import { movesLeft } from '../../lib/booking/booking-limits.ts';
import { reminderLeadMs, type MeetingMailPurpose } from '../../lib/booking/meeting-mail-purpose.ts';
import { meetingModeLabels } from '../../lib/booking/meeting.ts';
import { dayLabel, slotLabel, timeLabel } from '../../lib/format.ts';
import type { SiteConfig } from '../../lib/site-config.ts';
import { vietnamDateOf } from '../../lib/vietnam-time.ts';
import { findUserById } from '../auth/index.ts';
import type { ContactRow, Database, DemoMeetingRow } from '../db/database.ts';
import { htmlDocument, inboxUrl } from '../notify/index.ts';
import { meetingInvite, meetingPlace, type InviteAudience } from './meeting-invite.ts';
import { meetingLinks } from './meeting-links.ts';
import { meetingOfLead } from './meeting.repository.ts';

// A demo meeting's e-mails to the visitor and to the salesperson: what each says for each purpose,
// with the calendar invitation attached where the calendar should change.

/** What a meeting's e-mail is written from, read when it is sent (a change since is reflected). */
export interface MeetingContext {
  meeting: DemoMeetingRow;
  host: { name: string; email: string } | null;
  links: { view: string; reschedule: string; cancel: string };
}

/** One meeting e-mail, ready for the sender. */
export interface MeetingMail {
  subject: string;
  text: string;
  html: string;
  /** The invitation, when this e-mail changes the calendar. */
  invite?: { method: 'REQUEST' | 'CANCEL'; content: string } | undefined;
}

/** Reads the meeting of lead `contactId` with its host and the visitor's links. */
export async function readMeetingContext(db: Kysely<Database>, contactId: string): Promise<MeetingContext | undefined> {
  const meeting = await meetingOfLead(db, contactId);
  if (!meeting) return undefined;
  const [host, links] = await Promise.all([
    meeting.staff_id ? findUserById(db, meeting.staff_id) : undefined,
    meetingLinks(db, meeting),
  ]);
  // A salesperson since deactivated no longer reads this mailbox: the team's gets their meetings.
  const active = host && !host.deactivated_at;
  return { meeting, host: active ? { name: host.name, email: host.email } : null, links };
}

/**
 * Whether an e-mail of `purpose` still has something to say at `now`: an invitation or reminder of a
 * meeting since cancelled says nothing (its cancellation does), nor a reminder of a meeting begun.
 */
export function stillRelevant(purpose: MeetingMailPurpose, meeting: DemoMeetingRow, now: Date): boolean {
  if (purpose === 'cancel') return meeting.status === 'cancelled';
  // A former salesperson's calendar loses the meeting, whatever became of it since.
  if (purpose === 'handoff') return true;
  if (meeting.status !== 'booked') return false;
  if (purpose !== 'remind_24h' && purpose !== 'remind_1h') return true;
  // A reminder speaks only in its own window: one retried long after a failure, resent by hand, or
  // queued for a time the meeting has left says nothing rather than 'tomorrow' 30 minutes before.
  const start = Date.parse(meeting.starts_at);
  const opens = start - reminderLeadMs[purpose] - reminderEarlyMs;
  const closes = purpose === 'remind_24h' ? start - reminderLeadMs.remind_1h : start;
  return now.getTime() >= opens && now.getTime() < closes;
}

/** How early a reminder may go (the outbox claims rows a little ahead of a busy clock). */
const reminderEarlyMs = 5 * 60_000;

/** 'lúc 10:00 hôm nay', 'ngày mai lúc 10:00', or 'lúc 10:00, Thứ Sáu, 27/11': when the meeting is, seen from `now`. */
function whenAgain(start: number, now: Date): string {
  const day = vietnamDateOf(start);
  if (day === vietnamDateOf(now)) return `lúc ${timeLabel(start)} hôm nay`;
  if (day === vietnamDateOf(now.getTime() + 86_400_000)) return `ngày mai lúc ${timeLabel(start)}`;
  return `lúc ${timeLabel(start)}, ${dayLabel(day)}`;
}

/** What the visitor gets: everything but a handoff, which is between salespeople. */
type VisitorPurpose = Exclude<MeetingMailPurpose, 'handoff'>;

const visitorSubjects: Record<VisitorPurpose, (when: string, again: string, brand: string) => string> = {
  invite: (when, _again, brand) => `Lịch demo ${brand}: ${when}`,
  update: (when) => `Lịch demo đã đổi sang ${when}`,
  cancel: (when) => `Lịch demo ${when} đã được hủy`,
  remind_24h: (_when, again, brand) => `Nhắc lịch: demo ${brand} ${again}`,
  remind_1h: (_when, again, brand) => `Nhắc lịch: demo ${brand} ${again}`,
};

const staffSubjects: Record<MeetingMailPurpose, string> = {
  invite: 'Lịch demo mới',
  update: 'Khách đổi giờ demo',
  cancel: 'Khách hủy lịch demo',
  remind_24h: 'Ngày mai có demo',
  remind_1h: 'Một giờ nữa có demo',
  handoff: 'Lịch demo đã chuyển cho đồng nghiệp',
};

const visitorOpenings: Record<VisitorPurpose, string> = {
  invite:
    'Lịch demo của anh/chị đã được đặt. Tệp lịch đính kèm thêm buổi demo vào lịch của anh/chị chỉ với một lần chạm.',
  update: 'Lịch demo của anh/chị đã được đổi sang giờ mới. Lịch của anh/chị sẽ cập nhật theo tệp đính kèm.',
  cancel: 'Lịch demo của anh/chị đã được hủy. Khi cần, anh/chị có thể đặt lại bất cứ lúc nào trên trang web.',
  remind_24h: 'Xin nhắc anh/chị buổi demo sắp tới.',
  remind_1h: 'Xin nhắc anh/chị buổi demo sẽ bắt đầu sau khoảng một giờ nữa.',
};

type Line = { label: string; value: string; href?: string | undefined };

function render(subject: string, paragraphs: string[], lines: Line[], actions: Line[]): Omit<MeetingMail, 'invite'> {
  const text = [
    ...paragraphs,
    '',
    ...lines.map((line) => `${line.label}: ${line.value}`),
    '',
    ...actions.map((action) => `${action.label}: ${action.href}`),
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<table style="border-collapse:collapse">${lines
        .map(
          (line) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(line.label)}</th><td style="padding:4px 0">${
              line.href ? `<a href="${escapeHtml(line.href)}">${escapeHtml(line.value)}</a>` : escapeHtml(line.value)
            }</td></tr>`,
        )
        .join('')}</table>`,
      actions.length
        ? `<p>${actions.map((action) => `<a href="${escapeHtml(action.href!)}" style="margin-right:16px">${escapeHtml(action.label)}</a>`).join('')}</p>`
        : '',
    ].join(''),
  );
  return { subject, text, html };
}

/**
 * The facts of the meeting an e-mail to `audience` states: the visitor's only what we state (the
 * time, the mode, our room and salesperson), the salesperson's also the hotel and its address.
 */
function meetingLines(context: MeetingContext, lead: ContactRow, audience: InviteAudience): Line[] {
  const { meeting, host } = context;
  const lines: Line[] = [
    { label: 'Thời gian', value: `${slotLabel(Date.parse(meeting.starts_at))} (30 phút, giờ Việt Nam)` },
    { label: 'Hình thức', value: meetingModeLabels[meeting.mode] },
    {
      label: meeting.mode === 'online' ? 'Phòng họp' : audience === 'visitor' ? 'Địa điểm' : 'Địa chỉ',
      value: meetingPlace(meeting, audience),
      href: meeting.mode === 'online' && meeting.meeting_link ? meeting.meeting_link : undefined,
    },
    { label: 'Nhân viên tư vấn', value: host ? host.name || host.email : 'Nhóm tư vấn (sẽ liên hệ trước buổi demo)' },
  ];
  return audience === 'staff' ? [...lines, { label: 'Khách sạn', value: lead.company_name }] : lines;
}

/** The e-mail of `purpose` to the visitor or to the salesperson. */
export function meetingMail(
  purpose: MeetingMailPurpose,
  to: 'visitor' | 'staff',
  lead: ContactRow,
  context: MeetingContext,
  site: SiteConfig,
  now: Date,
): MeetingMail {
  const start = Date.parse(context.meeting.starts_at);
  const when = slotLabel(start);
  const lines = meetingLines(context, lead, to);
  const changesCalendar = !purpose.startsWith('remind');
  // A handoff takes the meeting out of the former salesperson's calendar: the same UID, cancelled.
  const method = purpose === 'cancel' || purpose === 'handoff' ? 'CANCEL' : 'REQUEST';
  // 'Đổi giờ' only while the booking has changes of time left (movesPerBooking).
  const reschedule = movesLeft(context.meeting) > 0 ? context.links.reschedule : undefined;
  const parties = {
    for: to,
    lead,
    host: context.host,
    links: to === 'visitor' ? { reschedule, cancel: context.links.cancel } : undefined,
  };
  const invite = changesCalendar
    ? ({ method, content: meetingInvite(context.meeting, parties, method, site) } as const)
    : undefined;
  if (to === 'visitor' && purpose !== 'handoff') {
    const actions: Line[] =
      purpose === 'cancel'
        ? [{ label: 'Đặt lịch mới', value: '', href: new URL('/dat-lich-demo', site.siteUrl).href }]
        : [
            { label: 'Xem lịch hẹn', value: '', href: context.links.view },
            ...(reschedule ? [{ label: 'Đổi giờ', value: '', href: reschedule }] : []),
            { label: 'Hủy lịch', value: '', href: context.links.cancel },
          ];
    // Nothing typed, not even the name: the address may be anyone's (as the lead confirmation).
    const mail = render(
      visitorSubjects[purpose](when, whenAgain(start, now), site.brand),
      ['Kính chào anh/chị,', visitorOpenings[purpose]],
      [...lines, { label: 'Hotline', value: site.hotline.display, href: site.hotline.href }],
      actions,
    );
    return { ...mail, invite };
  }
  const mail = render(
    `${staffSubjects[purpose]}: ${lead.company_name} · ${when}`,
    [
      purpose === 'handoff'
        ? `Khách ${lead.name} (${lead.phone}) đã đổi lịch sang giờ chỉ đồng nghiệp của anh/chị còn trống: buổi demo này không còn trong lịch của anh/chị.`
        : `${staffSubjects[purpose]} với ${lead.name} (${lead.phone}).`,
    ],
    lines,
    [{ label: 'Mở khách hàng', value: '', href: inboxUrl(lead) }],
  );
  return { ...mail, invite };
}
