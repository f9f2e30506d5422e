import { describe, expect, it } from 'vitest';
import { conversationTooLong } from '../assistant/conversation-schema';
import type { LeadForm } from './lead-forms';
import { fieldErrors, newsletterSchema, schemaFor } from './lead-schemas';

// What each form says about a wrong field: the message the visitor reads beside it, the same in the
// browser and on the server (which stores nothing then: tests/integration/lead-service.test.ts).

// Monday 23 November 2026, 09:00 in Vietnam.
const now = new Date('2026-11-23T02:00:00Z');

const trial = {
  company_name: 'Khách sạn Hoa Sen',
  name: 'Nguyễn Văn An',
  email: 'an@hoasen.vn',
  phone: '0901 234 567',
};
const contact = {
  name: 'Trần Thị Bích',
  company_name: 'Resort Biển Xanh',
  email: 'bich@bienxanh.vn',
  phone: '0912 345 678',
  room_count: '45',
  message: 'Tôi muốn tìm hiểu phần mềm cho 45 phòng.',
};

/** Each field's first message for `fields` sent on `form`, or undefined when the form takes them. */
function errorsOf(form: LeadForm, fields: Record<string, unknown>) {
  const result = schemaFor(form, now).safeParse(fields);
  return result.success ? undefined : fieldErrors(result.error);
}

