// What rings on a member's phone, and the words the settings show. Shared by the account page (the
// form) and the server (who gets which push).

/** The events a push is sent for; each is a notification row's `purpose` on channel 'push'. */
export const pushEvents = [
  'new_lead',
  'demo_booked',
  'demo_moved',
  'demo_cancelled',
  'untouched_15',
  'untouched_30',
] as const;
export type PushEvent = (typeof pushEvents)[number];

/** A member's choices; no row in push_settings means these defaults. */
export interface PushSettings {
  /** A new lead dealt to me (to an owner: a new lead nobody took). */
  newLead: boolean;
  /** A demo booked, moved or cancelled on my calendar. */
  demos: boolean;
  /** A lead of mine untouched 15 office minutes after it came (to an owner: anyone's, at 30). */
  untouched: boolean;
  /** Outside my office hours pushes wait for the next office hour instead of ringing. */
  quietHours: boolean;
  /** The lock screen shows only 'Có khách hàng mới'. */
  hideDetails: boolean;
}

export const defaultPushSettings: PushSettings = {
  newLead: true,
  demos: true,
  untouched: true,
  quietHours: true,
  hideDetails: false,
};

/** Which setting turns an event on. */
export const settingOfEvent: Record<PushEvent, keyof PushSettings> = {
  new_lead: 'newLead',
  demo_booked: 'demos',
  demo_moved: 'demos',
  demo_cancelled: 'demos',
  untouched_15: 'untouched',
  untouched_30: 'untouched',
};

/** Office minutes after a lead came, untouched, when its salesperson (15) and then the owners (30) are told. */
export const escalationMinutes = { untouched_15: 15, untouched_30: 30 } as const;

/** The settings form's checkboxes, as the page names them (owners read the escalation line otherwise). */
export function pushSettingLabels(owner: boolean): Record<keyof PushSettings, string> {
  return {
    newLead: owner ? 'Khách hàng mới giao cho tôi, và khách hàng mới chưa có ai nhận' : 'Khách hàng mới giao cho tôi',
    demos: 'Lịch demo của tôi được đặt, đổi giờ hoặc hủy',
    untouched: owner
      ? 'Khách hàng chưa ai liên hệ sau 15 phút làm việc (của tôi), sau 30 phút (của cả nhóm)'
      : 'Khách hàng của tôi chưa được liên hệ sau 15 phút làm việc',
    quietHours: 'Ngoài giờ làm việc của tôi: giữ lại, gửi vào đầu giờ làm việc kế tiếp',
    hideDetails: 'Ẩn chi tiết trên màn hình khóa (chỉ hiện "Có khách hàng mới")',
  };
}

/** What a member's browser sends when it turns push on (PushSubscription.toJSON()). */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One of my devices, as 'Tài khoản' lists them. */
export interface PushDevice {
  id: string;
  device: string;
  createdAt: string;
  lastSentAt: string | null;
}

/** What the account page's push section shows. */
export interface PushSection {
  /** The VAPID public key (base64url) the browser subscribes with. */
  publicKey: string;
  devices: PushDevice[];
  /** The devices' push addresses: the switch tells whether this browser is one of them. */
  endpoints: string[];
  settings: PushSettings;
  owner: boolean;
}

/** The notices a push action comes back with (?thong-bao=…), next to the account page's own. */
export const pushNotices = {
  push_on: 'Đã bật thông báo trên điện thoại này. Bấm "Gửi thử" để nghe thử.',
  push_off: 'Đã tắt thông báo trên điện thoại này.',
  push_saved: 'Đã lưu cài đặt thông báo.',
  push_removed: 'Đã gỡ thiết bị. Thiết bị đó không còn nhận thông báo.',
} as const;
export type PushNotice = keyof typeof pushNotices;
