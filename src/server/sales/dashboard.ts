import type { Kysely } from 'kysely';
import { leadsPerDay } from '../../lib/sales/daily-leads.ts';
import type { Dashboard } from '../../lib/sales/dashboard.ts';
import { demoFigures } from '../../lib/sales/demo-figures.ts';
import { teamHost } from '../../lib/booking/scheduled-demo.ts';
import { noUtm } from '../../lib/sales/dashboard-tables.ts';
import { periodDays, previousPeriod, type DashboardPeriod } from '../../lib/sales/dashboard-period.ts';
import { salesFunnel } from '../../lib/sales/funnel.ts';
import { responseTimes, responseTimesByOwner } from '../../lib/sales/response-times.ts';
import { vietnamDayEnd, vietnamDayStart } from '../../lib/vietnam-time.ts';
import type { Database } from '../db/database.ts';
import { fastAnswerMinutes, pushCompareDays, type PushEffect } from '../../lib/sales/push-effect.ts';
import { firstEnabledDates } from '../push/index.ts';
import { visitsByValue, visitsPerDay } from '../visits/index.ts';
import { conversionRows, deviceLabel, topPages, type VisitFigures } from '../../lib/visits/visit-figures.ts';
import type { DailyCount } from '../../lib/sales/daily-leads.ts';
import {
  answeredWithin,
  leadsPerAttribution,
  demosPerHostAndSource,
  firstResponses,
  leadsAndWon,
  leadsPerCampaign,
  leadsPerHour,
  leadsPerStatus,
  lostLeadsFurthestStep,
  notContactedPerOwner,
  overdueStepsPerOwner,
  salesTeam,
} from './dashboard.repository.ts';

const byPerson = <T extends { person: string }>(a: T, b: T) => a.person.localeCompare(b.person, 'vi');

const dayMs = 86_400_000;

/**
 * Each member who turned push on and has leads: their answers within 5 office minutes over the 30
 * days before their first phone was turned on, and the 30 days from it (up to `now`).
 */
async function pushEffects(db: Kysely<Database>, now: Date, nameOf: (id: string) => string): Promise<PushEffect[]> {
  const effects: PushEffect[] = [];
  for (const { user_id: id, first_enabled_at: since } of await firstEnabledDates(db)) {
    const at = Date.parse(since);
    const iso = (ms: number) => new Date(ms).toISOString();
    const before = await answeredWithin(
      db,
      id,
      { start: iso(at - pushCompareDays * dayMs), end: since },
      fastAnswerMinutes,
    );
    const after = await answeredWithin(
      db,
      id,
      { start: since, end: iso(Math.min(at + pushCompareDays * dayMs, now.getTime())) },
      fastAnswerMinutes,
    );
    if (before.leads || after.leads) effects.push({ person: nameOf(id), since, before, after });
  }
  return effects.toSorted(byPerson);
}

/**
 * The period's visits beside its leads: per day (leads from `daily`), and conversion by the page the
 * lead was sent from, its UTM source and campaign, and the device class it was sent from.
 */
async function visitFigures(
  db: Kysely<Database>,
  period: DashboardPeriod,
  span: { start: string; end: string },
  daily: DailyCount[],
): Promise<VisitFigures> {
  const days = { from: period.from, to: period.to };
  const perDay = new Map((await visitsPerDay(db, days)).map((row) => [row.day, row]));
  const leads = await leadsPerAttribution(db, span);
  return {
    daily: daily.map((day) => ({
      day: day.day,
      visits: perDay.get(day.day)?.visits ?? 0,
      visitors: perDay.get(day.day)?.visitors ?? 0,
      leads: day.total,
    })),
    pages: conversionRows(await visitsByValue(db, 'page', days), leads.pages, undefined, topPages),
    sources: conversionRows(await visitsByValue(db, 'source', days), leads.sources),
    campaigns: conversionRows(await visitsByValue(db, 'campaign', days), leads.campaigns),
    devices: conversionRows(await visitsByValue(db, 'device', days), leads.devices, deviceLabel),
  };
}

/**
 * The manager's dashboard for `period` (Vietnam days); overdue next steps are counted as of `now`.
 * Salespeople are listed when they sell now or have figures in it; an account that no longer exists
 * is 'Tài khoản đã xoá'. The headline compares the period with as many days just before it.
 */
export async function loadDashboard(db: Kysely<Database>, period: DashboardPeriod, now: Date): Promise<Dashboard> {
  const span = { start: vietnamDayStart(period.from), end: vietnamDayEnd(period.to) };
  const before = previousPeriod(period);
  // One after another: node:sqlite answers synchronously, so running them together would gain nothing.
  const hours = await leadsPerHour(db, span);
  const campaigns = await leadsPerCampaign(db, span);
  const statuses = await leadsPerStatus(db, span);
  const lost = await lostLeadsFurthestStep(db, span);
  const previous = await leadsAndWon(db, { start: vietnamDayStart(before.from), end: vietnamDayEnd(before.to) });
  const contacts = await firstResponses(db, span);
  const responses = responseTimesByOwner(contacts);
  const waiting = await notContactedPerOwner(db, span);
  const overdue = await overdueStepsPerOwner(db, now.toISOString());
  const team = await salesTeam(db);
  const demos = await demosPerHostAndSource(db, span);

  const nameOf = (id: string) => team.find((member) => member.id === id)?.label ?? 'Tài khoản đã xoá';
  const pushEffect = await pushEffects(db, now, nameOf);
  const daily = leadsPerDay(hours, periodDays(period));
  const visits = await visitFigures(db, period, span, daily);
  const waitingOf = new Map(waiting.map((row) => [row.ownerId, row.notContacted]));
  const people = new Set([
    ...team.filter((member) => member.selling).map((member) => member.id),
    ...responses.keys(),
    ...waiting.flatMap((row) => (row.ownerId ? [row.ownerId] : [])),
  ]);
  const overdueOf = new Map(overdue.map((row) => [row.ownerId, row.overdue]));
  const none = { responded: 0, median: null, p90: null };
  return {
    period,
    total: Object.values(statuses).reduce((sum, count) => sum + count, 0),
    won: statuses.won ?? 0,
    previous: { ...before, total: previous.leads, won: previous.won },
    daily,
    campaigns: campaigns.toSorted((a, b) => b.leads - a.leads || b.won - a.won),
    funnel: salesFunnel(statuses, lost),
    responses: [...people]
      .map((id) => ({ person: nameOf(id), ...(responses.get(id) ?? none), notContacted: waitingOf.get(id) ?? 0 }))
      .toSorted(byPerson),
    teamResponses: {
      ...responseTimes(contacts.map((contact) => contact.minutes)),
      notContacted: waiting.reduce((sum, row) => sum + row.notContacted, 0),
    },
    overdue: [...new Set([...people, ...overdueOf.keys()])]
      .map((id) => ({ person: nameOf(id), overdue: overdueOf.get(id) ?? 0 }))
      .toSorted(byPerson),
    demos: {
      byPerson: demoFigures(
        demos.map((row) => ({ ...row, key: row.staffId ?? '' })),
        (id) => (id ? nameOf(id) : teamHost),
      ),
      bySource: demoFigures(
        demos.map((row) => ({ ...row, key: row.utmSource ?? '' })),
        (source) => source || noUtm,
      ),
    },
    pushEffect,
    visits,
  };
}
