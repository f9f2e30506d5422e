import type { StoredImage } from './content/image-urls.ts';
import type { ProductQuote, ProductSpec } from './content/product-fields.ts';
import { formatVnd } from './format.ts';

/** A product as cards, its page, the quote and search engines show it (read from the database). */
export interface Product {
  id: string;
  slug: string;
  href: string;
  name: string;
  /** Position in the catalogue, smallest first. */
  order: number;
  tagline: string;
  summary: string;
  /** The illustration, from the media store. */
  image: StoredImage;
  imageAlt: string;
  features: string[];
  specs: ProductSpec[];
  /** How the product works together with the PMS. */
  integration: { title: string; intro: string; points: string[] };
  /** Prices for the quote page, in đồng before VAT. */
  quote: ProductQuote;
  /** Warranty terms; '' for a product published before the field existed. */
  warranty: string;
  /** Installation coverage and what its fee includes; '' as for `warranty`. */
  installation: string;
  /** What search engines get; the name and summary when the editor left them empty. */
  seoTitle: string;
  seoDescription: string;
}

/** The eyebrow of every product's share image (drawn at publish, shown on the product page). */
export const productShareEyebrow = 'Thiết bị thông minh';

/**
 * A product's prices as one sentence, as its page states them: the site search and the assistant
 * find and quote it ('Giá Khóa thông minh: từ 3.200.000 ₫/bộ, lắp đặt 250.000 ₫/bộ, chưa gồm VAT.').
 */
export function productPriceSentence(name: string, quote: ProductQuote): string {
  const installation =
    quote.installationVndPerUnit > 0
      ? `lắp đặt ${formatVnd(quote.installationVndPerUnit)}/${quote.unit}`
      : 'không cần lắp đặt';
  return `Giá ${name}: từ ${formatVnd(quote.unitPriceVnd)}/${quote.unit}, ${installation}, chưa gồm VAT.`;
}
