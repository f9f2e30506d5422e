import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { meetingModeLabels } from '../../lib/booking/meeting.ts';
import { slotLabel } from '../../lib/booking/vietnam-time.ts';
import { siteConfig, type SiteConfig } from '../../lib/site-config.ts';
import type { DemoMeetingRow } from '../db/database.ts';

/** Who a meeting's invitation names, besides the company that sends it. */
export interface InviteParties {
  lead: { name: string; email: string; company_name: string; phone: string };
  /** The salesperson holding the demo, or null when it went to the team. */
  host: { name: string; email: string } | null;
  /** The visitor's links to change or cancel (in the description), when the invitation is theirs. */
  links?: { reschedule: string; cancel: string } | undefined;
}

/**
 * A name as a calendar parameter can hold it: RFC 5545 allows no double quote inside a quoted CN,
 * and a strict client (Outlook) may drop the whole invitation over one typed in a name.
 */
const calendarName = (name: string) => name.replace(/"/g, "'");

/** Where the demo happens, as a calendar's location line says it. */
export function meetingPlace(meeting: Pick<DemoMeetingRow, 'mode' | 'address' | 'meeting_link'>): string {
  if (meeting.mode === 'onsite') return meeting.address ?? meetingModeLabels.onsite;
  return meeting.meeting_link ?? 'Trực tuyến (nhân viên tư vấn sẽ gửi đường liên kết họp)';
}

/** The invitation's description: what, where, who to call, and the visitor's links. */
function description(meeting: DemoMeetingRow, parties: InviteParties, site: SiteConfig): string {
  const lines = [
    `Demo phần mềm quản lý khách sạn ${site.brand} cho ${parties.lead.company_name}.`,
    `Thời gian: ${slotLabel(Date.parse(meeting.starts_at))} (giờ Việt Nam), 30 phút.`,
    `Hình thức: ${meetingModeLabels[meeting.mode]} · ${meetingPlace(meeting)}`,
    parties.host ? `Nhân viên tư vấn: ${parties.host.name || parties.host.email}` : '',
    `Khách: ${parties.lead.name}, ${parties.lead.phone}`,
    `Hotline: ${site.hotline.display}`,
  ];
  if (parties.links) lines.push('', `Đổi giờ: ${parties.links.reschedule}`, `Hủy lịch: ${parties.links.cancel}`);
  return lines.filter((line, index) => line !== '' || index > 0).join('\n');
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
    summary: `Demo ${site.brand} – ${parties.lead.company_name}`,
    description: description(meeting, parties, site),
    location: meetingPlace(meeting),
    url: meeting.mode === 'online' && meeting.meeting_link ? meeting.meeting_link : null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // The sales mailbox, which people read: a reply or a declined invitation reaches the team.
    organizer: { name: site.brand, email: site.salesEmail },
  });
  event.createAttendee({
    email: parties.lead.email,
    name: calendarName(parties.lead.name),
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
