import type { StaffRole } from '../auth/staff-roles.ts';
import type { Lead } from '../leads/lead.ts';
import { workLeadOf, type WorkLead } from './lead-work.ts';

/**
 * The attributes that tie a page's lead links to the call sheet island: links carrying `call` (Gọi,
 * Zalo) open it when the salesperson comes back; links carrying `log` ('Ghi kết quả') open it at once;
 * the element carrying `row` says what was saved. Spelled once here for the rows and the island.
 */
export const callSheetAttributes = {
  call: 'data-call-lead',
  log: 'data-log-lead',
  row: 'data-lead-row',
} as const;

/** A lead as the call sheet shows it. */
export interface SheetLead extends WorkLead {
  name: string;
  company: string;
}

/** The sheet's view of each lead of a page, by id, for `member` at `now`. */
export function sheetLeads(
  leads: Array<Pick<Lead, 'id' | 'name' | 'company_name' | 'status' | 'owner_id' | 'next_step_at'>>,
  member: { id?: string | null | undefined; role?: StaffRole | undefined },
  now: Date,
): Record<string, SheetLead> {
  return Object.fromEntries(
    leads.map((lead) => [lead.id, { ...workLeadOf(lead, member, now), name: lead.name, company: lead.company_name }]),
  );
}
