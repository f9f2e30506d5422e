/** A measurable result hotels get, as shown in the benefits section. */
export interface Benefit {
  /** The headline figure, e.g. '+30%'; a claim without a measured figure has none. */
  figure?: string;
  title: string;
  description: string;
}

export const benefits: Benefit[] = [
  {
    figure: '+30%',
    title: 'Tăng doanh thu',
    description: 'Giá phòng linh hoạt theo mùa và kết nối OTA giúp lấp đầy phòng trống, tăng doanh thu đến 30%.',
  },
  {
    figure: '50%',
    title: 'Tiết kiệm thời gian',
    description: 'Tự động hóa nhận trả phòng, hóa đơn và báo cáo, giảm một nửa thời gian làm giấy tờ.',
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

/** The trust panel's proof points. */
export const trust = {
  hotels: '50+',
  hotelsLabel: 'khách sạn trên toàn quốc tin dùng',
  rating: 4.9,
  ratingLabel: 'điểm đánh giá trung bình của khách hàng',
} as const;
