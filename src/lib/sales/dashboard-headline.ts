import { formatCount } from '../format.ts';

/**
 * How much `current` grew against `previous`, as a share of `previous` (0.12 for 12 % more, -0.08 for
 * 8 % fewer); null when the previous period had none, since no share of nothing means anything.
 */
export function changeShare(current: number, previous: number): number | null {
  return previous ? (current - previous) / previous : null;
}

/** '+12% so với kỳ trước', '-8% so với kỳ trước', '0% so với kỳ trước'; worded when the last period had none. */
export function changeLabel(current: number, previous: number): string {
  const share = changeShare(current, previous);
  if (share === null) return 'Kỳ trước không có khách hàng nào';
  const percent = share.toLocaleString('vi-VN', {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  return `${percent} so với kỳ trước`;
}

/** Won leads as a share of the period's leads (0–1); null when no lead came. */
export function conversionRate(won: number, leads: number): number | null {
  return leads ? won / leads : null;
}

/** '3 khách hàng chưa liên hệ', or null when every lead has been contacted. */
export function notContactedLabel(count: number): string | null {
  return count ? `${formatCount(count)} khách hàng chưa liên hệ` : null;
}
