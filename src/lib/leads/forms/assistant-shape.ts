import * as z from 'zod/mini';
import { conversationSchema } from '../../assistant/conversation-schema.ts';
import { shortFields } from '../field-schemas.ts';
import type { LeadFormShape } from '../lead-form-shape.ts';

/** The assistant's handover to sales: who to call back (no e-mail asked), and the conversation so far. */
const assistantSchema = z.object({
  name: shortFields.name,
  phone: shortFields.phone,
  company_name: shortFields.company_name,
  // Absent when nothing was asked before the handover (a plain post always sends it, maybe '[]').
  conversation: z.optional(conversationSchema),
});

/** 'Gặp nhân viên tư vấn' from the assistant's panel or /tro-ly. */
export const assistantShape: LeadFormShape = {
  schema: () => assistantSchema,
};
