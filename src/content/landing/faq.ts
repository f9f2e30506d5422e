import { pricingTerms } from '../pricing-plans.ts';

/** A question hotel owners ask before buying, with its answer; shown in the FAQ and as FAQPage data. */
export interface FaqItem {
  question: string;
  /** Plain text, one paragraph: it is also the structured-data answer. */
  answer: string;
}

// The first questions: copied into the database on first start (src/server/content/faq-import.ts),
// from then on edited in /admin/hoi-dap. The answers are commitments (warranty, notice, export
// window): they must match the contracts, so change them together with sales.
export const faqItems: FaqItem[] = [
  {
    question: 'Dùng thử 15 ngày có mất phí hay cần thẻ tín dụng không?',
    answer:
      'Không. Trong 15 ngày, anh/chị dùng đầy đủ tính năng, không giới hạn số phòng, không cần thẻ tín dụng. Hết hạn dùng thử, tài khoản tạm dừng chứ không tự thu tiền; khi chọn gói trả phí, mọi dữ liệu đã nhập được giữ nguyên.',
  },
  {
    question: 'Tôi đang dùng phần mềm khác hoặc sổ Excel, có chuyển dữ liệu sang được không?',
    answer:
      'Được, và miễn phí. Anh/chị gửi file Excel hoặc CSV xuất từ phần mềm cũ (loại phòng, giá, hồ sơ khách, đặt phòng sắp tới); đội triển khai nhập giúp rồi cùng đối chiếu trước ngày dùng chính thức. Khách sạn dưới 50 phòng thường xong trong 1–2 ngày, và hệ thống cũ vẫn chạy song song cho đến khi kiểm tra xong.',
  },
  {
    question: 'Có phải ký hợp đồng dài hạn không? Muốn ngừng dùng thì sao?',
    answer:
      'Gói Cơ bản và Chuyên nghiệp trả theo tháng, không có thời hạn tối thiểu và không có phí hủy: anh/chị đổi gói hoặc ngừng bất cứ lúc nào, dịch vụ chạy đến hết tháng đã trả. Gói Doanh nghiệp có hợp đồng riêng, thời hạn và điều khoản thỏa thuận tùy quy mô.',
  },
  {
    question: 'Tôi thanh toán phí phần mềm và thiết bị bằng cách nào?',
    answer: `Chuyển khoản ngân hàng (có mã VietQR để quét), thẻ ATM nội địa, thẻ Visa hoặc Mastercard, và ví MoMo. Phí phần mềm trả theo tháng, hoặc trả trước một năm với giá ${pricingTerms.monthsBilledPerYear} tháng. Thiết bị trả theo báo giá: đặt cọc khi đặt hàng, phần còn lại sau khi lắp đặt và nghiệm thu.`,
  },
  {
    question: 'Phần mềm có xuất hóa đơn điện tử theo quy định không?',
    answer:
      'Có. Phần mềm nối với nhà cung cấp hóa đơn điện tử mà khách sạn đang dùng (như VNPT, Viettel, MISA) để xuất hóa đơn có mã của cơ quan thuế ngay khi khách trả phòng, theo Nghị định 123/2020/NĐ-CP và Nghị định 70/2025/NĐ-CP sửa đổi. Phí dịch vụ của chúng tôi cũng có hóa đơn điện tử gửi qua email.',
  },
  {
    question: 'Phần mềm kết nối được với những kênh OTA nào?',
    answer:
      'Từ gói Chuyên nghiệp, PMS đồng bộ hai chiều phòng trống, giá và đặt phòng với Booking.com, Agoda, Expedia, Traveloka, Airbnb và Trip.com. Đặt phòng mới hay lượt hủy từ OTA về PMS ngay khi kênh gửi sang, và phòng trống được trừ trên mọi kênh cùng lúc. Gói Cơ bản chưa có kết nối OTA; khi cần, anh/chị nâng gói mà không mất dữ liệu.',
  },
  {
    question: 'Thiết bị phần cứng được lắp đặt và bảo hành thế nào?',
    answer:
      'Kỹ thuật viên của chúng tôi khảo sát, lắp đặt và kết nối thiết bị với PMS ngay tại khách sạn, làm lần lượt từng tầng nên không phải ngừng đón khách; khách sạn 40 phòng thường xong trong 2–3 ngày. Phí lắp đặt tính theo từng thiết bị và ghi rõ trong báo giá. Khóa thông minh và board điều khiển nguồn điện được bảo hành 12 tháng, thẻ từ lỗi do sản xuất được đổi mới. Khi có sự cố, kỹ thuật viên hỗ trợ từ xa trước, rồi đến tận nơi nếu cần thay thiết bị.',
  },
  {
    question: 'Mất mạng Internet thì khách sạn có làm việc được không?',
    answer:
      'Được. Ứng dụng lễ tân giữ sẵn sơ đồ phòng và đặt phòng trên máy, nên khi mất mạng, lễ tân vẫn nhận phòng, trả phòng và thu tiền; dữ liệu tự đồng bộ khi có mạng lại. Khóa thông minh và board điều khiển nguồn điện chạy độc lập, thẻ đã cấp vẫn mở cửa và giữ điện. Trong lúc mất mạng, đặt phòng mới từ OTA chưa về được, nên chúng tôi khuyên có thêm một đường 4G dự phòng.',
  },
  {
    question: 'Nhân viên mất bao lâu để dùng được? Có đào tạo không?',
    answer:
      'Có, miễn phí: hai buổi, trực tuyến hoặc tại khách sạn, cho lễ tân, buồng phòng và kế toán, theo đúng quy trình của khách sạn. Phần lớn lễ tân dùng thành thạo sau một hai ca làm việc. Sau đó có sẵn video hướng dẫn bằng tiếng Việt, và nhân viên mới cũng được đào tạo miễn phí.',
  },
  {
    question: 'Dữ liệu của khách sạn thuộc về ai? Tôi có lấy ra được không?',
    answer:
      'Dữ liệu thuộc về khách sạn. Chúng tôi chỉ dùng dữ liệu để vận hành dịch vụ, không bán hay chia sẻ cho bên thứ ba. Anh/chị tự xuất danh sách khách, đặt phòng, hóa đơn và báo cáo ra Excel hoặc CSV bất cứ lúc nào. Khi ngừng dùng, khách sạn có 30 ngày để tải toàn bộ dữ liệu, sau đó dữ liệu được xóa khỏi máy chủ.',
  },
];
