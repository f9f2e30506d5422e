import { describe, expect, it } from 'vitest';
import type { ContactRow } from '../../server/db/database.ts';
import { leadFacts, sourceLabel } from './lead-facts.ts';

const lead: ContactRow = {
  id: '5f0c2a52-6f7e-4f47-9d0e-1f4a7c3b9e10',
  company_name: 'Khách sạn Hoa Sen',
  name: 'Nguyễn Văn An',
  email: 'an@hoasen.vn',
  phone: '0901 234 567',
  message: 'Đặt lịch demo: 25/11/2026 09:00',
  room_count: null,
  source: 'demo',
  plan: null,
  preferred_time: '2026-11-25T09:00',
  page: '/contact',
  utm_source: 'facebook',
  utm_medium: null,
  utm_campaign: 'mua-thu',
  utm_term: null,
  utm_content: null,
  referrer: null,
  consent_version: '2026-11-22',
  consent_at: '2026-11-23T02:00:00.000Z',
  status: 'new',
  search_text: '',
  created_at: '2026-11-23T02:00:00.000Z',
};

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
