import { pushNotices } from '../push/push-settings.ts';

/** One of the member's sessions, as 'Tài khoản của tôi' lists them. */
export interface AccountSession {
  /** The session's key (the SHA-256 of its cookie, not the cookie: it opens nothing). */
  id: string;
  device: string;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The browser looking at the page. */
  current: boolean;
}

/** Problems of the account forms, by field. */
export type AccountProblems = Partial<Record<'name' | 'current' | 'password' | 'confirm', string>>;

/** What the account page says after an action (the `thong-bao` parameter names one). */
export const accountNotices = {
  name_saved: 'Đã lưu họ tên.',
  password_changed: 'Đã đổi mật khẩu. Các phiên đăng nhập khác đã kết thúc.',
  session_ended: 'Đã kết thúc phiên đăng nhập.',
  others_ended: 'Đã kết thúc mọi phiên đăng nhập khác.',
  unchanged: 'Không có gì thay đổi.',
  ...pushNotices,
} as const;

export type AccountNotice = keyof typeof accountNotices;
