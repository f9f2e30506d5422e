import type { LeadSubmission } from '../../src/server/leads/lead.service.ts';

/** Visitor number `n` booking `slot` ('YYYY-MM-DDTHH:mm', Vietnam) online at `now`, as the booking page sends it. */
export function demoSubmission(n: number, slot: string, now: Date, extra: Record<string, string> = {}): LeadSubmission {
  return {
    form: 'demo',
    fields: {
      company_name: `Khách sạn số ${n}`,
      name: `Khách ${n}`,
      email: `khach${n}@vidu.vn`,
      phone: `09${String(n).padStart(8, '0')}`,
      slot,
      mode: 'online',
      ...extra,
    },
    client: `203.0.113.${n}`,
    consentVersion: '2026-11-22',
    now,
  };
}
