import type { Insertable } from 'kysely';
import type { LeadEventTable, LeadStatus, NewContact } from '../src/server/db/database.ts';

// What a lead says and what the team writes about it, for the inbox fixture: the message each form
// stores (a contact form's own words, the other forms' line), and the notes and call notes of a lead
// as far as its status has gone. Deterministic: every choice comes from the fixture's seeded random.

type Random = () => number;
type Source = NewContact['source'];

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

const otas = ['Booking.com', 'Agoda', 'Traveloka', 'Expedia', 'Airbnb', 'Trip.com'];
const plans = ['Cơ bản', 'Chuyên nghiệp', 'Doanh nghiệp'];
const cities = ['Hà Nội', 'Đà Nẵng', 'Hội An', 'Nha Trang', 'Đà Lạt', 'Phú Quốc', 'Huế', 'Vũng Tàu', 'Sa Pa'];
const weekdays = ['thứ Hai', 'thứ Ba', 'thứ Tư', 'thứ Năm', 'thứ Sáu', 'thứ Bảy'];
const tools = ['Excel', 'sổ tay', 'một phần mềm cũ', 'phần mềm của chuỗi', 'Google Sheets'];

// prettier-ignore
const askSentences: ReadonlyArray<(random: Random) => string> = [
  (r) => `Khách sạn của tôi có ${between(r, 8, 120)} phòng, cần phần mềm quản lý đặt phòng.`,
  (r) => `Cho tôi hỏi có kết nối ${pick(r, otas)} và ${pick(r, otas)} không?`,
  () => 'Tôi muốn xem bảng giá và thời gian triển khai.',
  () => 'Bên mình có hỗ trợ khóa thẻ từ và xuất hóa đơn điện tử không?',
  (r) => `Homestay nhỏ ở ${pick(r, cities)}, cần giải pháp đơn giản, dễ dùng trên điện thoại.`,
  (r) => `Hiện chúng tôi đang dùng ${pick(r, tools)}, muốn chuyển sang hệ thống mới trước mùa cao điểm.`,
  () => 'Nhờ anh/chị gọi lại cho tôi vào buổi chiều.',
  (r) => `Chuỗi có ${between(r, 2, 6)} khách sạn, cần báo cáo doanh thu chung.`,
  () => 'Có đào tạo nhân viên lễ tân tại chỗ không?',
  () => 'Phần mềm có chạy được khi mất mạng không?',
  (r) => `Xin gửi báo giá gói ${pick(r, plans)} qua email giúp tôi.`,
  () => 'Tôi cần quản lý cả nhà hàng và quầy bar trong khách sạn.',
];

// prettier-ignore
const notePhrases: ReadonlyArray<(random: Random) => string> = [
  (r) => `Đã gọi, khách hẹn gọi lại sau ${between(r, 1, 5)} giờ.`,
  () => 'Không nghe máy, đã nhắn Zalo.',
  (r) => `Khách đang dùng ${pick(r, tools)}, hợp đồng cũ hết hạn tháng ${between(r, 1, 12)}.`,
  (r) => `Khách sạn ${between(r, 10, 150)} phòng, cần kết nối ${pick(r, otas)}.`,
  (r) => `Đã gửi báo giá gói ${pick(r, plans)} qua email.`,
  (r) => `Chủ khách sạn muốn xem demo trực tiếp tại ${pick(r, cities)}.`,
  () => 'Hỏi thêm về khóa thẻ từ và hóa đơn điện tử.',
  (r) => `Khách thấy giá cao, đề nghị giảm ${pick(r, [5, 10, 15, 20])}% cho năm đầu.`,
  () => 'Đã demo cho quản lý lễ tân, chờ chủ đầu tư duyệt.',
  () => 'Khách muốn dùng thử thêm hai tuần.',
  () => 'Đã ký hợp đồng, chuyển sang bộ phận triển khai.',
  () => 'Khách chọn nhà cung cấp khác vì đã quen.',
  () => 'Số điện thoại không liên lạc được, đã gửi email.',
  (r) => `Hẹn gặp tại khách sạn ${pick(r, weekdays)} tuần sau.`,
  () => 'Cần xuất hóa đơn VAT, hỏi thời gian triển khai.',
  (r) => `Khách có ${between(r, 2, 5)} chi nhánh ở ${pick(r, cities)}.`,
  () => 'Người quyết định là chị chủ, đang đi công tác.',
  () => 'Khách hỏi có trả phí theo tháng được không.',
  (r) => `Mùa thấp điểm, khách muốn triển khai vào tháng ${between(r, 1, 12)}.`,
  () => 'Gửi tài liệu hướng dẫn và video giới thiệu.',
];

/** How many notes a lead has by now: none or one while new, more the further it went. */
const notesByStatus: Record<LeadStatus, [number, number]> = {
  new: [0, 1],
  contacted: [1, 3],
  demo: [2, 4],
  won: [3, 6],
  lost: [1, 3],
  unreachable: [1, 2],
  do_not_contact: [1, 2],
};

const sentences = (random: Random, pool: ReadonlyArray<(random: Random) => string>, low: number, high: number) =>
  Array.from({ length: between(random, low, high) }, () => pick(random, pool)(random)).join(' ');

/** The message a lead of `source` stores: the visitor's own words on the contact form, else the form's line. */
export function fixtureMessage(random: Random, source: Source, createdAt: string): string {
  switch (source) {
    case 'contact':
      return sentences(random, askSentences, 1, 3);
    case 'pricing':
      return `Quan tâm đến ${pick(random, plans)}`;
    case 'demo':
      return `Đặt lịch demo: ${createdAt.slice(8, 10)}/${createdAt.slice(5, 7)}/${createdAt.slice(0, 4)} ${pick(random, ['09:00', '14:00', '15:30'])}`;
    default:
      return 'Đăng ký dùng thử miễn phí';
  }
}

/** A lead's notes and call notes as timeline lines, a few hours apart after it came in, oldest first. */
export function fixtureNotes(
  random: Random,
  lead: Pick<NewContact, 'id' | 'status' | 'created_at'>,
): Array<Insertable<LeadEventTable>> {
  const [low, high] = notesByStatus[lead.status ?? 'new'];
  const count = between(random, low, high);
  const start = Date.parse(lead.created_at);
  return Array.from({ length: count }, (_, index) => {
    const call = random() < 0.5;
    return {
      id: `${lead.id.slice(0, 30)}${String(index).padStart(6, '0')}`,
      contact_id: lead.id,
      kind: call ? 'call' : 'note',
      status: null,
      outcome: call ? 'answered' : null,
      note: sentences(random, notePhrases, 1, 2),
      author_email: 'nv0@hotelix.vn',
      created_at: new Date(start + (index + 1) * 3 * 3_600_000).toISOString(),
    };
  });
}
