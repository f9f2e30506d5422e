import * as z from 'zod/mini';
import { shortFields } from '../field-schemas.ts';
import type { LeadFormShape } from '../lead-form-shape.ts';

const trialSchema = z.object(shortFields);

/** The landing page's 'Đăng ký dùng thử miễn phí'. */
export const trialShape: LeadFormShape = {
  schema: () => trialSchema,
};
