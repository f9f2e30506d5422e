import * as z from 'zod/mini';
import type { FieldErrors } from '../leads/lead-forms.ts';
import { quotePlanIds, type QuoteCatalogue, type QuotePlanId } from './quote-catalogue.ts';

// What a visitor asks a quote for, as the address carries it (`/bao-gia?phong=35&goi=professional&ky=nam`):
// the page's GET form, the island and a stored quote lead all read it through this one schema.

/** Billing periods by their value in the address: 'thang' monthly, 'nam' yearly. */
export const billingPeriods = ['thang', 'nam'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export const quoteLimits = { minRooms: 1, maxRooms: 2000, maxQuantity: 20_000 } as const;

/** What a quote is computed from. */
export interface QuoteInput {
  rooms: number;
  /** The plan asked for; undefined: the one suggested by the room count. */
  plan: QuotePlanId | undefined;
  billing: BillingPeriod;
  /** Units per product parameter; undefined: the product's default per room. */
  quantities: Record<string, number | undefined>;
}

/** The fields as typed, by parameter name ('phong', 'goi', 'ky' and one per product). */
export type QuoteValues = Record<string, string>;

/** The values a first visit starts from. */
export const defaultQuoteValues: QuoteValues = { phong: '30', goi: '', ky: 'thang' };

export const roomsMessage = 'Số phòng phải là số nguyên từ 1 đến 2.000.';
export const quantityMessage = 'Số lượng phải là số nguyên từ 0 đến 20.000.';

/** A whole number typed in decimal digits (Number() would read '0x10' or '1e3'); blank is undefined. */
const wholeNumber = (message: string, min: number, max: number, blankMessage?: string) =>
  z
    .pipe(
      z.optional(z.string(message)),
      z.transform((value) => {
        const typed = (value ?? '').trim();
        if (typed === '') return undefined;
        return /^\d{1,6}$/.test(typed) ? Number(typed) : NaN;
      }),
    )
    .check(
      z.refine((value) => value !== undefined || !blankMessage, blankMessage),
      z.refine((value) => value === undefined || (value >= min && value <= max), message),
    );

/** The schema of a quote's fields; products come from the catalogue. */
export function quoteInputSchema(catalogue: QuoteCatalogue) {
  const quantities = Object.fromEntries(
    catalogue.hardware.map((product) => [product.param, wholeNumber(quantityMessage, 0, quoteLimits.maxQuantity)]),
  );
  return z.object({
    phong: wholeNumber(roomsMessage, quoteLimits.minRooms, quoteLimits.maxRooms, 'Vui lòng nhập số phòng.'),
    // A crafted or outdated plan or period in a shared link is not worth refusing: the suggestion stands in.
    goi: z.catch(z.optional(z.enum(quotePlanIds)), undefined),
    ky: z.catch(z.enum(billingPeriods), 'thang'),
    ...quantities,
  });
}

/** The quote fields of `source` (a query string or a form's fields) as typed; other keys are left out. */
export function quoteValuesFrom(
  source: URLSearchParams | Record<string, unknown>,
  catalogue: QuoteCatalogue,
): QuoteValues {
  const read = (key: string) => (source instanceof URLSearchParams ? source.get(key) : source[key]);
  const keys = ['phong', 'goi', 'ky', ...catalogue.hardware.map((product) => product.param)];
  const values: QuoteValues = {};
  for (const key of keys) {
    const value = read(key);
    if (typeof value === 'string') values[key] = value;
    else if (typeof value === 'number') values[key] = String(value);
  }
  return values;
}

/** Checks typed values: the input, or a message per field. */
export function parseQuoteValues(
  values: QuoteValues,
  catalogue: QuoteCatalogue,
): { ok: true; input: QuoteInput } | { ok: false; errors: FieldErrors } {
  const parsed = quoteInputSchema(catalogue).safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors };
  }
  const { phong, goi, ky, ...counts } = parsed.data as Record<string, unknown>;
  const quantities = Object.fromEntries(
    catalogue.hardware.map((product) => [product.param, counts[product.param] as number | undefined]),
  );
  return {
    ok: true,
    input: { rooms: phong as number, plan: goi as QuotePlanId | undefined, billing: ky as BillingPeriod, quantities },
  };
}

/** The shareable address of a quote: its non-blank fields in a fixed order. */
export function quoteHref(values: QuoteValues, catalogue: QuoteCatalogue, path = '/bao-gia'): string {
  const query = new URLSearchParams();
  for (const key of ['phong', 'goi', 'ky', ...catalogue.hardware.map((product) => product.param)]) {
    const value = values[key]?.trim();
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
