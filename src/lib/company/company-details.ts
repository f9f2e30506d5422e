import { z } from 'zod';
import { isCallablePhone } from '../leads/callable-phone.ts';
import { siteConfig, telHref, zaloUrlOf, type SiteConfig } from '../site-config.ts';
import { hasUnsafeSingleLine } from '../text/unsafe-characters.ts';

// The company's own details, edited by the owner in /admin ('Thông tin công ty'): how visitors reach
// it, and the figures the landing page claims, each with where the figure comes from. Pages, the
// structured data, e-mails and the phone action bar read them. A fresh install starts from the
// site's configuration (SITE_*), whose built-in defaults are samples; while the owner's switch
// 'Hiện nội dung mẫu' is on, samples show; once off, a claim without a source note is not shown.

/** The landing page's figures. */
export const claimIds = ['hotels', 'rating', 'revenue', 'timeSaved'] as const;
export type ClaimId = (typeof claimIds)[number];

/** What each figure is, as the owner's form names it. */
export const claimLabels: Record<ClaimId, string> = {
  hotels: 'Số khách sạn đang dùng',
  rating: 'Điểm đánh giá trung bình (trên 5)',
  revenue: 'Mức tăng doanh thu',
  timeSaved: 'Thời gian tiết kiệm',
};

/** A figure the site claims, and where it comes from ('Khảo sát 42 khách sạn, tháng 10/2026'). */
export interface Claim {
  value: string;
  source: string;
}

/** A link to the company's page on a social network. */
export const socialNetworks = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
} as const;
export type SocialNetwork = keyof typeof socialNetworks;

/** Everything the owner edits. */
export interface CompanyDetails {
  /** The registered company name, shown in the footer and the structured data. */
  legalName: string;
  hotline: string;
  hotlineHours: string;
  zalo: string;
  salesEmail: string;
  officeAddress: string;
  /** A map link to the office (Google Maps or another); empty: a search for the address. */
  mapUrl: string;
  /** Office opening hours, one line per period. */
  officeHours: string[];
  /** Where a salesperson goes for a demo at the hotel, one province or city each; none: demos are online only. */
  onsiteAreas: string[];
  social: Record<SocialNetwork, string>;
  claims: Record<ClaimId, Claim>;
  /** 'Hiện nội dung mẫu': show sample figures and stories (a fresh install's default). */
  showSamples: boolean;
}

/** The sketch's sample values: shown on a fresh install, and listed to the owner until replaced. */
export const sampleDetails: CompanyDetails = {
  legalName: '',
  hotline: '0900 000 000',
  hotlineHours: '8:00–22:00 hằng ngày',
  zalo: '0900 000 000',
  salesEmail: 'sales@hotelix.vn',
  officeAddress: '123 Đường Ví Dụ, Phường Sài Gòn, TP. Hồ Chí Minh',
  mapUrl: '',
  officeHours: ['Thứ Hai đến thứ Sáu: 8:00–18:00', 'Thứ Bảy: 8:00–12:00', 'Chủ nhật: nghỉ'],
  // Where the office is: the contact page has always offered demos at the hotel there.
  onsiteAreas: ['TP. Hồ Chí Minh'],
  social: { facebook: '', youtube: '', tiktok: '', linkedin: '' },
  claims: {
    hotels: { value: '50+', source: '' },
    rating: { value: '4.9', source: '' },
    revenue: { value: '+30%', source: '' },
    timeSaved: { value: '50%', source: '' },
  },
  showSamples: true,
};

/** A fresh install's details: the site's configuration (SITE_*), the sample figures. */
export function initialDetails(site: SiteConfig = siteConfig): CompanyDetails {
  return {
    ...sampleDetails,
    legalName: site.legalName ?? '',
    hotline: site.hotline.display,
    hotlineHours: site.hotline.hours,
    zalo: site.zaloDisplay,
    salesEmail: site.salesEmail,
    officeAddress: site.officeAddress,
    officeHours: site.officeHours,
  };
}

