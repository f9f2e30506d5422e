import { describe, expect, it } from 'vitest';
import { parseOfficeHours } from './sales/office-hours';
import { parseSiteConfig, SiteConfigError, telHref } from './site-config';

describe('parseSiteConfig', () => {
  it('uses the settled defaults when nothing is set', () => {
    const site = parseSiteConfig({});
    expect(site.brand).toBe('Hotelix');
    expect(site.siteUrl.href).toBe('http://localhost:3000/');
    expect(site.hotline).toEqual({
      display: '0900 000 000',
      href: 'tel:+84900000000',
      hours: '8:00–22:00 hằng ngày',
    });
    expect(site.zaloUrl).toBe('https://zalo.me/0900000000');
    expect(site.salesEmail).toBe('sales@hotelix.vn');
    expect(site.officeAddress).toBe('123 Đường Ví Dụ, Phường Sài Gòn, TP. Hồ Chí Minh');
    expect(site.officeHours).toEqual(['Thứ Hai đến thứ Sáu: 8:00–18:00', 'Thứ Bảy: 8:00–12:00', 'Chủ nhật: nghỉ']);
    // The sales figures count office minutes in these lines: the server refuses to start on one it cannot read.
    expect(parseOfficeHours(site.officeHours)).toBeDefined();
    expect(site.copyrightYear).toBe(2025);
    expect(site.legalName).toBeUndefined();
  });

  it('takes every value from its environment variable', () => {
    const site = parseSiteConfig({
      SITE_BRAND: 'Khách Sạn Số',
      SITE_URL: 'https://khachsanso.vn',
      SITE_HOTLINE: '028 3823 4567',
      SITE_ZALO: '0912 345 678',
      SITE_SALES_EMAIL: 'kinhdoanh@khachsanso.vn',
      SITE_COPYRIGHT_YEAR: '2026',
      SITE_LEGAL_NAME: 'Công ty TNHH Khách Sạn Số',
      SITE_BUSINESS_REG_NO: '0312345678',
    });
    expect(site.brand).toBe('Khách Sạn Số');
    expect(site.siteUrl.origin).toBe('https://khachsanso.vn');
    expect(site.hotline.href).toBe('tel:+842838234567');
    expect(site.zaloUrl).toBe('https://zalo.me/0912345678');
    expect(site.copyrightYear).toBe(2026);
    expect(site.legalName).toBe('Công ty TNHH Khách Sạn Số');
    expect(site.businessRegistrationNumber).toBe('0312345678');
  });

  it('treats an empty variable as unset', () => {
    expect(parseSiteConfig({ SITE_URL: '', SITE_LEGAL_NAME: '' }).siteUrl.href).toBe('http://localhost:3000/');
  });

  it.each([
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://hotelix.vn'],
    ['SITE_HOTLINE', 'gọi em'],
    ['SITE_SALES_EMAIL', 'sales-at-hotelix'],
    ['SITE_DEMO_VIDEO_ID', 'short'],
    ['SITE_COPYRIGHT_YEAR', 'năm nay'],
  ])('rejects %s=%j with one line naming the variable', (variable, value) => {
    const read = () => parseSiteConfig({ [variable]: value });
    expect(read).toThrow(SiteConfigError);
    expect(read).toThrow(new RegExp(`^Invalid configuration: ${variable} .*${JSON.stringify(value)}`));
    try {
      read();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('telHref', () => {
  it('writes Vietnamese numbers in international form', () => {
    expect(telHref('0900 000 000')).toBe('tel:+84900000000');
    expect(telHref('+84 900 000 000')).toBe('tel:+84900000000');
    expect(telHref('(028) 3823-4567')).toBe('tel:+842838234567');
  });
});
