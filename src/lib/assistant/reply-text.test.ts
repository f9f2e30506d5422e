import { describe, expect, it } from 'vitest';
import { replyAsText } from './reply-text.ts';

describe('replyAsText', () => {
  it('gives an answer with the titles of its sources', () => {
    expect(
      replyAsText({
        kind: 'answer',
        text: 'Có, từ gói Chuyên nghiệp.',
        sources: [{ title: 'Phần mềm kết nối được với những kênh OTA nào?', href: '/#faq' }],
      }),
    ).toBe('Có, từ gói Chuyên nghiệp.\nNguồn: Phần mềm kết nối được với những kênh OTA nào?');
  });

  it('says the assistant was not sure, with what it suggested, or alone', () => {
    expect(
      replyAsText({
        kind: 'not_sure',
        related: [
          { title: 'Bảng giá', href: '/bao-gia' },
          { title: 'Khóa thông minh', href: '/san-pham/khoa-thong-minh' },
        ],
      }),
    ).toBe('Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này.\nGợi ý: Bảng giá; Khóa thông minh');
    expect(replyAsText({ kind: 'not_sure', related: [] })).toBe(
      'Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này.',
    );
  });
});