/** The fields the owner sees, by name, as the sample notice lists them. */
export const fieldLabels = {
  hotline: 'Hotline',
  zalo: 'Số Zalo',
  salesEmail: 'Email kinh doanh',
  officeAddress: 'Địa chỉ văn phòng',
} as const;

/** What is still a sample value: the notice the owner reads until each is replaced. */
export function sampleFields(details: CompanyDetails): string[] {
  const left: string[] = (Object.keys(fieldLabels) as Array<keyof typeof fieldLabels>)
    .filter((field) => details[field] === sampleDetails[field])
    .map((field) => fieldLabels[field]);
  for (const id of claimIds) if (!details.claims[id].source) left.push(`${claimLabels[id]} (chưa có nguồn)`);
  return left;
}

/** The claims the site may state now: all while samples show, else only those with a source. */
export function shownClaims(details: CompanyDetails): Partial<Record<ClaimId, Claim>> {
  return Object.fromEntries(
    claimIds
      .filter((id) => details.claims[id].value && (details.showSamples || details.claims[id].source))
      .map((id) => [id, details.claims[id]]),
  );
}

/** The site's configuration with the company's details in place: what every page reads. */
export function siteWith(site: SiteConfig, details: CompanyDetails): SiteConfig {
  return {
    ...site,
    legalName: details.legalName || site.legalName,
    hotline: { display: details.hotline, href: telHref(details.hotline), hours: details.hotlineHours },
    zaloDisplay: details.zalo,
    zaloUrl: zaloUrlOf(details.zalo),
    salesEmail: details.salesEmail,
    officeAddress: details.officeAddress,
    mapUrl: details.mapUrl || undefined,
    officeHours: details.officeHours,
    social: Object.entries(details.social)
      .filter(([, url]) => url)
      .map(([network, url]) => ({ label: socialNetworks[network as SocialNetwork], url })),
  };
}

// The form's rules, with the messages the owner reads beside each field. Every value is one line
// that every visitor reads: a right-to-left override or a zero-width character in it would show the
// hotline's hours reversed or hide text, so each is held to the rule the lead forms' one-line fields
// keep (unsafe-characters.ts), checked before anything else.
const unsafeMessage = 'Chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).';
const oneLine = () =>
  z.string().refine((value) => !hasUnsafeSingleLine(value), { message: unsafeMessage, abort: true });
// A number someone can call, as every lead form takes it (a mobile, an 11-digit landline, or E.164),
// stored as typed, so the site shows it the way the owner wrote it.
const phone = oneLine().trim().refine(isCallablePhone, 'Số điện thoại không hợp lệ.');
const text = (max: number) => oneLine().trim().max(max, `Tối đa ${max} ký tự.`);
const link = oneLine().pipe(
  z.union([
    z.literal(''),
    z
      .url({ protocol: /^https$/, message: 'Hãy nhập một địa chỉ bắt đầu bằng https://.' })
      .max(500, 'Tối đa 500 ký tự.'),
  ]),
);
const claim = z.object({ value: text(20), source: text(200) });

/** The owner's form, read: the messages are shown beside the fields. */
export const companyDetailsSchema = z.object({
  legalName: text(200),
  hotline: phone,
  hotlineHours: text(100).min(1, 'Hãy nhập giờ nhận cuộc gọi.'),
  zalo: phone,
  salesEmail: oneLine().pipe(z.email('Email không hợp lệ').max(200, 'Tối đa 200 ký tự.')),
  officeAddress: text(300).min(5, 'Hãy nhập địa chỉ văn phòng.'),
  mapUrl: link,
  officeHours: z.array(text(100)).min(1, 'Hãy nhập giờ làm việc.').max(7, 'Tối đa 7 dòng.'),
  onsiteAreas: z.array(text(60)).max(10, 'Tối đa 10 khu vực.'),
  social: z.object({ facebook: link, youtube: link, tiktok: link, linkedin: link }),
  claims: z.object({ hotels: claim, rating: claim, revenue: claim, timeSaved: claim }),
  showSamples: z.boolean(),
});
