import { z } from 'zod';

/** Digits of a Vietnamese phone number as typed ("0900 000 000" → "0900000000"). */
const phoneDigits = (typed: string) => typed.replace(/[^\d+]/g, '');

const phoneSchema = z
  .string()
  .trim()
  .refine((value) => /^(\+84|0)\d{9,10}$/.test(phoneDigits(value)), {
    message: 'must be a Vietnamese phone number such as "0900 000 000" or "+84 900 000 000"',
  });

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/**
 * Every environment variable the site's copy and links depend on, with the defaults settled in
 * shared/spec/decisions.md. Keys are the variable names so an error names the variable.
 */
const siteEnvSchema = z.object({
  /** Brand shown as the logo text and in titles. */
  SITE_BRAND: z.string().trim().min(1).default('Hotelix'),
  /** Public origin used for canonical URLs, the sitemap and feeds. */
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as "https://hotelix.vn"' })
    .default('http://localhost:3000'),
  /** Hotline exactly as visitors should read it. */
  SITE_HOTLINE: phoneSchema.default('0900 000 000'),
  /** Zalo number; the hotline when unset. */
  SITE_ZALO: phoneSchema.optional(),
  /** Sales e-mail address shown on the site. */
  SITE_SALES_EMAIL: z.email({ message: 'must be an e-mail address' }).default('sales@hotelix.vn'),
  /** Ho Chi Minh City office address. */
  SITE_OFFICE_ADDRESS: z.string().trim().min(5).default('123 Đường Ví Dụ, Phường Sài Gòn, TP. Hồ Chí Minh'),
  /** Hours the hotline answers. */
  SITE_HOTLINE_HOURS: z.string().trim().min(1).default('8:00–22:00 hằng ngày'),
  /** Office opening hours, one line per period, separated by "|". */
  SITE_OFFICE_HOURS: z
    .string()
    .trim()
    .min(1)
    .default('Thứ Hai đến thứ Sáu: 8:00–18:00|Thứ Bảy: 8:00–12:00|Chủ nhật: nghỉ'),
  /** YouTube id of the demo video (11 characters). */
  SITE_DEMO_VIDEO_ID: z
    .string()
    .trim()
    .regex(/^[\w-]{11}$/, 'must be an 11-character YouTube video id')
    .default('M7lc1UVf-VE'),
  /** Year in the copyright line. */
  SITE_COPYRIGHT_YEAR: z.coerce.number().int().min(2000).max(2100).default(2025),
  /** Registered company name, shown in the footer when set. */
  SITE_LEGAL_NAME: optionalText,
  /** Business registration number (mã số doanh nghiệp), shown in the footer when set. */
  SITE_BUSINESS_REG_NO: optionalText,
});

/** The site's identity and contact details, as every page reads them. */
export interface SiteConfig {
  brand: string;
  siteUrl: URL;
  hotline: { display: string; href: string; hours: string };
  /** The Zalo number as typed, and its chat link. */
  zaloDisplay: string;
  zaloUrl: string;
  salesEmail: string;
  officeAddress: string;
  /** A map link to the office, when the owner gave one (else pages link a search for the address). */
  mapUrl?: string | undefined;
  officeHours: string[];
  /** The company's pages on social networks, when the owner gave them. */
  social?: Array<{ label: string; url: string }> | undefined;
  demoVideoId: string;
  copyrightYear: number;
  legalName?: string | undefined;
  businessRegistrationNumber?: string | undefined;
}

/** A configuration value that cannot be used; the message names the variable. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/** `tel:` URI in international form: "0900 000 000" → "tel:+84900000000". */
export function telHref(phone: string): string {
  const digits = phoneDigits(phone);
  return `tel:${digits.startsWith('+') ? digits : `+84${digits.replace(/^0/, '')}`}`;
}

/** The Zalo chat link of a number as typed: "0900 000 000" or "+84 900 000 000" → "https://zalo.me/0900000000". */
export function zaloUrlOf(phone: string): string {
  return `https://zalo.me/${phoneDigits(phone).replace(/^\+84/, '0')}`;
}

/** Reads and validates the site configuration; throws SiteConfigError naming the first bad variable. */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = siteEnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new SiteConfigError(
      `Invalid configuration: ${variable} ${issue.message} (got ${JSON.stringify(env[variable])})`,
    );
  }
  const e = result.data;
  return {
    brand: e.SITE_BRAND,
    siteUrl: new URL(e.SITE_URL),
    hotline: { display: e.SITE_HOTLINE, href: telHref(e.SITE_HOTLINE), hours: e.SITE_HOTLINE_HOURS },
    zaloDisplay: e.SITE_ZALO ?? e.SITE_HOTLINE,
    zaloUrl: zaloUrlOf(e.SITE_ZALO ?? e.SITE_HOTLINE),
    salesEmail: e.SITE_SALES_EMAIL,
    officeAddress: e.SITE_OFFICE_ADDRESS,
    officeHours: e.SITE_OFFICE_HOURS.split('|').map((line) => line.trim()),
    demoVideoId: e.SITE_DEMO_VIDEO_ID,
    copyrightYear: e.SITE_COPYRIGHT_YEAR,
    legalName: e.SITE_LEGAL_NAME,
    businessRegistrationNumber: e.SITE_BUSINESS_REG_NO,
  };
}

/** The variable names the configuration reads, for build fingerprints and documentation. */
export const siteConfigVariables = Object.keys(siteEnvSchema.shape);

/** The configuration of this process, read once from its environment. */
export const siteConfig: SiteConfig = parseSiteConfig(process.env);
