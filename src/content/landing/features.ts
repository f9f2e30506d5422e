import type { IconName } from '@/components/ui/icon-set';

/** A capability of the software, as a card in 'Tính năng nổi bật'. */
export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

export const features: Feature[] = [
  {
    icon: 'calendar-check',
    title: 'Quản lý đặt phòng',
    description:
      'Nhận đặt phòng trực tuyến và tại quầy trên cùng một sơ đồ phòng. Nhận phòng, trả phòng tự động, không còn trùng phòng hay sót đơn.',
  },
  {
    icon: 'users',
    title: 'Quản lý khách hàng',
    description:
      'Lưu lịch sử lưu trú, sở thích và ghi chú của từng khách. Tích điểm, ưu đãi khách quen để khách quay lại nhiều hơn.',
  },
  {
    icon: 'credit-card',
    title: 'Quản lý thanh toán',
    description:
      'Thu tiền mặt, chuyển khoản, thẻ và ví điện tử; xuất hóa đơn điện tử ngay khi khách trả phòng, đối soát ca cuối ngày trong vài phút.',
  },
  {
    icon: 'bar-chart',
    title: 'Báo cáo thống kê',
    description:
      'Doanh thu, công suất phòng, giá phòng bình quân và xu hướng theo ngày, tháng, mùa, xem được ngay trên điện thoại.',
  },
  {
    icon: 'shield-check',
    title: 'Bảo mật cao',
    description:
      'Dữ liệu được mã hóa khi truyền và khi lưu, sao lưu tự động hằng ngày, phân quyền rõ ràng cho từng nhân viên.',
  },
  {
    icon: 'headset',
    title: 'Hệ thống chạy 24/7, hỗ trợ mỗi ngày',
    description:
      'Hệ thống chạy liên tục cả ngày lẫn đêm. Hotline hỗ trợ 8:00–22:00 hằng ngày; khách sạn dùng gói trả phí có số trực sự cố 24/7, kể cả lễ Tết.',
  },
];
