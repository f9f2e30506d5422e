import type { DailyCount } from './daily-leads.ts';
import type { DashboardPeriod } from './dashboard-period.ts';
import type { FunnelStep } from './funnel.ts';
import type { ResponseTimes } from './response-times.ts';

/** Leads of one UTM source and campaign (null when the visit carried none) and how many were won. */
export interface CampaignFigures {
  utmSource: string | null;
  utmCampaign: string | null;
  leads: number;
  won: number;
}

/** A salesperson's first-response times, by how they are shown. */
export interface PersonResponseTimes extends ResponseTimes {
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
  daily: DailyCount[];
  /** Most leads first. */
  campaigns: CampaignFigures[];
  funnel: FunnelStep[];
  responses: PersonResponseTimes[];
  /** As of now, whatever the period. */
  overdue: PersonOverdue[];
}
