import type { PersonCorrection, PersonCorrectionErrors } from './person-correction.ts';
import type { PersonRecord } from './person-records.ts';

// The owner's page 'Dữ liệu cá nhân' (/admin/du-lieu-ca-nhan) as the server hands it to its view.
// Every step is a form post, so an e-mail or a phone never sits in an address (history, logs).

export const personalDataPath = '/admin/du-lieu-ca-nhan';

/** The copy's downloads, posted to with the person's e-mail or phone. */
export const personalDataExportPaths = { json: `${personalDataPath}.json`, csv: `${personalDataPath}.csv` } as const;

export type PersonalDataStep = 'find' | 'confirm_erase';

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
}
