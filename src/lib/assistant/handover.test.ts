import { describe, expect, it } from 'vitest';
import { asksForPerson } from './handover';

describe('asksForPerson', () => {
  it.each([
    'Cho em gặp nhân viên tư vấn',
    'gui bao gia cho khach san 30 phong',
    'Làm sao để liên hệ bộ phận kinh doanh?',
    'gọi lại cho tôi sau 5h nhé',
    'Tôi muốn nói chuyện với người thật',
  ])('hears a request for a person or a quote in %j', (question) => {
    expect(asksForPerson(question)).toBe(true);
  });

  // 'nhân viên' as the hotel's own staff learning the software is a question, not a request.
  it.each(['Gói Chuyên nghiệp giá bao nhiêu?', 'co ket noi agoda khong', 'Nhân viên mất bao lâu để dùng được?'])(
    'leaves %j to the answer',
    (question) => {
      expect(asksForPerson(question)).toBe(false);
    },
  );
});
