import type { PersonRequestErrors, PersonRequestKind } from './person-requests.ts';

// The person's pages about their own data, as the server hands them to their views: the public
// 'Yêu cầu về dữ liệu cá nhân' and the page of the link e-mailed to prove the address.

/** What 'Yêu cầu về dữ liệu cá nhân' shows: the form (this install e-mails links), or how to ask without it. */
export interface PersonRequestView {
  /** Whether the install sends e-mail, so the page can prove an address with a link. */
  byMail: boolean;
  /** The company's address, where a request is written when the page cannot take it. */
  salesEmail: string;
  hotline: { display: string; href: string };
  values: { email: string; kind: string; detail: string };
  errors: PersonRequestErrors;
  /** After a post: the answer, the same for every address. */
  answer?: string | undefined;
  /** After a post refused (too many requests). */
  refused?: string | undefined;
}

/** What the e-mailed link's page shows: the button, what the tap did, or why the link does nothing. */
export type PersonRequestConfirmView =
  | { state: 'open'; kind: PersonRequestKind; detail: string | null; action: string }
  | { state: 'confirmed'; kind: PersonRequestKind; dueAt: string }
  | { state: 'wrong' | 'expired' | 'replaced' }
  | { state: 'used'; confirmedAt: string | null };
