import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../sales/phone';
import { phonesIn } from './written-phones';

describe('phonesIn', () => {
  it('gives each number as the lead forms store it (E.164), however it is written', () => {
    const text = 'Gọi 0912.345.678, +84 (0) 912 345 678, 0084 912 345 678 hoặc văn phòng (+65) 6123 4567.';
    expect(phonesIn(text).map((phone) => phone.number)).toEqual([
      '+84912345678',
      '+84912345678',
      '+84912345678',
      normalisePhone('+65 6123 4567'),
    ]);
  });

  it('reads no number into hours, dates and prices', () => {
    expect(phonesIn('Mở cửa 08:00–17:30, 2/12/2026, 02/12/2026 10:00; giá 1.200.000 ₫, 10 phòng.')).toEqual([]);
  });
});
