// What each stored field is called in Vietnamese, where a person reads their data: the owner's page,
// the CSV and the JSON of their copy. One name per column, the same in every table it appears in;
// a column added later without a name here shows its own (personal-data.test.ts asserts every field
// of a person with records everywhere has one).

const fieldLabels: Record<string, string> = {
  contact_id: 'Mã yêu cầu',
  company_name: 'Tên khách sạn',
  name: 'Họ tên',
  email: 'Email',
  phone: 'Số điện thoại',
  message: 'Nội dung',
  room_count: 'Số phòng',
  source: 'Biểu mẫu đã gửi',
  plan: 'Gói quan tâm',
  preferred_time: 'Giờ muốn xem demo',
  page: 'Trang đã gửi',
  utm_source: 'Nguồn chiến dịch (utm_source)',
  utm_medium: 'Kênh chiến dịch (utm_medium)',
  utm_campaign: 'Tên chiến dịch (utm_campaign)',
  utm_term: 'Từ khóa chiến dịch (utm_term)',
  utm_content: 'Nội dung chiến dịch (utm_content)',
  referrer: 'Trang giới thiệu',
  consent_version: 'Phiên bản chính sách đã đồng ý',
  consent_at: 'Thời điểm đồng ý',
  status: 'Trạng thái',
  quote: 'Báo giá',
  created_at: 'Thời điểm tạo',
  updated_at: 'Thời điểm cập nhật',
  next_step_kind: 'Bước tiếp theo',
  next_step_note: 'Ghi chú bước tiếp theo',
  next_step_at: 'Hạn bước tiếp theo',
  first_response_at: 'Lần đầu được liên hệ',
  first_response_minutes: 'Số phút làm việc đến lần đầu được liên hệ',
  owner_response_minutes: 'Số phút làm việc đến lần đầu người phụ trách liên hệ',
  kept_under_contract: 'Giữ theo hợp đồng (1: có)',
  device: 'Loại thiết bị đã gửi',
  kind: 'Loại',
  outcome: 'Kết quả cuộc gọi',
  note: 'Ghi chú',
  position: 'Thứ tự câu hỏi',
  question: 'Câu hỏi',
  answer: 'Câu trả lời',
  answer_verified: 'Câu trả lời được máy chủ xác nhận (1: có)',
  answered_at: 'Thời điểm trả lời',
  starts_at: 'Bắt đầu',
  ends_at: 'Kết thúc',
  mode: 'Hình thức',
  address: 'Địa chỉ',
  meeting_link: 'Liên kết họp trực tuyến',
  sequence: 'Số lần đổi lịch',
  channel: 'Kênh thông báo',
  attempts: 'Số lần gửi',
  next_attempt_at: 'Lần gửi tiếp theo',
  delivered_at: 'Thời điểm gửi xong',
  purpose: 'Mục đích',
  fingerprint: 'Mã kiểm tra nội dung đã gửi',
  at: 'Thời điểm',
  action: 'Thao tác',
  subject: 'Đối tượng',
  detail: 'Chi tiết',
  requested_at: 'Thời điểm yêu cầu gần nhất',
  confirmed_at: 'Thời điểm xác nhận yêu cầu',
  done_at: 'Thời điểm trả lời yêu cầu',
};

/** A stored field's Vietnamese name ('company_name' → 'Tên khách sạn'), or the column's own when it has none. */
export function fieldLabel(column: string): string {
  return Object.hasOwn(fieldLabels, column) ? fieldLabels[column]! : column;
}

/** Whether `column` has a Vietnamese name. */
export const hasFieldLabel = (column: string) => Object.hasOwn(fieldLabels, column);
