import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { meetingModeLabels } from '../../lib/booking/meeting.ts';
import { onlineRoomPending, visitorOnsitePlace } from '../../lib/booking/visitor-meeting.ts';
import { slotLabel } from '../../lib/format.ts';
import { siteConfig, type SiteConfig } from '../../lib/site-config.ts';
import type { DemoMeetingRow } from '../db/database.ts';

/**
 * Whose calendar an invitation is for. The visitor's goes to whatever address was typed, from our
 * domain: like the lead confirmation, it carries nothing typed (name, hotel, phone, address), so
 * nobody can send a stranger their words through us. The salesperson's carries all of it.
 */
export type InviteAudience = 'visitor' | 'staff';

/** Who a meeting's invitation names, besides the company that sends it. */
export interface InviteParties {
  for: InviteAudience;
  lead: { name: string; email: string; company_name: string; phone: string };
  /** The salesperson holding the demo, or null when it went to the team. */
  host: { name: string; email: string } | null;
  /** The visitor's links to change (while changes are left) or cancel, when the invitation is theirs. */
  links?: { reschedule?: string | undefined; cancel: string } | undefined;
}

/**
 * A name as a calendar parameter can hold it: RFC 5545 allows no double quote inside a quoted CN,
 * and a strict client (Outlook) may drop the whole invitation over one typed in a name.
 */
