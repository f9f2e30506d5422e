import { hotel, person, phone } from '../lead-fields.ts';
import type { LeadFormView } from '../lead-form-view.ts';
import { requestToasts } from '../lead-toasts.ts';

/** 'Gặp nhân viên tư vấn' from the assistant's panel or /tro-ly: a call back, so no e-mail is asked. */
export const assistantView: LeadFormView = {
  source: 'Trợ lý',
  fields: [person, phone, hotel],
  submitLabel: 'Gặp nhân viên tư vấn',
  toasts: requestToasts,
  // /tro-ly thanks, saying when the call will come.
  place: { title: () => 'Gặp nhân viên tư vấn', path: '/tro-ly', thanksPath: '/tro-ly?da-gui=1' },
};
