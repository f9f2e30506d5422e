/** 'dd/mm/yyyy' of a calendar date (content dates are dates, not instants: read in UTC). */
export function formatDate(date: Date): string {
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** A count the Vietnamese way: 1245 → '1.245'. */
export function formatCount(count: number): string {
  return count.toLocaleString('vi-VN');
}

/** 'dd/mm/yyyy HH:mm' in Vietnam time (UTC+7) of an ISO instant. */
export function formatDateTime(iso: string): string {
  const local = new Date(Date.parse(iso) + 7 * 60 * 60 * 1000).toISOString();
  return `${formatDate(new Date(local))} ${local.slice(11, 16)}`;
}

/** 'dd/mm/yyyy' of the day in Vietnam (UTC+7) of an ISO instant: when an article went out, a quote's date. */
export function formatVietnamDay(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}

/**
 * An amount in đồng the Vietnamese way: 1200000 → '1.200.000 ₫'. The space is a non-breaking one, so a
 * narrow table cell or a phone's line never leaves '₫' alone at the start of a line.
 */
export function formatVnd(amount: number): string {
  return `${formatCount(amount)}\u00a0₫`;
}
