/**
 * Everything the audit log records, and how /admin/nhat-ky names it. Adding an action here is the
 * only step before recording it: the filter, the page and the CSV read their labels from this list.
 */
export const auditActions = {
  sign_in: 'Đăng nhập',
  sign_in_failed: 'Đăng nhập sai',
  sign_in_throttled: 'Đăng nhập bị chặn tạm thời',
  sign_out: 'Đăng xuất',
  session_ended: 'Kết thúc phiên đăng nhập',
  password_changed: 'Đổi mật khẩu',
  password_reset_requested: 'Yêu cầu đặt lại mật khẩu',
  password_reset: 'Đặt lại mật khẩu',
  two_factor_enabled: 'Bật xác thực hai bước',
  two_factor_disabled: 'Tắt xác thực hai bước',
  recovery_codes_renewed: 'Tạo mã khôi phục mới',
  two_factor_requirement: 'Đổi yêu cầu xác thực hai bước',
  invitation_sent: 'Gửi lời mời',
  invitation_accepted: 'Nhận lời mời',
  invitation_revoked: 'Thu hồi lời mời',
  account_created: 'Tạo tài khoản',
  role_changed: 'Đổi vai trò',
  account_deactivated: 'Vô hiệu hoá tài khoản',
  account_reactivated: 'Mở lại tài khoản',
  lead_status_changed: 'Đổi trạng thái khách hàng',
  lead_owner_changed: 'Giao khách hàng',
  lead_deleted: 'Xoá khách hàng',
  meeting_marked: 'Ghi kết quả buổi demo',
  meeting_cancelled: 'Hủy lịch demo',
  export_made: 'Xuất CSV',
  notification_resent: 'Gửi lại thông báo',
  taking_leads_changed: 'Đổi trạng thái nhận khách',
  content_published: 'Xuất bản nội dung',
  content_unpublished: 'Gỡ nội dung xuống',
  content_scheduled: 'Hẹn giờ xuất bản',
  content_restored: 'Khôi phục phiên bản',
  image_uploaded: 'Tải ảnh lên',
  company_details_changed: 'Sửa thông tin công ty',
  demo_hours_changed: 'Đổi giờ nhận demo',
  day_off_added: 'Thêm ngày nghỉ của nhân viên',
  day_off_removed: 'Xoá ngày nghỉ của nhân viên',
  closed_day_added: 'Thêm ngày nghỉ của công ty',
  closed_day_renamed: 'Đổi tên ngày nghỉ của công ty',
  closed_day_removed: 'Xoá ngày nghỉ của công ty',
  assistant_synonym_saved: 'Lưu từ đồng nghĩa của trợ lý',
  assistant_synonym_deleted: 'Xóa từ đồng nghĩa của trợ lý',
  assistant_question_attached: 'Gắn câu hỏi vào câu trả lời có sẵn',
  personal_data_looked_up: 'Tra cứu dữ liệu cá nhân',
  personal_data_exported: 'Xuất dữ liệu cá nhân',
  personal_data_corrected: 'Sửa dữ liệu cá nhân',
  personal_data_erased: 'Xóa dữ liệu cá nhân',
  lead_kept_under_contract: 'Giữ khách hàng theo hợp đồng',
  personal_data_request_confirmed: 'Xác nhận yêu cầu về dữ liệu cá nhân',
  personal_data_request_recorded: 'Ghi nhận yêu cầu về dữ liệu cá nhân',
  personal_data_request_done: 'Trả lời yêu cầu về dữ liệu cá nhân',
} as const;

export type AuditAction = keyof typeof auditActions;

/** Whether a value read from a query string names an action. */
export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.hasOwn(auditActions, value);
}

/** One line of the log as /admin/nhat-ky shows it. */
export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  /** Who acted (their address), or null: the command line, or the server itself. */
  actor: string | null;
  subject: string | null;
  detail: string | null;
  address: string | null;
  userAgent: string | null;
}

/** How long the log is kept unless AUDIT_KEEP_DAYS says otherwise. */
export const defaultAuditKeepDays = 365;