describe('the lead forms’ schemas', () => {
  it.each([
    ['trial', trial],
    ['pricing', { ...trial, plan: 'professional' }],
    ['contact', contact],
    ['demo', { ...contact, slot: '2026-11-24T10:30', mode: 'online' }],
    ['demo', { ...contact, slot: '2026-11-24T10:00', mode: 'onsite', address: '12 Trần Phú, Nha Trang' }],
  ] as const)('take a well-filled %s form (%j)', (form, fields) => {
    expect(errorsOf(form, fields)).toBeUndefined();
  });

  it.each([
    ['trial', 'company_name', 'Tên khách sạn không được để trống', { ...trial, company_name: '  ' }],
    ['trial', 'name', 'Họ tên không được để trống', { ...trial, name: '' }],
    ['trial', 'email', 'Email không hợp lệ', { ...trial, email: 'an@' }],
    ['trial', 'phone', 'Số điện thoại không được để trống', { ...trial, phone: '' }],
    ['trial', 'phone', 'Số điện thoại không hợp lệ.', { ...trial, phone: '0901<script>' }],
    ['trial', 'name', 'Họ tên phải có ít nhất 2 ký tự.', { ...trial, name: 'A' }],
    ['trial', 'phone', 'Số điện thoại không hợp lệ.', { ...trial, phone: '123' }],
    ['trial', 'name', 'Họ tên tối đa 100 ký tự', { ...trial, name: 'A'.repeat(101) }],
    ['trial', 'name', 'Giá trị không hợp lệ', { ...trial, name: 42 }],
    ['pricing', 'plan', 'Gói không hợp lệ', { ...trial, plan: 'vip' }],
    ['contact', 'name', 'Họ và tên phải có ít nhất 2 ký tự.', { ...contact, name: 'A' }],
    ['contact', 'company_name', 'Tên khách sạn phải có ít nhất 2 ký tự.', { ...contact, company_name: 'K' }],
    ['contact', 'email', 'Địa chỉ email không hợp lệ.', { ...contact, email: 'bich.bienxanh.vn' }],
    ['contact', 'phone', 'Số điện thoại không hợp lệ.', { ...contact, phone: '090123' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: '0' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: '12.5' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: 'mười' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: '0x10' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: '1e3' }],
    ['contact', 'room_count', 'Số phòng phải là số nguyên dương.', { ...contact, room_count: ' +12' }],
    [
      'trial',
      'name',
      'Họ tên chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
      { ...trial, name: 'Lan\n\nXem và xử lý trong hộp thư: https://evil.example/admin/login' },
    ],
    [
      'trial',
      'company_name',
      'Tên khách sạn chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
      { ...trial, company_name: 'Hoa Sen\r\nBcc: x@evil.example' },
    ],
    ['trial', 'phone', 'Số điện thoại không hợp lệ.', { ...trial, phone: '0901\n234 567' }],
    ['trial', 'email', 'Email không hợp lệ', { ...trial, email: 'an@hoasen.vn\u0000' }],
    [
      'contact',
      'name',
      'Họ và tên chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
      { ...contact, name: 'Trần \u202Egnp.exe' },
    ],
    [
      'contact',
      'company_name',
      'Tên khách sạn chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
      { ...contact, company_name: 'Resort\u200B Biển' },
    ],
    [
      'contact',
      'message',
      'Nội dung tin nhắn chứa ký tự không hợp lệ (ký tự điều khiển hoặc ký tự ẩn).',
      { ...contact, message: 'Tôi cần tư vấn\u0000 cho khách sạn.' },
    ],
    ...(
      ['2026-13-01T10:00', '2026-12-32T10:00', '2026-00-10T10:00', '2026-02-30T10:00', '26-12-01T10:00'] as const
    ).map((slot) => ['demo', 'slot', 'Vui lòng chọn một khung giờ.', { ...contact, slot, mode: 'online' }] as const),
    ['contact', 'message', 'Nội dung tin nhắn phải có ít nhất 10 ký tự.', { ...contact, message: 'Ngắn quá' }],
    ['contact', 'message', 'Nội dung tin nhắn tối đa 5000 ký tự.', { ...contact, message: 'x'.repeat(5001) }],
    [
      'demo',
      'slot',
      'Khung giờ này đã qua, vui lòng chọn giờ khác.',
      { ...contact, slot: '2026-11-22T10:00', mode: 'online' },
    ],
    [
      'demo',
      'address',
      'Vui lòng nhập địa chỉ khách sạn để nhân viên đến demo.',
      { ...contact, slot: '2026-11-24T10:00', mode: 'onsite' },
    ],
    // Three characters, five UTF-16 units: too short for an address, as a person counts.
    [
      'demo',
      'address',
      'Vui lòng nhập địa chỉ khách sạn để nhân viên đến demo.',
      { ...contact, slot: '2026-11-24T10:00', mode: 'onsite', address: '¡𐀀𐀀' },
    ],
  ] as const)('refuse %s when %s is wrong (%j), with the message', (form, field, message, fields) => {
    expect(errorsOf(form, fields)).toMatchObject({ [field]: message });
  });

  describe('of the assistant’s handover', () => {
    const conversation = [
      { question: 'Có kết nối Agoda không?', answer: 'Có, từ gói Chuyên nghiệp.\nNguồn: Kết nối OTA' },
      { question: 'Giảm giá 50% được không?', answer: 'Trợ lý chưa tìm được câu trả lời chắc chắn cho câu hỏi này.' },
    ];
    const handover = (fields: Record<string, unknown> = {}) => ({
      name: 'Khách 1',
      phone: '0900000001',
      company_name: 'Homestay số 1',
      page: '/tin-tuc',
      conversation,
      ...fields,
    });
    const tooMany = Array.from({ length: 11 }, () => conversation[0]!);
    const invalid = 'Cuộc trò chuyện gửi kèm không hợp lệ.';

    it('takes a handover with its conversation, its JSON text, an empty one or none', () => {
      const { conversation: _none, ...unsent } = handover();
      for (const fields of [
        handover(),
        handover({ conversation: JSON.stringify(conversation) }),
        handover({ conversation: [] }),
        unsent,
      ])
        expect(errorsOf('assistant', fields)).toBeUndefined();
    });

    it.each([
      ['11 turns', tooMany, conversationTooLong],
      ['11 turns as JSON text', JSON.stringify(tooMany), conversationTooLong],
      ['an answer of 2,001 characters', [{ question: 'Giá?', answer: 'đ'.repeat(2001) }], conversationTooLong],
      ['one turn, not a list', { question: 'Giá?', answer: 'Không rõ' }, invalid],
      ['broken JSON text', '[{"question":', invalid],
    ])('refuses a conversation of %s, with its message', (_case, refused, message) => {
      expect(errorsOf('assistant', handover({ conversation: refused }))).toEqual({ conversation: message });
    });

    it('checks name, phone and hotel as the lead forms do, with their messages', () => {
      expect(errorsOf('assistant', handover({ name: 'A', phone: '12345', company_name: '' }))).toEqual({
        name: 'Họ tên phải có ít nhất 2 ký tự.',
        phone: 'Số điện thoại không hợp lệ.',
        company_name: 'Tên khách sạn không được để trống',
      });
    });
  });

  describe('of the newsletter box', () => {
    const errorsOfBox = (fields: Record<string, unknown>) => {
      const result = newsletterSchema.safeParse(fields);
      return result.success ? undefined : fieldErrors(result.error);
    };

    it('takes an address with the consent ticked', () => {
      expect(errorsOfBox({ email: 'lan@hoasen.vn', consent: 'on' })).toBeUndefined();
    });

    it('refuses a bad address and a missing consent tick, with their messages', () => {
      expect(errorsOfBox({ email: 'lan@', consent: 'on' })).toEqual({ email: 'Email không hợp lệ' });
      expect(errorsOfBox({ email: 'lan@hoasen.vn' })).toEqual({ consent: 'Vui lòng đồng ý nhận bản tin qua email.' });
    });
  });
});
