import type { LeadFormRule } from '../lead-form-rule.ts';

/** The contact page's message: the visitor's words, and the rooms when given. */
export const contactRules: LeadFormRule = {
  columns: (data) => ({
    message: String(data.message),
    room_count: typeof data.room_count === 'number' ? data.room_count : null,
  }),
};
