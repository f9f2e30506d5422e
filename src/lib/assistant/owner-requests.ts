import { quoteLimits } from '../quote/quote-input.ts';
import { foldText } from '../search/fold.ts';
import { wordsOf, type SearchWord } from '../search/query-text.ts';

// What an owner wants done rather than asked: 'đặt lịch demo', 'gọi cho tư vấn', 'báo giá cho 40
// phòng', 'nên dùng gói nào cho 80 phòng'. A passage cannot do these; the page that does can, so the
// assistant answers them with that page (src/server/assistant/request-reply.ts), not with the
// nearest paragraph ('toi muon dat lich demo' once got the minimum nights for holidays).
// A phrase is a run of whole words, matched folded, as owners type with or without marks; where the
// owner typed the marks, they must be the phrase's own: 'gói' (a plan) and 'gọi' (to call) fold
// alike, and 'có gói cho 10 phòng không' asks for no call. Phrases name the asker or what they want
// of us, so a question about a feature ('PMS có gọi điện nhắc khách không', 'đặt lịch dọn phòng')
// is left to retrieval.

export type OwnerRequestKind = 'book_demo' | 'call' | 'quote' | 'plan_advice' | 'discount';

/** A request recognised in a question, with the hotel's room count when it gave one. */
export interface OwnerRequest {
  kind: OwnerRequestKind;
  rooms?: number;
}

const asker = ['tôi', 'em', 'mình', 'anh', 'chị'];

/** Phrases by what they ask for, written with their marks; the first kind that matches wins. */
const phrases: ReadonlyArray<readonly [OwnerRequestKind, readonly string[]]> = [
  [
    'book_demo',
    [
      'demo',
      'đặt lịch tư vấn',
      'đặt hẹn',
      'hẹn lịch',
      'hẹn gặp',
      'gặp trực tiếp',
      'tư vấn trực tiếp',
      'xem thử phần mềm',
      'đến tận nơi',
      'đến khách sạn tư vấn',
    ],
  ],
  [
    'plan_advice',
    [
      'chọn gói',
      'gói nào phù hợp',
      'nên dùng gói',
      'nên mua gói',
      'nên lấy gói',
      'gói phù hợp',
      'gói hợp',
      'gói gì phù hợp',
      'hợp với gói',
      'phù hợp gói',
      'tư vấn gói',
      'lên gói',
      'nâng gói',
    ],
  ],
  ['quote', ['báo giá', 'ước tính chi phí']],
  [
    'call',
    [
      ...asker.flatMap((who) => [`gọi cho ${who}`, `gọi lại cho ${who}`, `gọi điện cho ${who}`, `gọi ${who}`]),
      'gọi cho tư vấn',
      'gọi cho nhân viên',
      'gọi cho sale',
      'gọi tư vấn',
      'gọi lại tư vấn',
      'gọi ngay',
      'xin số điện thoại',
      'xin số đt',
      'xin sđt',
      'xin số hotline',
      'xin số zalo',
      'xin số liên hệ',
      'cho xin số',
      'số điện thoại tư vấn',
      'số điện thoại công ty',
      'số điện thoại liên hệ',
      'sđt tư vấn',
      'sđt công ty',
      'sđt liên hệ',
      'số zalo',
      // Not 'hotline' alone: 'gói Cơ bản có hỗ trợ hotline không' asks about the plan.
      'số hotline',
      'hotline là',
      'hotline bao nhiêu',
      'xin hotline',
      'cho hotline',
      'hotline tư vấn',
      'gặp nhân viên',
      'nhân viên tư vấn',
      'tư vấn viên',
      'nói chuyện với',
      'người tư vấn',
    ],
  ],
  // A discount or a promotion asked of us: the site promises none, and a passage of an article about
  // hotels' own promotions is no answer. Last, so 'báo giá … có chiết khấu' is a quote.
  ['discount', ['khuyến mãi', 'giảm giá', 'ưu đãi', 'chiết khấu', 'voucher', 'mã giảm']],
];

/**
 * Asked with a room count only: 'gói nào cho 80 phòng' is advice where 'gói nào có kết nối OTA' is
 * a question; '40 phòng hết bao nhiêu tiền' a quote where 'gói Chuyên nghiệp hết bao nhiêu' is a price.
 */
const withRooms: ReadonlyArray<readonly [OwnerRequestKind, readonly string[]]> = [
  ['plan_advice', ['gói nào']],
  ['quote', ['hết bao nhiêu', 'bao nhiêu tiền', 'chi phí', 'tổng cộng', 'tất cả bao nhiêu', 'tính chi phí']],
];

/**
 * A discount asked about something the site prices ('trả trước một năm có ưu đãi không': FAQ 4) or
 * of a feature ('tích điểm, ưu đãi khách quen', 'tạo mã giảm giá'): left to retrieval. 'Giảm giá cho
 * khách quen' alone is the owner asking for one, as a returning customer.
 */
const notDiscount = ['năm', 'trả trước', 'tích điểm', 'tạo mã'];

const hasMarks = (word: string) => foldText(word) !== word;

/** Whether `phrase` (with its marks) is a run of `words`: folded alike, and marked alike where both have marks. */
function holds(words: readonly SearchWord[], phrase: string): boolean {
  const wanted = wordsOf(phrase);
  return words.some((_, start) =>
    wanted.every((want, offset) => {
      const word = words[start + offset];
      if (!word || word.folded !== want.folded) return false;
      return !hasMarks(word.exact) || !hasMarks(want.exact) || word.exact === want.exact;
    }),
  );
}

/** '40 phòng', '40p', '40 phong', '40 rooms', '40 căn'. */
const roomCount = /(?:^| )(\d{1,5}) ?(?:phong|p|room|rooms|can)(?= |$)/u;

/** The hotel's room count in the question's folded words, when it gave one that a quote takes. */
function roomsIn(words: readonly SearchWord[]): number | undefined {
  const match = roomCount.exec(words.map((word) => word.folded).join(' '));
  const rooms = match ? Number(match[1]) : NaN;
  return rooms >= quoteLimits.minRooms && rooms <= quoteLimits.maxRooms ? rooms : undefined;
}

/** What `question` asks to have done, or null when it asks something else. */
export function recognizeRequest(question: string): OwnerRequest | null {
  const words = wordsOf(question);
  const has = (phrase: string) => holds(words, phrase);
  const rooms = roomsIn(words);
  const kind =
    phrases.find(([which, list]) => list.some(has) && (which !== 'discount' || !notDiscount.some(has)))?.[0] ??
    (rooms ? withRooms.find(([, list]) => list.some(has))?.[0] : undefined);
  if (!kind) return null;
  return rooms === undefined ? { kind } : { kind, rooms };
}

/** Whether the assistant answers a request with its page (a discount asked for is declined, with a person offered). */
export const answeredAsRequest = (request: OwnerRequest | null): boolean =>
  request !== null && request.kind !== 'discount';
