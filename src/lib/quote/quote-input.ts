import type { FieldErrors } from '../leads/lead-forms.ts';
import { quotePlanIds, type QuoteCatalogue, type QuotePlanId } from './quote-catalogue.ts';

// What a visitor asks a quote for, as the address carries it (`/bao-gia?phong=35&goi=professional&ky=nam`):
// the page's GET form, the island and a stored quote lead all read it through these functions.

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

/** The parameter a product page's 'Nhận báo giá' link carries (`/bao-gia?sp=khoa`): a quote of that product alone. */
export const productOnlyParam = 'sp';

/** The quote of one product (its page's 'Nhận báo giá'). */
export const productQuoteHref = (param: string) => `/bao-gia?${productOnlyParam}=${encodeURIComponent(param)}`;

/** The fields as typed, by parameter name ('phong', 'goi', 'ky' and one per product). */
export type QuoteValues = Record<string, string>;

/** The values a first visit starts from. */
export const defaultQuoteValues: QuoteValues = { phong: '30', goi: '', ky: 'thang' };

export const roomsMessage = 'Số phòng phải là số nguyên từ 1 đến 2.000.';
export const quantityMessage = 'Số lượng phải là số nguyên từ 0 đến 20.000.';

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

/**
 * What /bao-gia starts from for `query`: its quote fields as typed; for `sp=<product>`, that product at
 * its per-room default and every other product at 0 (fields typed beside it still win); for none, the
 * first visit's values. An unknown product in `sp` is ignored, like an outdated plan in a shared link.
 */
export function initialQuoteValues(query: URLSearchParams, catalogue: QuoteCatalogue): QuoteValues {
  const asked = quoteValuesFrom(query, catalogue);
  const only = query.get(productOnlyParam);
  if (catalogue.hardware.some(({ param }) => param === only)) {
    const others = catalogue.hardware.filter(({ param }) => param !== only).map(({ param }) => [param, '0']);
    return { ...defaultQuoteValues, ...Object.fromEntries(others), ...asked };
  }
  return Object.keys(asked).length ? asked : defaultQuoteValues;
}

/** A whole number typed in decimal digits (Number() would read '0x10' or '1e3'); undefined when blank. */
function wholeNumber(typed: string | undefined): number | undefined {
  const text = (typed ?? '').trim();
  if (text === '') return undefined;
  return /^\d{1,6}$/.test(text) ? Number(text) : NaN;
}

const isPlan = (value: string | undefined): value is QuotePlanId =>
  (quotePlanIds as readonly string[]).includes(value ?? '');

/**
 * Checks typed values: the input, or a message per field. Written out rather than as a zod schema:
 * three counts and two choices do not need what zod adds to the quote page's JavaScript.
 * A crafted or outdated plan or period in a shared link is not worth refusing: the suggestion and
 * monthly billing stand in.
 */
export function parseQuoteValues(
  values: QuoteValues,
  catalogue: QuoteCatalogue,
): { ok: true; input: QuoteInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const rooms = wholeNumber(values.phong);
  if (rooms === undefined) errors.phong = 'Vui lòng nhập số phòng.';
  else if (!(rooms >= quoteLimits.minRooms && rooms <= quoteLimits.maxRooms)) errors.phong = roomsMessage;
  const quantities: QuoteInput['quantities'] = {};
  for (const { param } of catalogue.hardware) {
    const quantity = wholeNumber(values[param]);
    if (quantity !== undefined && !(quantity >= 0 && quantity <= quoteLimits.maxQuantity))
      errors[param] = quantityMessage;
    quantities[param] = quantity;
  }
  if (rooms === undefined || Object.keys(errors).length) return { ok: false, errors };
  const billing = billingPeriods.find((period) => period === values.ky) ?? 'thang';
  return { ok: true, input: { rooms, plan: isPlan(values.goi) ? values.goi : undefined, billing, quantities } };
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
