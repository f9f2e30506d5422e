import type { LeadStatus } from '../leads/lead.ts';

/** The steps of the sales funnel, in order. */
export const funnelSteps = ['new', 'contacted', 'demo', 'won'] as const satisfies readonly LeadStatus[];
export type FunnelStepId = (typeof funnelSteps)[number];

/** One step of the funnel: how many leads reached it, and how many of the step before did not. */
export interface FunnelStep {
  status: FunnelStepId;
  reached: number;
  /** Leads of the step before that did not reach this one (0 for the first step). */
  dropped: number;
  /** `dropped` as a share of the step before (0–1), null for the first step or when it had none. */
  dropRate: number | null;
}

/**
 * The funnel new → contacted → demo → won of a period's leads. A lead reached a step when its status
 * is that step or a later one. A lost lead (or one never reached, or one that asked not to be contacted: 'Không liên lạc được' and 'Không liên hệ' end it the same way) reached the steps its status changes had taken it to
 * before it was lost (`lostFurthest`: lost leads by the furthest of those steps, 'new' when it never
 * moved), so a lead dropped after its demo counts for contacted and demo, not won. Every lead
 * reached 'new'.
 */
export function salesFunnel(
  byStatus: Partial<Record<LeadStatus, number>>,
  lostFurthest: Partial<Record<'contacted' | 'demo', number>>,
): FunnelStep[] {
  const count = (status: LeadStatus) => byStatus[status] ?? 0;
  const reached: Record<FunnelStepId, number> = {
    won: count('won'),
    demo: count('won') + count('demo') + (lostFurthest.demo ?? 0),
    contacted:
      count('won') + count('demo') + count('contacted') + (lostFurthest.demo ?? 0) + (lostFurthest.contacted ?? 0),
    new:
      count('won') +
      count('demo') +
      count('contacted') +
      count('new') +
      count('lost') +
      count('unreachable') +
      count('do_not_contact'),
  };
  return funnelSteps.map((status, index) => {
    const before = index ? reached[funnelSteps[index - 1]!] : undefined;
    const dropped = before === undefined ? 0 : Math.max(before - reached[status], 0);
    return { status, reached: reached[status], dropped, dropRate: before ? dropped / before : null };
  });
}
