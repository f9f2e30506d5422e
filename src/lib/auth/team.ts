import type { StaffRole } from './staff-roles';

/** A member of the team as /admin/nhan-vien lists them. */
export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  twoFactor: boolean;
  /** Sales accounts: whether new leads are dealt to them ('Đang nhận khách'). */
  takingLeads: boolean;
  createdAt: string;
}

/** An invitation not yet accepted, withdrawn or expired. */
export interface OpenInvitation {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: string;
}

/** What the team page says after an action (the `thong-bao` parameter names one). */
export const teamNotices = {
  invited: 'Đã gửi lời mời qua email.',
  role_changed: 'Đã đổi vai trò.',
  deactivated: 'Đã khoá tài khoản. Mọi phiên đăng nhập của tài khoản đã kết thúc.',
  reactivated: 'Đã mở lại tài khoản.',
  revoked: 'Đã thu hồi lời mời.',
  last_owner: 'Không thể đổi vai trò hoặc khoá người quản trị cuối cùng đang hoạt động.',
  account_exists: 'Email này đã có tài khoản.',
  invalid_email: 'Email không hợp lệ.',
  unchanged: 'Không có gì thay đổi.',
  two_factor_required: 'Đã bắt buộc xác thực hai bước: tài khoản chưa bật sẽ được yêu cầu bật ở lần truy cập tới.',
  two_factor_optional: 'Xác thực hai bước không còn bắt buộc.',
} as const;

export type TeamNotice = keyof typeof teamNotices;

/** Whether a notice is a refusal (shown as an alert rather than a status). */
export const isTeamProblem = (notice: TeamNotice) =>
  notice === 'last_owner' || notice === 'account_exists' || notice === 'invalid_email';
