// What a counted visit is filed under, per Vietnam day: the page, where it came from (the referrer's
// domain, 'Trực tiếp' without one), its UTM source, medium and campaign, and the device class.
// Values are cleaned and bounded here, so hostile input can never make an unbounded number of rows.

/** The dimensions of the daily counts; 'all' is the whole site's day. */
export const visitDimensions = ['all', 'page', 'referrer', 'source', 'medium', 'campaign', 'device'] as const;
export type VisitDimension = (typeof visitDimensions)[number];

/** What stands for a value outside the bounded set (too long, odd characters, past the day's cap). */
export const otherValue = 'khác';
/** A visit without a referrer (typed, a bookmark, an app that sends none). */
export const directValue = 'Trực tiếp';
/** A visit from another page of this site. */
export const internalValue = 'Trong trang';
/** A visit without that UTM value. */
export const noneValue = '';

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const deviceLabels: Record<DeviceClass, string> = {
  phone: 'Điện thoại',
  tablet: 'Máy tính bảng',
  desktop: 'Máy tính',
};

/**
 * Distinct values a dimension may take per day and process; past it, 'khác'. Pages come only from
 * routes that answer 200 (a site of a few thousand pages); UTM values and referrers are anyone's typing.
 */
export const maxValuesPerDay = { page: 5000, other: 200 } as const;

const utmPattern = /^[\p{L}\p{N} ._+-]{1,60}$/u;

/** A UTM value as it is kept: trimmed, lower-cased, plain; '' when absent; 'khác' when it is not plain. */
export function cleanUtm(value: string | null | undefined): string {
  const trimmed = (value ?? '').normalize('NFC').trim().toLowerCase();
  if (!trimmed) return noneValue;
  return utmPattern.test(trimmed) ? trimmed : otherValue;
}

/** The referrer's domain ('google.com' for www.google.com), 'Trực tiếp' without one, 'Trong trang' from this site, 'khác' unreadable. */
export function referrerDomain(referrer: string | null | undefined, siteHost: string): string {
  if (!referrer) return directValue;
  let url: URL;
  try {
    url = new URL(referrer.slice(0, 2000));
  } catch {
    return otherValue;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return otherValue;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host === siteHost.toLowerCase().replace(/^www\./, '')) return internalValue;
  return /^[a-z0-9.-]{1,100}$/.test(host) ? host : otherValue;
}
