import type { DailyCount } from './daily-leads.ts';
import type { DemoFigures } from './demo-figures.ts';
import type { DashboardPeriod } from './dashboard-period.ts';
import type { FunnelStep } from './funnel.ts';
import type { ResponseTimes } from './response-times.ts';
import type { PushEffect } from './push-effect.ts';
import type { VisitFigures } from '../visits/visit-figures.ts';

/** Leads of one UTM source and campaign (null when the visit carried none) and how many were won. */
export interface CampaignFigures {
  utmSource: string | null;
  utmCampaign: string | null;
  leads: number;
  won: number;
}

/**
 * First-response times of a salesperson or the team, and the leads of the period nobody has contacted
 * yet: those have no time to count, so they are shown apart from the percentiles.
 */
export interface TeamResponseTimes extends ResponseTimes {
  notContacted: number;
}

/** A salesperson's first-response times, by how they are shown. */
export interface PersonResponseTimes extends TeamResponseTimes {
  person: string;
}

/** A salesperson's open next steps past their time. */
export interface PersonOverdue {
  person: string;
  overdue: number;
}

/** Everything the manager's dashboard shows for a period. */
export interface Dashboard {
  period: DashboardPeriod;
  /** Leads that came in during the period. */
  total: number;
  /** Those of them won by now. */
  won: number;
  /** The same number of days just before the period, its leads and won ones: what the headline compares with. */
  previous: { from: string; to: string; total: number; won: number };
  daily: DailyCount[];
  /** Most leads first. */
  campaigns: CampaignFigures[];
  funnel: FunnelStep[];
  responses: PersonResponseTimes[];
  /** Every salesperson's first contacts together; its `notContacted` counts the leads nobody has too. */
  teamResponses: TeamResponseTimes;
  /** As of now, whatever the period. */
  overdue: PersonOverdue[];
  /** Demos starting in the period, per salesperson and per UTM source of their lead. */
  demos: { byPerson: DemoFigures[]; bySource: DemoFigures[] };
  /** Salespeople who turned push on: answers within 5 office minutes before and after, whatever the period. */
  pushEffect: PushEffect[];
  /** Visits counted on our own server, beside the period's leads. */
  visits: VisitFigures;
}
