// Where a visit came from (UTM parameters, an external referrer), remembered for the browsing session
// from its first page that has any, so a lead sent three pages later still carries it. The site script
// (src/scripts/site.ts, inlined in every page) keeps it and hands it out as window.siteAttribution:
// an import of this file's code there would make a chunk shared with the forms, and the site script a
// file of its own instead of inline.

import type { utmFields } from './utm-fields';

/** Attribution fields sent with a lead. */
export type Attribution = Partial<Record<(typeof utmFields)[number] | 'referrer', string>>;

declare global {
  interface Window {
    /** The session's attribution (installed by src/scripts/site.ts). */
    siteAttribution?: () => Attribution;
  }
}

/** The session's attribution, if any. */
export function readAttribution(): Attribution {
  return window.siteAttribution?.() ?? {};
}
