// Where a visit came from (UTM parameters, an external referrer), remembered for the browsing session
// from its first page so a lead sent three pages later still carries it. src/scripts/site.ts writes
// it; forms read it here.

/** sessionStorage key of the remembered attribution. */
export const attributionStorageKey = 'hotelix-attribution';

/** The UTM parameters kept. */
export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Attribution fields sent with a lead. */
export type Attribution = Partial<Record<(typeof utmKeys)[number] | 'referrer', string>>;

/** The session's attribution, if any. */
export function readAttribution(): Attribution {
  try {
    return JSON.parse(sessionStorage.getItem(attributionStorageKey) ?? '{}') as Attribution;
  } catch {
    return {};
  }
}
