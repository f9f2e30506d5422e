import { formatCount, formatVnd } from '../format.ts';
import type { QuoteEstimate, QuoteLine, QuoteSoftware } from './estimate-quote.ts';

// How a quote reads, in one place: the page, the lead's page in the inbox and the notifications use
// the same labels and phrasing.

export const quoteLabels = {
  oneTime: 'Tổng chi phí một lần',
  firstYear: 'Tổng năm đầu',
  perRoomPerMonth: 'Bình quân mỗi phòng mỗi tháng (năm đầu)',
  onRequest: 'Liên hệ',
  note: 'Giá tham khảo tính theo bảng giá hiện hành, chưa gồm VAT. Báo giá chi tiết gửi kèm điều kiện lắp đặt và bảo hành.',
} as const;

/** '35 bộ × 3.200.000 ₫' */
export function lineQuantity(line: QuoteLine): string {
  return `${formatCount(line.quantity)} ${line.unit} × ${formatVnd(line.unitPriceVnd)}`;
}

/** 'Gói Chuyên nghiệp, trả theo năm (10 tháng)' */
export function softwareTitle(software: QuoteSoftware): string {
  const period = software.billing === 'nam' ? `trả theo năm (${software.monthsBilledPerYear} tháng)` : 'trả theo tháng';
  return `Phần mềm ${software.planName}, ${period}`;
}

/** '1.200.000 ₫/tháng', '12.000.000 ₫/năm' or 'Liên hệ'. */
export function softwareAmount(software: QuoteSoftware): string {
  if (software.amountVnd === null) return quoteLabels.onRequest;
  return `${formatVnd(software.amountVnd)}/${software.billing === 'nam' ? 'năm' : 'tháng'}`;
}

/** 'Tiết kiệm 2.400.000 ₫ so với trả theo tháng', or null. */
export function yearlySaving(software: QuoteSoftware): string | null {
  return software.yearlySavingVnd ? `Tiết kiệm ${formatVnd(software.yearlySavingVnd)} so với trả theo tháng` : null;
}

/** An amount, or 'Liên hệ' when the plan is priced on request. */
export const amountOrOnRequest = (amount: number | null) =>
  amount === null ? quoteLabels.onRequest : formatVnd(amount);

/** The quote's headline: '35 phòng · Gói Chuyên nghiệp' (with why the plan differs from the one asked for). */
export function quoteHeadline(estimate: QuoteEstimate): string {
  const raised = estimate.planRaised ? ' (gói đã chọn không đủ cho số phòng này)' : '';
  return `${formatCount(estimate.rooms)} phòng · ${estimate.software.planName}${raised}`;
}

/** The whole quote as plain lines, for the inbox and the notifications. */
export function quoteText(estimate: QuoteEstimate): string {
  const saving = yearlySaving(estimate.software);
  return [
    quoteHeadline(estimate),
    ...estimate.lines.map((line) => `${line.label}: ${lineQuantity(line)} = ${formatVnd(line.amountVnd)}`),
    `${quoteLabels.oneTime}: ${formatVnd(estimate.oneTimeVnd)}`,
    `${softwareTitle(estimate.software)}: ${softwareAmount(estimate.software)}${saving ? ` (${saving.toLowerCase()})` : ''}`,
    `${quoteLabels.firstYear}: ${amountOrOnRequest(estimate.firstYearVnd)}`,
    `${quoteLabels.perRoomPerMonth}: ${amountOrOnRequest(estimate.perRoomPerMonthVnd)}`,
  ].join('\n');
}
