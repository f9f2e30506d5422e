import * as z from 'zod/mini';
import { shortFields } from '../field-schemas.ts';
import type { LeadFormShape } from '../lead-form-shape.ts';

// The quote's own fields are checked against the catalogue by the server (its rule recomputes the estimate).
const quoteSchema = z.object(shortFields);

/** A request for the detailed quote /bao-gia worked out: the short form's fields. */
export const quoteShape: LeadFormShape = {
  schema: () => quoteSchema,
};
