import type { LeadForm } from '@/lib/leads/lead-forms';
import { email, hotel, person, phone, type FieldSpec } from './lead-fields';
import { messageToasts, requestToasts, type LeadFormToasts } from './lead-toasts';

/** How a lead form looks, the same with JavaScript (islands) and without (/gui-yeu-cau). */
export interface LeadFormView {
  /** Its inputs, in order. */
  fields: FieldSpec[];
  submitLabel: string;
  toasts: LeadFormToasts;
}

/** Each lead form's inputs, button and toasts. */
export const leadFormViews: Record<LeadForm, LeadFormView> = {
  trial: { fields: [hotel, person, email, phone], submitLabel: 'Đăng ký dùng thử', toasts: requestToasts },
  pricing: { fields: [hotel, person, email, phone], submitLabel: 'Gửi yêu cầu', toasts: requestToasts },
  contact: {
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
  },
  // The slot, mode and address are the booking page's own controls (components/booking).
  demo: { fields: [person, hotel, email, phone], submitLabel: 'Đặt lịch demo', toasts: requestToasts },
  quote: { fields: [hotel, person, phone, email], submitLabel: 'Gửi yêu cầu báo giá', toasts: requestToasts },
  // The assistant's handover: a call back, so no e-mail is asked.
  assistant: { fields: [person, phone, hotel], submitLabel: 'Gặp nhân viên tư vấn', toasts: requestToasts },
};
