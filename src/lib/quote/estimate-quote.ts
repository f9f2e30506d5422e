import { suggestedPlan, type QuoteCatalogue, type QuotePlan } from './quote-catalogue.ts';
import type { BillingPeriod, QuoteInput } from './quote-input.ts';

// The quote's arithmetic, in whole đồng. It runs on the server (the page without JavaScript, the
// stored lead) and in the browser (the island), so both show the same figures for the same input.

/** A one-time line: a product or its installation. */
export interface QuoteLine {
  kind: 'hardware' | 'installation';
  /** The product's parameter. */
  product: string;
  label: string;
  quantity: number;
  unit: string;
  unitPriceVnd: number;
  amountVnd: number;
}

/** The software part: what is paid per period, and what the first year costs. */
export interface QuoteSoftware {
  planId: QuotePlan['id'];
  planName: string;
  billing: BillingPeriod;
  /** Paid each month (monthly) or each year (yearly); null: priced on request. */
  amountVnd: number | null;
  firstYearVnd: number | null;
  /** What a year paid at once saves against twelve months; null when monthly or on request. */
  yearlySavingVnd: number | null;
  /** Months a yearly payment covers in price (10: two months free). */
  monthsBilledPerYear: number;
}

export interface QuoteEstimate {
  rooms: number;
  /** The plan asked for was too small for the rooms, so the suggested one is used. */
  planRaised: boolean;
  /** Hardware and installation lines with a quantity above 0, in catalogue order. */
  lines: QuoteLine[];
  oneTimeVnd: number;
  software: QuoteSoftware;
  /** One-time costs plus the first year of software; null when the plan is priced on request. */
  firstYearVnd: number | null;
  /** The first year's total per room and month, rounded to the đồng; null with the first-year total. */
  perRoomPerMonthVnd: number | null;
}

function planFor(catalogue: QuoteCatalogue, input: QuoteInput): { plan: QuotePlan; raised: boolean } {
  const suggested = suggestedPlan(catalogue, input.rooms);
  const asked = catalogue.plans.find((plan) => plan.id === input.plan);
  if (!asked) return { plan: suggested, raised: false };
  const fits = asked.maxRooms === null || input.rooms <= asked.maxRooms;
  return fits ? { plan: asked, raised: false } : { plan: suggested, raised: true };
}

function softwareFor(plan: QuotePlan, billing: BillingPeriod, monthsBilledPerYear: number): QuoteSoftware {
  const monthly = plan.monthlyPriceVnd;
  const base = { planId: plan.id, planName: plan.name, billing, monthsBilledPerYear };
  if (monthly === null) return { ...base, amountVnd: null, firstYearVnd: null, yearlySavingVnd: null };
  if (billing === 'thang') return { ...base, amountVnd: monthly, firstYearVnd: 12 * monthly, yearlySavingVnd: null };
  const yearly = monthsBilledPerYear * monthly;
  return { ...base, amountVnd: yearly, firstYearVnd: yearly, yearlySavingVnd: 12 * monthly - yearly };
}

/** The estimate for `input`: one-time lines, software, first-year total and its per-room monthly share. */
export function estimateQuote(input: QuoteInput, catalogue: QuoteCatalogue): QuoteEstimate {
  const lines: QuoteLine[] = [];
  for (const product of catalogue.hardware) {
    const quantity = input.quantities[product.param] ?? product.defaultPerRoom * input.rooms;
    if (quantity <= 0) continue;
    const shared = { product: product.param, quantity, unit: product.unit };
    lines.push({
      ...shared,
      kind: 'hardware',
      label: product.name,
      unitPriceVnd: product.unitPriceVnd,
      amountVnd: quantity * product.unitPriceVnd,
    });
    if (product.installationVndPerUnit > 0) {
      lines.push({
        ...shared,
        kind: 'installation',
        label: `Lắp đặt ${product.name.toLowerCase()}`,
        unitPriceVnd: product.installationVndPerUnit,
        amountVnd: quantity * product.installationVndPerUnit,
      });
    }
  }
  const oneTimeVnd = lines.reduce((sum, line) => sum + line.amountVnd, 0);
  const { plan, raised } = planFor(catalogue, input);
  const software = softwareFor(plan, input.billing, catalogue.monthsBilledPerYear);
  const firstYearVnd = software.firstYearVnd === null ? null : oneTimeVnd + software.firstYearVnd;
  return {
    rooms: input.rooms,
    planRaised: raised,
    lines,
    oneTimeVnd,
    software,
    firstYearVnd,
    perRoomPerMonthVnd: firstYearVnd === null ? null : Math.round(firstYearVnd / (input.rooms * 12)),
  };
}
