import type { PersonCorrection, PersonCorrectionErrors } from './person-correction.ts';
import type { PersonRecord } from './person-records.ts';
import type { OpenPersonRequest, PersonRequestErrors } from './person-requests.ts';

// The owner's page 'Dữ liệu cá nhân' (/admin/du-lieu-ca-nhan) as the server hands it to its view.
// Every step is a form post, so an e-mail or a phone never sits in an address (history, logs).

export const personalDataPath = '/admin/du-lieu-ca-nhan';

/** The copy's downloads, posted to with the person's e-mail or phone. */
export const personalDataExportPaths = { json: `${personalDataPath}.json`, csv: `${personalDataPath}.csv` } as const;

export type PersonalDataStep = 'find' | 'confirm_erase';

/** A lead the retention sweep will erase (or would, but for the owner keeping it under contract). */
export interface LeadGoingSoon {
  id: string;
  name: string;
  company_name: string;
  status: string;
  /** Kept under contract ('Giữ theo hợp đồng'): only a customer's (won) lead can be. */
  kept: boolean;
  /** ISO-8601 UTC: the latest of its creation, its timeline, its next step and its demo. */
  lastActivity: string;
  /** ISO-8601 UTC: when the sweep takes it, unless kept. */
  goesOn: string;
}

/** What the page shows: the search, and once a person was looked for, what was found about them. */
export interface PersonalDataView {
  /** The e-mail or phone as typed, shown again in the field and carried by each action. */
  typed: string;
  /** Why the search could not be made. */
  queryError?: string | undefined;
  /** The records found, once a search was made. */
  records?: PersonRecord[] | undefined;
  step: PersonalDataStep;
  correction: { values: PersonCorrection; errors: PersonCorrectionErrors };
  notice?: string | undefined;
  /** Months a lead is kept after its last activity (LEAD_RETENTION_MONTHS). */
  retentionMonths: number;
  /** What goes within 30 days, and the kept customers that would. */
  goingSoon: LeadGoingSoon[];
  /** People's confirmed requests waiting for an answer, the nearest due first. */
  requests: OpenPersonRequest[];
  /** ISO-8601 UTC: when the page was made, the time the requests' clocks are read at. */
  now: string;
  /** The form recording a request received by e-mail or phone, as last posted. */
  record: { values: { email: string; kind: string; detail: string }; errors: PersonRequestErrors };
}
