import { foldText } from './fold.ts';

/** What the inbox search reads of a lead: who wrote, what they wrote, and what the team noted. */
export interface LeadSearchSource {
  name: string;
  company_name: string;
  email: string;
  phone: string;
  /** The visitor's message (or the form's line for it, e.g. 'Đăng ký dùng thử miễn phí'). */
  message: string;
  /** The team's notes, oldest first: typed notes, call notes and the next step's note. */
  notes?: readonly string[];
  /** Where its demo at the hotel is (the address typed, with its province or city). */
  places?: readonly string[];
}

/** The most words a search is held to (each is one more condition on every lead it reads). */
export const maxSearchWords = 8;

/**
 * A lead's folded search text: name, hotel, e-mail, phone (also as bare digits, so '0912345678' finds
 * '0912 345 678'), message, notes and its demo's address, on one line. Rebuilt whenever a note is
 * added or changed; the address comes last, as the migration that added it appended it.
 */
export function leadSearchText(lead: LeadSearchSource): string {
  const parts = [
    lead.name,
    lead.company_name,
    lead.email,
    lead.phone,
    lead.phone.replace(/\D/g, ''),
    lead.message,
    ...(lead.notes ?? []),
    ...(lead.places ?? []),
  ];
  return foldText(parts.join(' ')).replace(/\s+/g, ' ').trim();
}

/** The words of a search, folded, each once ('hoa nguyen' → ['hoa', 'nguyen']); every one must match. */
export function searchWords(query: string): string[] {
  return [...new Set(foldText(query).split(/\s+/).filter(Boolean))].slice(0, maxSearchWords);
}
