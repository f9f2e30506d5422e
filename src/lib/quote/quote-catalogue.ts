// What a quote is computed from: the paid plans of the pricing list and the hardware of the product
// files. Plain data, so the same calculation runs on the server (the no-JS page, a stored lead) and
// in the browser (the island gets the catalogue as a prop).

/** A paid plan as the quote uses it. */
export interface QuotePlan {
  id: QuotePlanId;
  name: string;
  /** Null: priced on request ('Liên hệ'). */
  monthlyPriceVnd: number | null;
  /** Null: no room limit. */
  maxRooms: number | null;
}

/** The plans a quote can name (the free trial is not one). */
export const quotePlanIds = ['basic', 'professional', 'enterprise'] as const;
export type QuotePlanId = (typeof quotePlanIds)[number];

/** A product the quote can include, with its prices from the product file. */
export interface QuoteHardware {
  /** The product's parameter in the quote's address, e.g. 'khoa'. */
  param: string;
  name: string;
  /** Where the product is described. */
  href: string;
  unit: string;
  unitPriceVnd: number;
  installationVndPerUnit: number;
  defaultPerRoom: number;
}

export interface QuoteCatalogue {
  plans: QuotePlan[];
  hardware: QuoteHardware[];
  /** A year paid at once costs this many months. */
  monthsBilledPerYear: number;
}

interface PlanSource {
  id: string;
  name: string;
  monthlyPriceVnd: number | null;
  maxRooms: number | null;
}

interface ProductSource {
  name: string;
  href: string;
  quote: Omit<QuoteHardware, 'name' | 'href'>;
}

const isQuotePlan = (plan: PlanSource): plan is PlanSource & { id: QuotePlanId } =>
  (quotePlanIds as readonly string[]).includes(plan.id);

/**
 * The catalogue from the pricing list and the products (in catalogue order). Throws when two products
 * share a parameter, so a wrong product file fails the build instead of mixing two products' counts.
 */
export function buildQuoteCatalogue(
  plans: readonly PlanSource[],
  products: readonly ProductSource[],
  monthsBilledPerYear: number,
): QuoteCatalogue {
  const params = products.map((product) => product.quote.param);
  const repeated = params.find((param, index) => params.indexOf(param) !== index);
  if (repeated) throw new Error(`Two products use the quote parameter '${repeated}'; each needs its own.`);
  return {
    plans: plans.filter(isQuotePlan).map(({ id, name, monthlyPriceVnd, maxRooms }) => ({
      id,
      name,
      monthlyPriceVnd,
      maxRooms,
    })),
    hardware: products.map(({ name, href, quote }) => ({ ...quote, name, href })),
    monthsBilledPerYear,
  };
}

/** The smallest plan whose room limit covers `rooms` (≤ 20 Cơ bản, ≤ 100 Chuyên nghiệp, else Doanh nghiệp). */
export function suggestedPlan(catalogue: QuoteCatalogue, rooms: number): QuotePlan {
  const fitting = catalogue.plans.filter((plan) => plan.maxRooms === null || rooms <= plan.maxRooms);
  const plan = fitting.sort((a, b) => (a.maxRooms ?? Infinity) - (b.maxRooms ?? Infinity))[0];
  if (!plan) throw new Error('The pricing list has no plan without a room limit.');
  return plan;
}
