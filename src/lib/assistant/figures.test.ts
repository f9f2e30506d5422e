import { describe, expect, it } from 'vitest';
import { ungroundedFigures } from './figures';

const plan = 'Gói Chuyên nghiệp\n1.200.000 ₫/tháng. Cho khách sạn đang phát triển. Trả trước 12 tháng giảm 10%.';

describe('ungroundedFigures', () => {
  it('accepts a price, a percentage and a month count the passage holds, however written', () => {
    expect(ungroundedFigures('Dạ, gói Chuyên nghiệp 1.200.000 ₫ mỗi tháng, trả trước giảm 10%.', plan)).toEqual([]);
    expect(ungroundedFigures('Khoảng 1,2 triệu đồng/tháng, tức 1200000đ.', plan)).toEqual([]);
  });

  it('names a price, a discount and a large number the passage does not hold', () => {
    expect(ungroundedFigures('Anh/chị được giảm 50% còn 990.000 ₫, hoặc 2 triệu cho năm 2027.', plan)).toEqual([
      '50%',
      '990.000 ₫',
      '2 triệu',
      '2027',
    ]);
    expect(ungroundedFigures('Chỉ $49 mỗi tháng', plan)).toEqual(['$49']);
    expect(ungroundedFigures('Gọi 1900 6868 để được giảm năm phần trăm', plan)).toEqual(['1900', '6868']);
  });

  it('lets small bare numbers through: rooms, days, steps', () => {
    expect(ungroundedFigures('Khách sạn 35 phòng lắp trong 2 ngày, hỗ trợ 24/7, 3 bước.', plan)).toEqual([]);
  });

  it('does not read a word beginning with a unit letter as a unit', () => {
    expect(ungroundedFigures('5 khách, 3 đêm, 7 tầng', plan)).toEqual([]);
  });
});
