import { claimIds, socialNetworks, type CompanyDetails, type SocialNetwork } from './company-details.ts';

// The owner's form posts flat names (claim_rating_value, social_facebook, office_hours one per line);
// these turn them into the details' shape and back, for the form's values after a refusal.

/** The field name of a claim's value or source. */
export const claimField = (id: string, part: 'value' | 'source') => `claim_${id}_${part}`;

/** The field name of a social link. */
export const socialField = (network: SocialNetwork) => `social_${network}`;

/** A posted form as the details' shape (unchecked: companyDetailsSchema reads it). */
export function companyInputOf(form: URLSearchParams): unknown {
  const text = (name: string) => form.get(name) ?? '';
  const lines = (name: string) =>
    text(name)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    legalName: text('legalName'),
    hotline: text('hotline'),
    hotlineHours: text('hotlineHours'),
    zalo: text('zalo'),
    salesEmail: text('salesEmail').trim(),
    officeAddress: text('officeAddress'),
    mapUrl: text('mapUrl').trim(),
    officeHours: lines('officeHours'),
    onsiteAreas: lines('onsiteAreas'),
    social: Object.fromEntries(
      Object.keys(socialNetworks).map((network) => [network, text(socialField(network as SocialNetwork)).trim()]),
    ),
    claims: Object.fromEntries(
      claimIds.map((id) => [id, { value: text(claimField(id, 'value')), source: text(claimField(id, 'source')) }]),
    ),
    showSamples: form.get('showSamples') === 'on',
  };
}

/** The details as the form's values: what it shows, by field name. */
export function formValuesOf(details: CompanyDetails): Record<string, string> {
  return {
    legalName: details.legalName,
    hotline: details.hotline,
    hotlineHours: details.hotlineHours,
    zalo: details.zalo,
    salesEmail: details.salesEmail,
    officeAddress: details.officeAddress,
    mapUrl: details.mapUrl,
    officeHours: details.officeHours.join('\n'),
    onsiteAreas: details.onsiteAreas.join('\n'),
    ...Object.fromEntries(
      Object.entries(details.social).map(([network, url]) => [socialField(network as SocialNetwork), url]),
    ),
    ...Object.fromEntries(
      claimIds.flatMap((id) => [
        [claimField(id, 'value'), details.claims[id].value],
        [claimField(id, 'source'), details.claims[id].source],
      ]),
    ),
    showSamples: details.showSamples ? 'on' : '',
  };
}

/** The form field a schema error path names ('claims.rating.source' → 'claim_rating_source'). */
export function fieldOfPath(path: string): string {
  const [head, id, part] = path.split('.');
  if (head === 'claims' && id && part) return claimField(id, part as 'value' | 'source');
  if (head === 'social' && id) return socialField(id as SocialNetwork);
  if (head === 'officeHours') return 'officeHours';
  return head ?? path;
}
