import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../../tests/fixtures/sample-lead.ts';
import { leadFacts, sourceLabel } from './lead-facts.ts';

const lead = sampleLead;

describe('leadFacts', () => {
  it('reads a demo request in Vietnam time, with its slot, and leaves out nothing it has', () => {
    expect(Object.fromEntries(leadFacts(lead))).toEqual({
      'Thời gian': '23/11/2026 09:00',
      Nguồn: 'Đặt lịch demo',
      'Khách sạn': 'Khách sạn Hoa Sen',
      'Họ tên': 'Nguyễn Văn An',
      Email: 'an@hoasen.vn',
      'Điện thoại': '0901 234 567',
      'Số phòng': null,
      'Nội dung': 'Đặt lịch demo: 25/11/2026 09:00',
      'Lịch demo mong muốn': '25/11/2026 09:00',
      'Trang gửi': '/contact',
      'UTM source / medium': 'facebook',
      'UTM campaign / term / content': 'mua-thu',
      'Trang giới thiệu': null,
    });
  });

  it('names the plan of a pricing lead', () => {
    expect(sourceLabel({ source: 'pricing', plan: 'professional' })).toBe('Bảng giá – Gói Chuyên nghiệp');
    expect(sourceLabel({ source: 'trial', plan: null })).toBe('Dùng thử');
  });
});
