import { sourceLabel } from '../../lib/leads/lead-facts.ts';
import type { Lead } from '../../lib/leads/lead.ts';
import { slotLabel } from '../../lib/format.ts';
import type { PushEvent } from '../../lib/push/push-settings.ts';

// What a push says. It is encrypted for the device, but it passes through the browser maker's push
// service and shows on a lock screen: the hotel, the person's name and the form, never a phone number,
// an e-mail or the message. With 'Ẩn chi tiết trên màn hình khóa' nothing about the person leaves.

/** The payload the service worker shows (src/scripts/admin-sw.js reads the same fields). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens: the lead's. */
  url: string;
  /** One notification per lead and kind: a later one replaces it on the phone. */
  tag: string;
  /** 'Gọi ngay' beside a new lead. */
  call: boolean;
}

/** Payloads above this are refused by some push services (4 KB with encryption): ours stay far below. */
export const maxPayloadBytes = 2048;

type PushLead = Pick<Lead, 'id' | 'name' | 'company_name' | 'source' | 'plan'>;

const clip = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The push of `event` about `lead` (`meetingAt`: its demo's time). */
export function pushPayload(
  event: PushEvent,
  lead: PushLead,
  meetingAt: string | null,
  hideDetails: boolean,
): PushPayload {
  const url = `/admin/leads/${lead.id}`;
  const demo = event.startsWith('demo_');
  const tag = `${demo ? 'demo' : 'lead'}-${lead.id}`;
  if (hideDetails) {
    return { title: demo ? 'Có thay đổi lịch demo' : 'Có khách hàng mới', body: '', url, tag, call: false };
  }
  const hotel = clip(lead.company_name || lead.name);
  const who = `${clip(lead.name, 60)} · ${clip(sourceLabel(lead), 60)}`;
  const when = meetingAt ? slotLabel(meetingAt) : '';
  switch (event) {
    case 'new_lead':
      return { title: `Khách hàng mới: ${hotel}`, body: who, url, tag, call: true };
    case 'demo_booked':
      return { title: `Lịch demo mới: ${hotel}`, body: `${when} · ${clip(lead.name, 60)}`, url, tag, call: false };
    case 'demo_moved':
      return { title: `Lịch demo đổi giờ: ${hotel}`, body: `Giờ mới: ${when}`, url, tag, call: false };
    case 'demo_cancelled':
      return { title: `Lịch demo đã hủy: ${hotel}`, body: `${when} · ${clip(lead.name, 60)}`, url, tag, call: false };
    case 'untouched_15':
      return {
        title: `Chưa liên hệ sau 15 phút: ${hotel}`,
        body: `${who}. Gọi ngay kẻo lỡ khách.`,
        url,
        tag,
        call: true,
      };
    case 'untouched_30':
      return { title: `30 phút chưa ai liên hệ: ${hotel}`, body: who, url, tag, call: true };
  }
}
