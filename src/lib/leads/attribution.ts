// Where a visit came from (UTM parameters, an external referrer), remembered for the browsing session
// from its first page so a lead sent three pages later still carries it. src/scripts/site.ts records
// it and exposes it as <html data-attribution>; the forms read it here.

/** Attribution fields sent with a lead. */
export type Attribution = Partial<
  Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content' | 'referrer', string>
>;

/** The session's attribution, if any. */
export function readAttribution(): Attribution {
  try {
    return JSON.parse(document.documentElement.dataset.attribution ?? '{}') as Attribution;
  } catch {
    return {};
  }
}
