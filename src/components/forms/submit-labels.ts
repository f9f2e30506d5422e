import type { LeadForm } from '@/lib/leads/lead-forms';

/** Each lead form's button, the same with JavaScript (islands) and without (/gui-yeu-cau). */
export const submitLabels: Record<LeadForm, string> = {
  trial: 'Đăng ký dùng thử',
  pricing: 'Gửi yêu cầu',
  contact: 'Gửi tin nhắn',
  demo: 'Đặt lịch demo',
  quote: 'Gửi yêu cầu báo giá',
  assistant: 'Gặp nhân viên tư vấn',
};
