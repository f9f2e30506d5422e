import type { LeadForm } from '@/lib/leads/lead-forms';

/** One input of a lead form. */
export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'number' | 'textarea';
  autoComplete?: string;
  optional?: boolean;
}

const hotel: FieldSpec = { name: 'company_name', label: 'Tên khách sạn', type: 'text', autoComplete: 'organization' };
const person: FieldSpec = { name: 'name', label: 'Họ và tên', type: 'text', autoComplete: 'name' };
const email: FieldSpec = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' };
const phone: FieldSpec = { name: 'phone', label: 'Số điện thoại', type: 'tel', autoComplete: 'tel' };

/** The inputs of each form, in order. */
export const leadFields: Record<LeadForm, FieldSpec[]> = {
  trial: [hotel, person, email, phone],
  pricing: [hotel, person, email, phone],
  quote: [hotel, person, phone, email],
  // The assistant's handover: a call back, so no e-mail is asked.
  assistant: [person, phone, hotel],
  contact: [
    person,
    hotel,
    email,
    phone,
    { name: 'room_count', label: 'Số phòng', type: 'number', optional: true },
    { name: 'message', label: 'Nội dung tin nhắn', type: 'textarea' },
  ],
  // The slot, mode and address are the booking page's own controls (components/booking).
  demo: [person, hotel, email, phone],
};
