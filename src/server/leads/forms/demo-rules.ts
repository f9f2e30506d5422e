import { areaMessages, demoLeadLine } from '../../../lib/booking/booking-messages.ts';
import { companyDetails } from '../../settings/index.ts';
import { bookWithLead, demoRefusal, demoRequestOf } from '../../booking/book-with-lead.ts';
import type { LeadFormRule } from '../lead-form-rule.ts';

/**
 * A demo booked on /dat-lich-demo: booking stores the lead, with its meeting when the slot is held
 * (the slot then decides who gets it); a lead stored without its slot goes in turn, as any other.
 */
export const demoRules: LeadFormRule = {
  // The areas the owner serves at the hotel, from the company's details (kept in memory).
  load: async (db) => ({ onsiteAreas: (await companyDetails(db)).onsiteAreas }),
  check: ({ fields, onsiteAreas }) => {
    if (!onsiteAreas || fields.mode !== 'onsite') return { facts: undefined };
    if (!onsiteAreas.length) return { errors: { mode: areaMessages.onlineOnly } };
    const area = typeof fields.area === 'string' ? fields.area.trim() : '';
    return onsiteAreas.includes(area) ? { facts: undefined } : { errors: { area: areaMessages.notServed } };
  },
  columns: (data) => {
    const request = demoRequestOf(data);
    return { message: demoLeadLine(request.start, request.mode, true), preferred_time: String(data.slot) };
  },
  insert: async (trx, lead, { data, now, channels }) =>
    (await bookWithLead(trx, lead, demoRequestOf(data), now, channels)) === 'held' ? 'owned' : 'in_turn',
  // Said on the slot field, with fresh slots and what was typed kept.
  refusal: demoRefusal,
};
