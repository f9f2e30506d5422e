import type { ClaimId } from '../../lib/company/company-details.ts';

/** A result hotels get, as shown in the benefits section. */
export interface Benefit {
  /** The figure it states, from the owner's claims (shown only while the site may state it). */
  claim?: ClaimId;
  /** A headline that is not a measured figure. */
  figure?: string;
  title: string;
  /** Says no number itself: the figure above it is the claim, shown or not with its source. */
  description: string;
}

export const benefits: Benefit[] = [
  {
    claim: 'revenue',
    title: 'Tăng doanh thu',
    description: 'Giá phòng linh hoạt theo mùa và kết nối OTA giúp lấp đầy phòng trống.',
  },
  {
    claim: 'timeSaved',
    title: 'Tiết kiệm thời gian',
    description: 'Tự động hóa nhận trả phòng, hóa đơn và báo cáo, bớt hẳn giờ làm giấy tờ.',
  },
  {
    title: 'Khách hài lòng hơn',
    description: 'Nhận phòng nhanh, chatbot trả lời khách mọi lúc, dịch vụ cá nhân hóa nhờ lịch sử lưu trú.',
  },
  {
    figure: 'Một tài khoản',
    title: 'Quản lý đa chi nhánh',
    description: 'Theo dõi mọi cơ sở trên một tài khoản, so sánh hiệu quả từng chi nhánh theo thời gian thực.',
  },
];

/** What the trust panel's figures mean. */
export const trustLabels = {
  hotels: 'khách sạn trên toàn quốc tin dùng',
  rating: 'điểm đánh giá trung bình của khách hàng',
} as const;
