import type { NotificationChannel, NotificationStatus } from '../leads/lead.ts';

/** What each notification channel is called in the inbox. */
export const notificationChannels: Record<NotificationChannel, string> = {
  sales_email: 'Email cho nhóm bán hàng',
  webhook: 'Tin nhắn webhook (chat)',
  visitor_email: 'Email xác nhận cho khách',
  meeting_visitor: 'Thư mời lịch demo cho khách',
  meeting_staff: 'Thư mời lịch demo cho nhân viên',
  push: 'Thông báo trên điện thoại của nhân viên',
};

/** Where a notification stands, as the inbox says it. */
export const notificationStatuses: Record<NotificationStatus, string> = {
  pending: 'Đang chờ gửi',
  sending: 'Đang gửi',
  delivered: 'Đã gửi',
  failed: 'Gửi không thành công',
};
