import { parseOfficeHours, type WeeklyHours } from '../../lib/sales/office-hours.ts';
import { siteConfig } from '../../lib/site-config.ts';

/** The sales workspace's settings: office hours (from SITE_OFFICE_HOURS) and the first-response threshold. */
export interface SalesConfig {
  officeHours: WeeklyHours;
  /** Office minutes a new lead may wait for a first contact before the inbox flags it. */
  firstResponseMinutes: number;
}

/** Reads the settings; throws one line naming the variable when a value is unusable. */
export function parseSalesConfig(env: Record<string, string | undefined>, officeHoursLines: string[]): SalesConfig {
  const officeHours = parseOfficeHours(officeHoursLines);
  if (!officeHours)
    throw new Error(
      `Invalid configuration: SITE_OFFICE_HOURS must be lines like 'Thứ Hai đến thứ Sáu: 8:00–18:00' or 'Chủ nhật: nghỉ', separated by '|' (got ${JSON.stringify(officeHoursLines.join('|'))})`,
    );
  const value = env.FIRST_RESPONSE_MINUTES?.trim() || '60';
  const minutes = Number(value);
  if (!/^\d+$/.test(value) || minutes < 5 || minutes > 1440)
    throw new Error(
      `Invalid configuration: FIRST_RESPONSE_MINUTES must be a whole number of minutes from 5 to 1440 (got ${JSON.stringify(env.FIRST_RESPONSE_MINUTES)})`,
    );
  return { officeHours, firstResponseMinutes: minutes };
}

/** This process's sales settings. */
export const salesConfig = parseSalesConfig(process.env, siteConfig.officeHours);
