import { formatVnd } from '../../../lib/format.ts';
import { estimateQuote, type QuoteEstimate } from '../../../lib/quote/estimate-quote.ts';
import { parseQuoteValues, quoteHref, quoteValuesFrom, type QuoteInput } from '../../../lib/quote/quote-input.ts';
import { quoteHeadline } from '../../../lib/quote/quote-text.ts';
import { storedQuoteJson } from '../../../lib/quote/stored-quote.ts';
import { readOrOutage, loadQuoteCatalogue } from '../../content/index.ts';
import { log } from '../../log.ts';
import type { LeadFormRule } from '../lead-form-rule.ts';

/** A quote lead's request and its estimate, as computed on the server. */
interface Quote {
  input: QuoteInput;
  estimate: QuoteEstimate;
}

/**
 * 'Nhận báo giá chi tiết' from /bao-gia: the quote is recomputed from its inputs and the published
 * prices (the browser's figures are never trusted) and stored with the lead.
 */
export const quoteRules: LeadFormRule<Quote> = {
  // Unreadable prices make the lead wait, like any database fault.
  load: async (db) => {
    const quoteCatalogue = await readOrOutage('quote catalogue', () => loadQuoteCatalogue(db));
    return quoteCatalogue && { quoteCatalogue };
  },
  check(submission) {
    const catalogue = submission.quoteCatalogue;
    if (!catalogue) {
      log.error('quote_catalogue_missing', { form: submission.form });
      return 'unavailable';
    }
    const parsed = parseQuoteValues(quoteValuesFrom(submission.fields, catalogue), catalogue);
    if (!parsed.ok) return { errors: parsed.errors };
    return { facts: { input: parsed.input, estimate: estimateQuote(parsed.input, catalogue) } };
  },
  columns: (_data, quote) => {
    const firstYear = quote.estimate.firstYearVnd;
    const total = typeof firstYear === 'number' ? `, năm đầu ${formatVnd(firstYear)}` : '';
    return {
      message: `Nhận báo giá chi tiết: ${quoteHeadline(quote.estimate)}${total}`,
      room_count: quote.input.rooms,
      plan: quote.estimate.software.planId,
      quote: storedQuoteJson(quote.input, quote.estimate),
    };
  },
  // The quote comes from the link on /bao-gia, then travels in hidden fields. Unreadable prices leave
  // the form without its quote; sending it then answers 503 like any database fault.
  carried: async (db, from) => {
    const catalogue = await readOrOutage('/gui-yeu-cau', () => loadQuoteCatalogue(db));
    if (!catalogue) return {};
    const values = quoteValuesFrom(from, catalogue);
    const quote = parseQuoteValues(values, catalogue);
    return {
      hiddenFields: values,
      summary: {
        estimate: quote.ok ? estimateQuote(quote.input, catalogue) : undefined,
        problems: quote.ok ? [] : Object.values(quote.errors).filter((problem) => problem !== undefined),
        editHref: quoteHref(values, catalogue),
      },
    };
  },
};
