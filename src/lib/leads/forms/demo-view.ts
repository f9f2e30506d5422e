import { email, hotel, person, phone } from '../lead-fields.ts';
import type { LeadFormView } from '../lead-form-view.ts';
import { requestToasts } from '../lead-toasts.ts';

/** A demo booked on /dat-lich-demo; the slot, mode and address are the booking page's own controls (components/booking). */
export const demoView: LeadFormView = {
  source: 'Đặt lịch demo',
  fields: [person, hotel, email, phone],
  submitLabel: 'Đặt lịch demo',
  toasts: requestToasts,
  place: {
    title: () => 'Đặt lịch demo miễn phí',
    path: '/contact',
    thanksPath: '/cam-on',
    // A demo is booked in a real free slot, on its own page.
    movedTo: '/dat-lich-demo',
  },
};
