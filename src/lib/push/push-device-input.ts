import { z } from 'zod';
import type { PushSubscriptionInput } from './push-settings.ts';

// What a browser posts when it turns push on: PushSubscription.toJSON(). The keys are fixed sizes
// (a P-256 point of 65 bytes, a 16-byte secret), so anything else is not a browser's.

const base64url = (length: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .length(length);

/** A push service's address as browsers give it: printable ASCII only (no NUL, no spaces). */
const endpoint = z
  .string()
  .min(10)
  .max(1000)
  .regex(/^[\x21-\x7e]+$/);

export const pushSubscriptionSchema: z.ZodType<PushSubscriptionInput> = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(87), auth: base64url(22) }),
});

/**
 * The device endpoint's actions and what each carries. 'refresh' moves this browser's subscription to
 * the session it is signed in with now, so signing this session out silences it.
 */
export const pushDeviceRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('subscribe'), subscription: pushSubscriptionSchema }),
  z.object({ action: z.literal('unsubscribe'), endpoint }),
  z.object({ action: z.literal('test'), endpoint }),
  z.object({ action: z.literal('refresh'), endpoint }),
]);
export type PushDeviceRequest = z.infer<typeof pushDeviceRequestSchema>;

/** The most devices one member may have: a phone, a tablet, a few browsers. */
export const maxDevicesPerMember = 10;

/** What the device endpoint answers, in Vietnamese: the island shows `message` as it is. */
export const pushDeviceMessages = {
  subscribed: 'Đã bật thông báo trên điện thoại này.',
  refreshed: 'Thiết bị này gắn với phiên đăng nhập hiện tại.',
  taken:
    'Trình duyệt này đang nhận thông báo cho một tài khoản khác. Đăng nhập tài khoản đó và tắt thông báo trước, rồi bật lại.',
  unsubscribed: 'Đã tắt thông báo trên điện thoại này.',
  test_sent: 'Đã gửi thông báo thử. Điện thoại sẽ hiện nó trong vài giây.',
  invalid: 'Trình duyệt gửi thông tin đăng ký không hợp lệ. Hãy tải lại trang rồi bật lại.',
  refused_endpoint:
    'Địa chỉ nhận thông báo của trình duyệt này không được chấp nhận (phải là dịch vụ thông báo công khai qua https).',
  too_many: `Tài khoản đã có ${maxDevicesPerMember} thiết bị nhận thông báo. Gỡ bớt một thiết bị rồi bật lại.`,
  unknown_device: 'Thiết bị này chưa bật thông báo.',
  gone: 'Dịch vụ thông báo của trình duyệt không còn nhận thiết bị này. Hãy bật lại thông báo.',
  send_failed: 'Chưa gửi được: dịch vụ thông báo của trình duyệt không trả lời. Thử lại sau ít phút.',
  rate_limited: 'Vừa gửi thử nhiều lần. Vui lòng chờ một phút rồi thử lại.',
} as const;
