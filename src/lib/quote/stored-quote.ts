import type { QuoteEstimate } from './estimate-quote.ts';
import type { QuoteInput } from './quote-input.ts';

/** What a quote lead keeps (the `quote` column, JSON): what was asked, and every line as computed then. */
export interface StoredQuote {
  version: 1;
  input: QuoteInput;
  estimate: QuoteEstimate;
}

/** The column's value for a quote. */
export function storedQuoteJson(input: QuoteInput, estimate: QuoteEstimate): string {
  return JSON.stringify({ version: 1, input, estimate } satisfies StoredQuote);
}

/** The stored quote, or null when there is none or it cannot be read (never a broken lead page). */
export function readStoredQuote(json: string | null): StoredQuote | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<StoredQuote> | null;
    return value?.version === 1 && Array.isArray(value.estimate?.lines) ? (value as StoredQuote) : null;
  } catch {
    return null;
  }
}
