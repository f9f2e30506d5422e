import { formatVnd } from '../lib/format.ts';

/** A plan of the pricing table; also the source of the structured-data offers. */
export interface PricingPlan {
  /** Stable id, used in URLs, forms and stored leads. */
  id: 'trial' | 'basic' | 'professional' | 'enterprise';
  name: string;
  /** Shown instead of the monthly price ('15 ngày', 'Liên hệ'); a paid plan's comes from `monthlyPriceVnd`. */
  priceLabel?: string;
  /** Suffix after the price, e.g. '/tháng'; empty for 'Liên hệ'. */
  period: string;
  /** Monthly price in VND for offers; null when quoted on request. */
  monthlyPriceVnd: number | null;
  /** The most rooms the plan covers (the quote page suggests a plan by it); null: no limit. */
  maxRooms: number | null;
  description: string;
  features: string[];
  /** Marked 'Phổ biến nhất' and visually emphasised. */
  popular?: boolean;
  /** Label of the card's button. */
  cta: string;
}

/** Terms that hold for every paid plan. */
export const pricingTerms = {
  /** Paying a year at once costs this many months' price (10: two months free). */
  monthsBilledPerYear: 10,
} as const;

/** The card's price: its label, or the monthly price in full đồng ('500.000 ₫', as the quote writes it). */
export function planPriceLabel(plan: Pick<PricingPlan, 'priceLabel' | 'monthlyPriceVnd'>): string {
  return plan.priceLabel ?? (plan.monthlyPriceVnd === null ? '' : formatVnd(plan.monthlyPriceVnd));
}

/** The trial form's title, on the landing page, in the pricing dialog and on /gui-yeu-cau. */
export const trialRequestTitle = 'Đăng ký dùng thử miễn phí';

/**
 * Title of a plan's request form: 'Đăng ký Gói Cơ bản'. A plan's name keeps its capitals; the trial's
 * card title is a common phrase, so mid-sentence it is lower-case. 'Đăng ký' alone for an unknown plan.
 */
export function planRequestTitle(id: string, name: string | undefined): string {
  if (id === 'trial') return trialRequestTitle;
  return name ? `Đăng ký ${name}` : 'Đăng ký';
}

export const pricingPlans: PricingPlan[] = [
  {
    id: 'trial',
    name: 'Dùng thử miễn phí',
    priceLabel: '15 ngày',
    period: '',
    monthlyPriceVnd: 0,
    maxRooms: null,
    description: 'Trải nghiệm đầy đủ trước khi quyết định.',
    features: [
      'Không cần thẻ tín dụng',
      'Đầy đủ tính năng',
      'Không giới hạn số phòng',
      'Hỗ trợ qua hotline 8:00–22:00',
    ],
    cta: 'Bắt đầu dùng thử',
  },
  {
    id: 'basic',
    name: 'Gói Cơ bản',
    period: '/tháng',
    monthlyPriceVnd: 500_000,
    maxRooms: 20,
    description: 'Cho nhà nghỉ và khách sạn nhỏ.',
    features: [
      'Tối đa 20 phòng',
      'Quản lý đặt phòng cơ bản',
      'Báo cáo cơ bản',
      'Hỗ trợ qua email và hotline 8:00–22:00',
      'Trực sự cố 24/7',
    ],
    cta: 'Chọn gói Cơ bản',
  },
  {
    id: 'professional',
    name: 'Gói Chuyên nghiệp',
    period: '/tháng',
    monthlyPriceVnd: 1_200_000,
    maxRooms: 100,
    description: 'Cho khách sạn đang phát triển.',
    features: [
      'Tối đa 100 phòng',
      'Tất cả tính năng gói Cơ bản',
      'Kết nối OTA',
      'Hỗ trợ qua điện thoại 8:00–22:00',
      'Trực sự cố 24/7',
      'Báo cáo chi tiết',
    ],
    popular: true,
    cta: 'Chọn gói Chuyên nghiệp',
  },
  {
    id: 'enterprise',
    name: 'Gói Doanh nghiệp',
    priceLabel: 'Liên hệ',
    period: '',
    monthlyPriceVnd: null,
    maxRooms: null,
    description: 'Cho chuỗi khách sạn và resort.',
    features: [
      'Không giới hạn số phòng',
      'Quản lý đa chi nhánh',
      'Kết nối phần mềm kế toán và ERP',
      'Hỗ trợ 24/7, có người phụ trách riêng',
      'Tùy chỉnh theo yêu cầu',
    ],
    cta: 'Liên hệ tư vấn',
  },
];
