import { foldedQuestion } from './question-text.ts';

// What an owner wants done rather than asked: 'đặt lịch demo', 'gọi cho tư vấn', 'báo giá cho 40
// phòng', 'nên dùng gói nào cho 80 phòng'. A passage cannot do these; the page that does can, so the
// assistant answers them with that page (src/server/assistant/request-reply.ts), not with the
// nearest paragraph ('toi muon dat lich demo' once got the minimum nights for holidays).
// Read from the folded words, as owners type with or without diacritics. 'gói' (a plan) and 'gọi'
// (to call) fold alike: a plan is asked for with 'nào', 'chọn', 'nên', 'phù hợp'; a call with a
// person, 'lại' or 'điện'.

export type OwnerRequestKind = 'book_demo' | 'call' | 'quote' | 'plan_advice' | 'discount';

/** A request recognised in a question, with the hotel's room count when it gave one. */
export interface OwnerRequest {
  kind: OwnerRequestKind;
  rooms?: number;
}

/** Folded phrases, each a whole run of words, by what they ask for; the first kind that matches wins. */
const phrases: ReadonlyArray<readonly [OwnerRequestKind, readonly string[]]> = [
  [
    'book_demo',
    [
      'demo',
      'dat lich',
      'dat hen',
      'hen lich',
      'hen gap',
      'lich hen',
      'gap truc tiep',
      'tu van truc tiep',
      'xem thu phan mem',
      'xem truc tiep',
      'den tan noi',
      'den khach san tu van',
    ],
  ],
  [
    'plan_advice',
    [
      'goi nao',
      'chon goi',
      'nen dung goi',
      'nen mua goi',
      'nen lay goi',
      'goi phu hop',
      'goi hop',
      'goi gi phu hop',
      'hop voi goi',
      'phu hop goi',
      'tu van goi',
      'len goi',
      'nang goi',
    ],
  ],
  ['quote', ['bao gia', 'gui gia', 'tinh gia', 'uoc tinh chi phi', 'tinh chi phi']],
  [
    'call',
    [
      // Not 'gọi cho' alone: 'gói cho 80 phòng' folds alike.
      'goi cho toi',
      'goi cho minh',
      'goi cho em',
      'goi cho anh',
      'goi cho chi',
      'goi cho tu van',
      'goi cho nhan vien',
      'goi cho sale',
      'goi lai',
      'goi dien',
      'goi ngay',
      'goi tu van',
      'call',
      'sdt',
      'so dien thoai',
      'so dt',
      'xin so',
      'so zalo',
      // Not 'hotline' alone: 'gói Cơ bản có hỗ trợ hotline không' asks about the plan.
      'so hotline',
      'hotline la',
      'hotline bao nhieu',
      'xin hotline',
      'cho hotline',
      'hotline tu van',
      'gap nhan vien',
      'nhan vien tu van',
      'tu van vien',
      'noi chuyen voi',
      'nguoi tu van',
    ],
  ],
  // A discount or a promotion asked of us: the site promises none, and a passage of an article about
  // hotels' own promotions is no answer. Last, so 'báo giá … có chiết khấu' is a quote.
  [
    'discount',
    ['khuyen mai', 'giam gia', 'uu dai', 'chiet khau', 'tang them', 'free them', 'mien phi them', 'voucher', 'ma giam'],
  ],
];

/**
 * What a cost asked for a number of rooms says ('40 phòng hết bao nhiêu tiền'): a quote. Without a
 * room count it is a question of a plan's or a device's price, which their passages answer.
 */
const costWords = ['het bao nhieu', 'bao nhieu tien', 'chi phi', 'tong cong', 'tat ca bao nhieu'];

/** '40 phòng', '40p', '40 phong', '40 rooms', '40 căn'. */
const roomCount = /(?:^| )(\d{1,4}) ?(?:phong|p|room|rooms|can)(?= |$)/u;

/** The hotel's room count in folded text, when it gave one that a quote takes (1–2,000). */
function roomsIn(folded: string): number | undefined {
  const match = roomCount.exec(folded);
  const rooms = match ? Number(match[1]) : NaN;
  return rooms >= 1 && rooms <= 2000 ? rooms : undefined;
}

/** What `question` asks to have done, or null when it asks something else. */
export function recognizeRequest(question: string): OwnerRequest | null {
  const folded = foldedQuestion(question);
  const padded = ` ${folded} `;
  const has = (phrase: string) => padded.includes(` ${phrase} `);
  const rooms = roomsIn(folded);
  const kind = phrases.find(([, list]) => list.some(has))?.[0] ?? (rooms && costWords.some(has) ? 'quote' : null);
  if (!kind) return null;
  return rooms === undefined ? { kind } : { kind, rooms };
}
