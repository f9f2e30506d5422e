import { email, hotel, person, phone } from '../lead-fields.ts';
import type { LeadFormView } from '../lead-form-view.ts';
import { messageToasts } from '../lead-toasts.ts';

/** The contact page's message form. */
export const contactView: LeadFormView = {
  source: 'Liên hệ',
  fields: [
    person,
    hotel,
    email,
    phone,
    { name: 'room_count', label: 'Số phòng', type: 'number', optional: true },
    { name: 'message', label: 'Nội dung tin nhắn', type: 'textarea' },
  ],
  submitLabel: 'Gửi tin nhắn',
  toasts: messageToasts,
  place: { title: () => 'Gửi tin nhắn cho chúng tôi', path: '/contact', thanksPath: '/cam-on' },
};
