import { describe, expect, it } from 'vitest';
import { leadSearchText, maxSearchWords, searchWords } from './lead-search-text.ts';

describe('the inbox search text', () => {
  it('folds name, hotel, e-mail, phone (also as digits), message and notes onto one line', () => {
    const who = { name: 'Đặng Thị Hoa', company_name: 'Khách sạn Sông Hàn' };
    const reach = { email: 'Hoa@SongHan.vn', phone: '0912 345 678' };
    const notes = ['Khách hỏi  khóa thẻ từ', 'Gọi lại thứ Hai'];
    const text = leadSearchText({ ...who, ...reach, message: 'Cần kết nối\nBooking.com', notes });
    expect(text).toBe(
      'dang thi hoa khach san song han hoa@songhan.vn 0912 345 678 0912345678 can ket noi booking.com ' +
        'khach hoi khoa the tu goi lai thu hai',
    );
  });

  it('reads a search as its folded words, each once, at most eight', () => {
    expect(searchWords('  Hoa   NGUYỄN hoa ')).toEqual(['hoa', 'nguyen']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(maxSearchWords);
    expect(searchWords('50% km_2026 "x"')).toEqual(['50%', 'km_2026', '"x"']);
  });
});
