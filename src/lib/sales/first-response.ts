import type { Lead } from '../leads/lead.ts';
import { officeMinutesBetween, type WeeklyHours } from './office-hours.ts';
import { closedStatuses } from './sales-labels.ts';

/**
 * Office minutes a lead has waited for its first contact, when that is past `thresholdMinutes`;
 * undefined for a lead already contacted, closed, or still within the threshold.
 */
export function overdueResponseMinutes(
  lead: Pick<Lead, 'created_at' | 'first_response_at' | 'status'>,
  now: Date,
  week: WeeklyHours,
  thresholdMinutes: number,
): number | undefined {
  if (lead.first_response_at || closedStatuses.has(lead.status)) return undefined;
  const waited = officeMinutesBetween(new Date(lead.created_at), now, week);
  return waited > thresholdMinutes ? waited : undefined;
}

/** 'Chưa liên hệ sau 2 giờ 5 phút làm việc'. */
export function waitingLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const span = [hours ? `${hours} giờ` : '', rest ? `${rest} phút` : ''].filter(Boolean).join(' ');
  return `Chưa liên hệ sau ${span} làm việc`;
}
