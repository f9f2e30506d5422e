import { describe, expect, it } from 'vitest';
import { slugFromTitle, slugPattern } from './slug.ts';

describe('slugFromTitle', () => {
  it.each([
    ['Hướng dẫn tích hợp PMS với OTA', 'huong-dan-tich-hop-pms-voi-ota'],
    ['Đặt phòng trực tiếp: giảm 15% hoa hồng!', 'dat-phong-truc-tiep-giam-15-hoa-hong'],
    ['  Khoá   thông minh  ', 'khoa-thong-minh'],
  ])('writes %j as %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slugPattern.test(slug)).toBe(true);
  });

  it('keeps addresses to 80 characters without a trailing hyphen', () => {
    const slug = slugFromTitle('Quản lý khách sạn '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});
