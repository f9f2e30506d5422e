import { email, hotel, person, phone } from '../lead-fields.ts';
import type { LeadFormView } from '../lead-form-view.ts';
import { requestToasts } from '../lead-toasts.ts';

/** 'Nhận báo giá chi tiết' under the quote /bao-gia worked out. */
export const quoteView: LeadFormView = {
  source: 'Báo giá',
  sourceNamesPlan: true,
  fields: [hotel, person, phone, email],
  submitLabel: 'Gửi yêu cầu báo giá',
  toasts: requestToasts,
  place: { title: () => 'Nhận báo giá chi tiết', path: '/bao-gia', thanksPath: '/cam-on' },
};