const calendarName = (name: string) => name.replace(/"/g, "'");

/** Where the demo happens, as a calendar's location line says it to `audience`. */
export function meetingPlace(
  meeting: Pick<DemoMeetingRow, 'mode' | 'address' | 'meeting_link'>,
  audience: InviteAudience,
): string {
  if (meeting.mode === 'onsite') {
    return audience === 'visitor' ? visitorOnsitePlace : (meeting.address ?? meetingModeLabels.onsite);
  }
  if (meeting.meeting_link) return meeting.meeting_link;
  // What the visitor is promised, the salesperson is asked to do.
  return audience === 'visitor'
    ? onlineRoomPending
    : 'Chưa có đường dẫn họp: hãy gửi cho khách qua Zalo hoặc tin nhắn trước giờ hẹn';
}

/** The invitation's description: what, where, who to call, and the visitor's links. */
function description(meeting: DemoMeetingRow, parties: InviteParties, site: SiteConfig): string {
  const theirs = parties.for === 'staff';
  const lines = [
    theirs
      ? `Demo phần mềm quản lý khách sạn ${site.brand} cho ${parties.lead.company_name}.`
      : `Demo phần mềm quản lý khách sạn ${site.brand}.`,
    `Thời gian: ${slotLabel(Date.parse(meeting.starts_at))} (giờ Việt Nam), 30 phút.`,
    `Hình thức: ${meetingModeLabels[meeting.mode]} · ${meetingPlace(meeting, parties.for)}`,
    parties.host ? `Nhân viên tư vấn: ${parties.host.name || parties.host.email}` : '',
    theirs ? `Khách: ${parties.lead.name}, ${parties.lead.phone}` : '',
    `Hotline: ${site.hotline.display}`,
  ].filter(Boolean);
  if (parties.links) {
    lines.push('');
    if (parties.links.reschedule) lines.push(`Đổi giờ: ${parties.links.reschedule}`);
    lines.push(`Hủy lịch: ${parties.links.cancel}`);
  }
  return lines.join('\n');
}

/**
 * The meeting's calendar invitation (.ics, iCalendar): METHOD:REQUEST for a booking or a change,
 * METHOD:CANCEL for a cancellation. UID is the meeting's (stable across changes) and SEQUENCE its
 * count of changes, so Gmail, Outlook and phone calendars update or remove the one event they added.
 * Times are in UTC: every calendar shows them in its own zone, with no VTIMEZONE to get wrong.
 */
export function meetingInvite(
  meeting: DemoMeetingRow,
  parties: InviteParties,
  method: 'REQUEST' | 'CANCEL',
  site: SiteConfig = siteConfig,
): string {
  const calendar = ical({
    prodId: { company: site.brand, product: 'Lich demo', language: 'VI' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const event = calendar.createEvent({
    id: `${meeting.id}@${site.siteUrl.hostname}`,
    sequence: meeting.sequence,
    start: new Date(meeting.starts_at),
    end: new Date(meeting.ends_at),
    stamp: new Date(meeting.updated_at),
    summary: parties.for === 'staff' ? `Demo ${site.brand} – ${parties.lead.company_name}` : `Demo ${site.brand}`,
    description: description(meeting, parties, site),
    location: meetingPlace(meeting, parties.for),
    url: meeting.mode === 'online' && meeting.meeting_link ? meeting.meeting_link : null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // The sales mailbox, which people read: a reply or a declined invitation reaches the team.
    organizer: { name: site.brand, email: site.salesEmail },
  });
  event.createAttendee({
    email: parties.lead.email,
    name: parties.for === 'staff' ? calendarName(parties.lead.name) : null,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.NEEDSACTION,
    rsvp: method === 'REQUEST',
  });
  if (parties.host) {
    event.createAttendee({
      email: parties.host.email,
      name: calendarName(parties.host.name || parties.host.email),
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
    });
  }
  return calendar.toString();
}

/**
 * The CANCEL that takes an erased visitor's demo out of its host's calendar: the invitation's UID and
 * a later SEQUENCE, so the calendar removes the event it added, and nothing about the visitor (their
 * data is gone): the brand, the time, the host.
 */
export function hostCancellationInvite(
  meeting: Pick<DemoMeetingRow, 'id' | 'sequence' | 'starts_at' | 'ends_at'>,
  host: { name: string; email: string },
  now: Date,
  site: SiteConfig = siteConfig,
): string {
  const calendar = ical({
    prodId: { company: site.brand, product: 'Lich demo', language: 'VI' },
    method: ICalCalendarMethod.CANCEL,
  });
  const event = calendar.createEvent({
    id: `${meeting.id}@${site.siteUrl.hostname}`,
    sequence: meeting.sequence + 1,
    start: new Date(meeting.starts_at),
    end: new Date(meeting.ends_at),
    stamp: now,
    summary: `Demo ${site.brand} (đã hủy)`,
    description: 'Khách đã yêu cầu xóa dữ liệu cá nhân: buổi demo bị hủy.',
    status: ICalEventStatus.CANCELLED,
    organizer: { name: site.brand, email: site.salesEmail },
  });
  event.createAttendee({
    email: host.email,
    name: calendarName(host.name || host.email),
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.ACCEPTED,
  });
  return calendar.toString();
}

/** A time as Google Calendar's template link takes it: '20261210T020000Z'. */
const googleTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The visitor's one-tap way to add the demo on an Android phone: Google Calendar's "add event" page,
 * filled in as the visitor's .ics file is (what, when, where, the salesperson, the hotline) and with
 * the confirmation page's own link, where the time is changed or the demo cancelled: without a mail
 * server the visitor has no other copy of it.
 */
export function googleCalendarHref(
  meeting: Pick<DemoMeetingRow, 'mode' | 'meeting_link' | 'starts_at' | 'ends_at'>,
  hostName: string | null,
  site: Pick<SiteConfig, 'brand' | 'hotline'>,
  pageUrl: string,
): string {
  const place = meetingPlace({ ...meeting, address: null }, 'visitor');
  const details = [
    `Demo phần mềm quản lý khách sạn ${site.brand}.`,
    `Hình thức: ${meetingModeLabels[meeting.mode]} · ${place}`,
    hostName ? `Nhân viên tư vấn: ${hostName}` : '',
    `Hotline: ${site.hotline.display}`,
    `Xem, đổi giờ hoặc hủy lịch: ${pageUrl}`,
  ].filter(Boolean);
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: `Demo ${site.brand}`,
    dates: `${googleTime(meeting.starts_at)}/${googleTime(meeting.ends_at)}`,
    details: details.join('\n'),
    location: place,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
