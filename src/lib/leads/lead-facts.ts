import { pricingPlans } from '../../content/pricing-plans.ts';
import type { Lead } from './lead.ts';
import { formatDateTime, slotLabel } from '../format.ts';
import { instantOfLocal } from '../vietnam-time.ts';
import { quoteText } from '../quote/quote-text.ts';
import { readStoredQuote } from '../quote/stored-quote.ts';
import { leadFormViews } from './lead-form-views.ts';

// What a lead says, as people read it: the lead's page in the inbox and every notification list
// the same facts under the same labels, in the same order.

/** 'Thứ Tư, 25/11 · 09:00' for a demo's slot as stored ('YYYY-MM-DDTHH:mm', Vietnam time), as it is shown everywhere. */
function demoSlotLabel(slot: string | null): string | null {
  const at = slot ? instantOfLocal(slot) : undefined;
  return at ? slotLabel(at) : slot;
}

/** A plan's name ('Gói Chuyên nghiệp') for its stored code; null for none or a code no plan has. */
export function planName(plan: string | null): string | null {
  return pricingPlans.find((candidate) => candidate.id === plan)?.name ?? null;
}

/** 'Bảng giá – Gói Chuyên nghiệp', 'Đặt lịch demo', … */
export function sourceLabel(lead: Pick<Lead, 'source' | 'plan'>): string {
  const { source, sourceNamesPlan } = leadFormViews[lead.source];
  const plan = planName(lead.plan);
  return plan && sourceNamesPlan ? `${source} – ${plan}` : source;
}

/** A quote lead's estimate as lines, as the visitor saw it when sending. */
function quoteOf(lead: Pick<Lead, 'quote'>): string | null {
  const quote = readStoredQuote(lead.quote);
  return quote && quoteText(quote.estimate);
}

const joined = (...parts: Array<string | null>) => parts.filter(Boolean).join(' / ') || null;

/** The lead's facts as label and value (null when the visitor gave none), in reading order. */
export function leadFacts(lead: Lead): [label: string, value: string | null][] {
  return [
    ['Thời gian', formatDateTime(lead.created_at)],
    ['Nguồn', sourceLabel(lead)],
    ['Khách sạn', lead.company_name],
    ['Họ tên', lead.name],
    ['Email', lead.email || null],
    ['Điện thoại', lead.phone],
    ['Số phòng', lead.room_count === null ? null : String(lead.room_count)],
    ['Nội dung', lead.message],
    ['Báo giá', quoteOf(lead)],
    ['Lịch demo', demoSlotLabel(lead.preferred_time)],
    ['Trang gửi', lead.page],
    ['UTM source / medium', joined(lead.utm_source, lead.utm_medium)],
    ['UTM campaign / term / content', joined(lead.utm_campaign, lead.utm_term, lead.utm_content)],
    ['Trang giới thiệu', lead.referrer],
  ];
}
