import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site-config';
import {
  companyDetailsSchema,
  initialDetails,
  sampleDetails,
  sampleFields,
  shownClaims,
  siteWith,
  type CompanyDetails,
} from './company-details';

const valid: CompanyDetails = {
  ...sampleDetails,
  hotline: '028 3822 1234',
  zalo: '0912.345.678',
  salesEmail: 'lienhe@khachsanviet.vn',
  officeAddress: '45 Lê Thánh Tôn, Phường Sài Gòn, TP. Hồ Chí Minh',
  claims: { ...sampleDetails.claims, hotels: { value: '120+', source: 'Hợp đồng đang hiệu lực, 10/2026' } },
  showSamples: false,
};

describe('companyDetailsSchema', () => {
  it.each([
    ['0912 345 678', true],
    ['0912.345.678', true],
    ['+84 912 345 678', true],
    ['028 3822 1234', true],
    ['+44 20 7946 0958', true],
    ['123', false],
    ['0912 345 67', false],
    ['0912-345-678-9', false],
    ['hotline', false],
  ])('takes %s as a hotline: %s', (hotline, ok) => {
    const read = companyDetailsSchema.safeParse({ ...valid, hotline });
    expect(read.success).toBe(ok);
    if (!read.success) expect(read.error.issues[0]!.message).toBe('Số điện thoại không hợp lệ.');
  });

  it('keeps a number as typed, and refuses a link that is not https', () => {
    expect(companyDetailsSchema.parse(valid).zalo).toBe('0912.345.678');
    const read = companyDetailsSchema.safeParse({ ...valid, mapUrl: 'javascript:alert(1)' });
    expect(read.success).toBe(false);
  });
});

describe('companyDetailsSchema and invisible characters', () => {
  const unsafe = 'Chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).';
  // Where each value goes in the details, and the value with a character hidden in it.
  const placed: Array<[string, (details: CompanyDetails) => CompanyDetails]> = [
    ['legalName', (d) => ({ ...d, legalName: 'Công ty\u200B Khách sạn Việt' })],
    ['hotline', (d) => ({ ...d, hotline: '028 3822\u202E 1234' })],
    ['hotlineHours', (d) => ({ ...d, hotlineHours: '\u202E22:00–7:30 hằng ngày' })],
    ['zalo', (d) => ({ ...d, zalo: '0912 345 678\u2066' })],
    ['salesEmail', (d) => ({ ...d, salesEmail: 'lienhe\u200D@khachsanviet.vn' })],
    ['officeAddress', (d) => ({ ...d, officeAddress: '45 Lê Thánh Tôn\u0000, TP. Hồ Chí Minh' })],
    ['mapUrl', (d) => ({ ...d, mapUrl: 'https://maps.app.goo.gl/\u202Eabc' })],
    ['officeHours.1', (d) => ({ ...d, officeHours: ['Thứ Hai: 8:00–17:30', 'Thứ Bảy\u2028Chủ nhật'] })],
    ['social.facebook', (d) => ({ ...d, social: { ...d.social, facebook: 'https://facebook.com/\uFEFFksv' } })],
    [
      'claims.hotels.source',
      (d) => ({ ...d, claims: { ...d.claims, hotels: { value: '120+', source: 'Khảo sát\u061C 42 khách sạn' } } }),
    ],
    ['claims.rating.value', (d) => ({ ...d, claims: { ...d.claims, rating: { value: '4.9\u200E', source: '' } } })],
  ];

  it.each(placed)('refuses a control or invisible character in %s, as lead fields do', (path, place) => {
    const read = companyDetailsSchema.safeParse(place(valid));
    expect(read.success).toBe(false);
    expect(read.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, unsafe]]);
  });

  it('still takes Vietnamese text, dashes and brackets as typed', () => {
    const read = companyDetailsSchema.safeParse({ ...valid, hotlineHours: '7:30–21:30 hằng ngày (kể cả Chủ nhật)' });
    expect(read.success).toBe(true);
  });
});

describe('the samples', () => {
  it('lists every field still at its sample value and every figure without a source', () => {
    expect(sampleFields(sampleDetails)).toEqual([
      'Hotline',
      'Số Zalo',
      'Email kinh doanh',
      'Địa chỉ văn phòng',
      'Số khách sạn đang dùng (chưa có nguồn)',
      'Điểm đánh giá trung bình (trên 5) (chưa có nguồn)',
      'Mức tăng doanh thu (chưa có nguồn)',
      'Thời gian tiết kiệm (chưa có nguồn)',
    ]);
    expect(sampleFields(valid)).toEqual([
      'Điểm đánh giá trung bình (trên 5) (chưa có nguồn)',
      'Mức tăng doanh thu (chưa có nguồn)',
      'Thời gian tiết kiệm (chưa có nguồn)',
    ]);
  });

  it('states every figure while samples show, and only the sourced ones once they are off', () => {
    expect(Object.keys(shownClaims({ ...valid, showSamples: true }))).toEqual([
      'hotels',
      'rating',
      'revenue',
      'timeSaved',
    ]);
    expect(shownClaims(valid)).toEqual({ hotels: { value: '120+', source: 'Hợp đồng đang hiệu lực, 10/2026' } });
  });
});

describe('siteWith', () => {
  it('puts the details where every page reads them: call and chat links from the numbers as typed', () => {
    const site = siteWith(siteConfig, {
      ...initialDetails(siteConfig),
      ...valid,
      social: { ...valid.social, facebook: 'https://facebook.com/ksv' },
    });
    expect(site.hotline).toEqual({ display: '028 3822 1234', href: 'tel:+842838221234', hours: valid.hotlineHours });
    expect(site.zaloUrl).toBe('https://zalo.me/0912345678');
    expect(site.social).toEqual([{ label: 'Facebook', url: 'https://facebook.com/ksv' }]);
    expect(site.brand).toBe(siteConfig.brand);
  });
});
