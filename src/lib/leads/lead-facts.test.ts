import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../../tests/fixtures/sample-lead.ts';
import { estimateQuote } from '../quote/estimate-quote.ts';
import { testCatalogue } from '../quote/quote-fixture.ts';
import { storedQuoteJson } from '../quote/stored-quote.ts';
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
      'Báo giá': null,
      'Lịch demo': 'Thứ Tư, 25/11 · 09:00',
      'Trang gửi': '/contact',
      'UTM source / medium': 'facebook',
      'UTM campaign / term / content': 'mua-thu',
      'Trang giới thiệu': null,
    });
  });

  it('lists a quote lead’s estimate line by line, under its plan', () => {
    const input = { rooms: 12, plan: undefined, billing: 'nam' as const, quantities: { khoa: 0 } };
    const quote = storedQuoteJson(input, estimateQuote(input, testCatalogue));
    const facts = Object.fromEntries(leadFacts({ ...lead, source: 'quote', plan: 'basic', room_count: 12, quote }));
    expect(facts['Nguồn']).toBe('Báo giá – Gói Cơ bản');
    expect(facts['Báo giá']).toBe(
      [
        '12 phòng · Gói Cơ bản',
        'Thẻ từ RFID: 24 thẻ × 15.000\u00a0₫ = 360.000\u00a0₫',
        'Tổng chi phí một lần: 360.000\u00a0₫',
        'Phần mềm Gói Cơ bản, trả theo năm (10 tháng): 5.000.000\u00a0₫/năm (tiết kiệm 1.000.000\u00a0₫ so với trả theo tháng)',
        'Tổng năm đầu: 5.360.000\u00a0₫',
        'Bình quân mỗi phòng mỗi tháng (năm đầu): 37.222\u00a0₫',
      ].join('\n'),
    );
    expect(leadFacts({ ...lead, quote: '{not json' }).find(([label]) => label === 'Báo giá')?.[1]).toBeNull();
  });

  it('names the plan of a pricing lead', () => {
    expect(sourceLabel({ source: 'pricing', plan: 'professional' })).toBe('Bảng giá – Gói Chuyên nghiệp');
    expect(sourceLabel({ source: 'trial', plan: null })).toBe('Dùng thử');
    // A code no plan has (a plan since withdrawn) is left out rather than shown raw.
    expect(sourceLabel({ source: 'pricing', plan: 'gold' })).toBe('Bảng giá');
  });
});
