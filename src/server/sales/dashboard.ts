import type { Kysely } from 'kysely';
import { leadsPerDay } from '../../lib/sales/daily-leads.ts';
import type { Dashboard } from '../../lib/sales/dashboard.ts';
import { periodDays, type DashboardPeriod } from '../../lib/sales/dashboard-period.ts';
import { salesFunnel } from '../../lib/sales/funnel.ts';
import { responseTimesByOwner } from '../../lib/sales/response-times.ts';
import type { Database } from '../db/database.ts';
import { vietnamDayEnd, vietnamDayStart } from '../http/list-query.ts';
import {
  firstResponses,
  leadsPerCampaign,
  leadsPerHour,
  leadsPerStatus,
  lostLeadsFurthestStep,
  overdueStepsPerOwner,
  salesTeam,
} from './dashboard.repository.ts';

const byPerson = <T extends { person: string }>(a: T, b: T) => a.person.localeCompare(b.person, 'vi');

/**
 * The manager's dashboard for `period` (Vietnam days); overdue next steps are counted as of `now`.
 * Salespeople are listed when they sell now or have figures in it; an account that no longer exists
 * is 'Tài khoản đã xoá'.
 */
export async function loadDashboard(db: Kysely<Database>, period: DashboardPeriod, now: Date): Promise<Dashboard> {
  const span = { start: vietnamDayStart(period.from), end: vietnamDayEnd(period.to) };
  // One after another: node:sqlite answers synchronously, so running them together would gain nothing.
  const hours = await leadsPerHour(db, span);
  const campaigns = await leadsPerCampaign(db, span);
  const statuses = await leadsPerStatus(db, span);
  const lost = await lostLeadsFurthestStep(db, span);
  const responses = responseTimesByOwner(await firstResponses(db, span));
  const overdue = await overdueStepsPerOwner(db, now.toISOString());
  const team = await salesTeam(db);

  const nameOf = (id: string) => team.find((member) => member.id === id)?.label ?? 'Tài khoản đã xoá';
  const people = new Set([...team.filter((member) => member.selling).map((member) => member.id), ...responses.keys()]);
  const overdueOf = new Map(overdue.map((row) => [row.ownerId, row.overdue]));
  return {
    period,
    total: Object.values(statuses).reduce((sum, count) => sum + count, 0),
    daily: leadsPerDay(hours, periodDays(period)),
    campaigns: campaigns.toSorted((a, b) => b.leads - a.leads || b.won - a.won),
    funnel: salesFunnel(statuses, lost),
    responses: [...people]
      .map((id) => ({ person: nameOf(id), ...(responses.get(id) ?? { responded: 0, median: null, p90: null }) }))
      .toSorted(byPerson),
    overdue: [...new Set([...people, ...overdueOf.keys()])]
      .map((id) => ({ person: nameOf(id), overdue: overdueOf.get(id) ?? 0 }))
      .toSorted(byPerson),
  };
}
