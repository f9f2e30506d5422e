import { describe, expect, it } from 'vitest';
import { recognizeRequest } from './owner-requests';

describe('recognizeRequest', () => {
  it.each([
    ['toi muon dat lich demo', { kind: 'book_demo' }],
    ['Cho mình xem demo phần mềm được không ạ', { kind: 'book_demo' }],
    ['hẹn gặp tư vấn trực tiếp tại khách sạn', { kind: 'book_demo' }],
    ['gọi cho tư vấn giúp em', { kind: 'call' }],
    ['cho xin sdt ben ban hang', { kind: 'call' }],
    ['so hotline la gi', { kind: 'call' }],
    ['báo giá cho 40 phòng', { kind: 'quote', rooms: 40 }],
    ['bao gia lap khoa cho 25 phong', { kind: 'quote', rooms: 25 }],
    ['ks 40p lap ca khoa va the het bao nhieu tien', { kind: 'quote', rooms: 40 }],
    ['nên dùng gói nào cho 80 phòng', { kind: 'plan_advice', rooms: 80 }],
    ['ks 12 phong thi chon goi nao', { kind: 'plan_advice', rooms: 12 }],
    ['goi nao phu hop voi minh', { kind: 'plan_advice' }],
  ])('%s → %o', (question, expected) => {
    expect(recognizeRequest(question)).toEqual(expected);
  });

  it.each([
    'Dùng thử có mất phí không?',
    'Gói Chuyên nghiệp giá bao nhiêu một tháng?',
    'goi co ban toi da bao nhieu phong',
    'gói cơ bản có hỗ trợ hotline không',
    'có gói cho resort không',
    'khóa thông minh giá bao nhiêu một bộ',
    'Văn phòng công ty ở đâu?',
    'Nhân viên mất bao lâu để dùng được?',
    'chi phí chuyển dữ liệu có mất phí không',
    // A feature asked about, not a request (the review's finds).
    'đặt lịch dọn phòng được không',
    'PMS có gọi điện nhắc khách không',
    'phần mềm có lưu số điện thoại khách không',
    'gửi giá phòng lên OTA được không',
    'gói nào có kết nối OTA',
    'có gói cho anh 10 phòng không',
    'tăng thêm phòng thì sao',
    'trả theo năm có ưu đãi không',
    'phần mềm có tích điểm, ưu đãi khách quen không',
  ])('leaves a question to retrieval: %s', (question) => {
    expect(recognizeRequest(question)).toBeNull();
  });

  it('takes a room count a quote accepts, and no other', () => {
    expect(recognizeRequest('báo giá cho 0 phòng')).toEqual({ kind: 'quote' });
    expect(recognizeRequest('báo giá cho 5000 phòng')).toEqual({ kind: 'quote' });
    expect(recognizeRequest('báo giá cho 2000 rooms')).toEqual({ kind: 'quote', rooms: 2000 });
  });
});
