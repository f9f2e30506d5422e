/** A plan of the pricing table; also the source of the structured-data offers. */
export interface PricingPlan {
  /** Stable id, used in URLs, forms and stored leads. */
  id: 'trial' | 'basic' | 'professional' | 'enterprise';
  name: string;
  /** Price as displayed, e.g. '500.000 ₫' (a non-breaking space before '₫'). */
  priceLabel: string;
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

/**
 * Title of a plan's request form: 'Đăng ký Gói Cơ bản'. A plan's name keeps its capitals; the trial's
 * card title is a common phrase, so mid-sentence it is lower-case: 'Đăng ký dùng thử miễn phí'.
 */
export function planRequestTitle(id: string, name: string): string {
  return id === 'trial' ? 'Đăng ký dùng thử miễn phí' : `Đăng ký ${name}`;
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
    priceLabel: '500.000\u00a0₫',
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
    priceLabel: '1.200.000\u00a0₫',
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
