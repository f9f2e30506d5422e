// Notifications to staff and visitors: what pages and other features call.
export { failedNotifications, hasMeetingMailSince, notificationsOf } from './notification.repository.ts';
export { channelsOf, emailsMeetingVisitors, notifyConfig } from './notify-config.ts';
export { resendFailedPost } from './resend-failed.ts';
export { maxAttempts } from './retry-schedule.ts';
