// What /admin/lich-hen and /admin/ngay-nghi say after a change (post, redirect, get: '?thong-bao=').

export const availabilityNotices = {
  hours_saved: 'Đã lưu giờ nhận demo và đường dẫn họp.',
  day_off_added: 'Đã thêm ngày nghỉ.',
  day_off_removed: 'Đã xoá ngày nghỉ.',
  day_off_missing: 'Ngày nghỉ này không còn trong danh sách.',
} as const;
export type AvailabilityNotice = keyof typeof availabilityNotices;

export const closedDayNotices = {
  added: 'Đã thêm ngày nghỉ của công ty.',
  renamed: 'Đã đổi tên ngày nghỉ.',
  removed: 'Đã xoá ngày nghỉ.',
  missing: 'Ngày này không còn trong danh sách.',
} as const;
export type ClosedDayNotice = keyof typeof closedDayNotices;

/** The notice named by a query string's value, if it names one. */
export function noticeOf<T extends Record<string, string>>(notices: T, key: string | null): T[keyof T] | undefined {
  return key && Object.hasOwn(notices, key) ? notices[key as keyof T] : undefined;
}

/** What a form post that names no known action is told (400). */
export const unknownActionMessage = 'Thao tác không hợp lệ.';

/** What a day that is already a closed day is told. */
export const closedDayTakenMessage = 'Ngày này đã có trong danh sách: đổi tên ở bên dưới nếu cần.';
