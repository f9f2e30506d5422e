// Notifications to staff and visitors: what pages and other features call.
export { htmlDocument, inboxUrl } from './lead-message.ts';
export {
  countVisitorMeetingMails,
  dropPendingMeetingMails,
  enqueueMeetingMails,
  enqueueNotifications,
  failedNotifications,
  hasMeetingMailSince,
  notificationsOf,
  outboxBacklog,
  requeueFailed,
} from './notification.repository.ts';
export type { QueuedMeetingMail } from './notification.repository.ts';
export { channelsOf, emailsMeetingVisitors, meetingChannels, notifyConfig } from './notify-config.ts';
export { announceOutbox } from './outbox-signal.ts';
export { resendFailedPost } from './resend-failed.ts';
export { maxAttempts } from './retry-schedule.ts';
