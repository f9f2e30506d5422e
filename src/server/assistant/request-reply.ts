import type { Kysely } from 'kysely';
import { pricingPlans, pricingTerms } from '../../content/pricing-plans.ts';
import type { AssistantLink, AssistantReply } from '../../lib/assistant/assistant-reply.ts';
import type { FreeTimes } from '../../lib/assistant/free-times.ts';
import type { OwnerRequest } from '../../lib/assistant/owner-requests.ts';
import { foldedQuestion } from '../../lib/assistant/question-text.ts';
import { formatVnd, slotLabel } from '../../lib/format.ts';
import { suggestedPlan, type QuoteCatalogue, type QuotePlan } from '../../lib/quote/quote-catalogue.ts';
import { productOnlyParam } from '../../lib/quote/quote-input.ts';
import { loadQuoteCatalogue } from '../content/index.ts';
import type { Database } from '../db/database.ts';
import { log } from '../log.ts';
import { currentSite } from '../settings/index.ts';

// The assistant's answer to a request (owner-requests.ts): the page that does it, filled in where it
// can be (the next free demo times, the quote for the rooms given), and the words made here from
// the site's own data (the company's details, the pricing list, the free slots), never a model's.

/** How many free demo times the answer offers, each a link that opens the booking form on it. */
const offeredSlots = 3;

const bookingPage: AssistantLink = { title: 'Đặt lịch demo', href: '/dat-lich-demo' };

async function bookDemo(freeTimes: FreeTimes | undefined, now: Date): Promise<AssistantReply> {
  const slots = await (freeTimes ?? (async () => []))(now)
    .then((days) => days.flatMap((day) => day.slots).slice(0, offeredSlots))
    .catch((error: unknown) => {
      // The page itself says what it can; the answer still leads there.
      log.error('assistant_free_slots_failed', { error });
      return [];
    });
  if (!slots.length)
    return {
      kind: 'answer',
      text: 'Anh/chị chọn giờ xem demo với nhân viên tư vấn ở trang Đặt lịch demo: demo qua video, hoặc tại khách sạn ở những khu vực trang ghi.',
      sources: [bookingPage],
    };
  return {
    kind: 'answer',
    text: `Anh/chị chọn giờ xem demo với nhân viên tư vấn ở trang Đặt lịch demo: demo qua video, hoặc tại khách sạn ở những khu vực trang ghi. Giờ còn trống gần nhất: ${slots.map((slot) => slotLabel(slot.start)).join('; ')}.`,
    sources: [
      bookingPage,
      ...slots.map((slot) => ({ title: slotLabel(slot.start), href: `/dat-lich-demo?gio=${slot.key}` })),
    ],
  };
}

async function call(db: Kysely<Database>): Promise<AssistantReply> {
  const site = await currentSite(db);
  return {
    kind: 'answer',
    text: `Anh/chị gọi hotline ${site.hotline.display} (${site.hotline.hours}), nhắn Zalo ${site.zaloDisplay} hoặc gửi email ${site.salesEmail}. Muốn nhân viên tư vấn gọi lại, anh/chị bấm 'Gặp nhân viên tư vấn' và để lại số điện thoại.`,
    sources: [{ title: 'Liên hệ', href: '/contact' }],
  };
}

/**
 * The device a quote is asked for alone ('báo giá lắp khóa cho 25 phòng'): exactly one named (by its
 * name's first two words, or its parameter), none said not to be wanted. A quote of one device leaves
 * the others at 0, so two named, or 'không cần khóa', get the whole quote.
 */
function productAsked(folded: string, catalogue: QuoteCatalogue): string | undefined {
  const padded = ` ${folded} `;
  if (/ (?:khong|ko|k) (?:can|lap|dung|mua) /u.test(padded)) return undefined;
  const named = catalogue.hardware.filter((product) => {
    const name = foldedQuestion(product.name).split(' ');
    const names = [name.slice(0, 2).join(' '), ...(product.param.length >= 4 ? [product.param] : [])];
    return names.some((words) => padded.includes(` ${words} `));
  });
  return named.length === 1 ? named[0]!.param : undefined;
}

function quoteLink(rooms: number | undefined, product: string | undefined): AssistantLink {
  const query = new URLSearchParams();
  if (rooms) query.set('phong', String(rooms));
  if (product) query.set(productOnlyParam, product);
  return {
    title: rooms ? `Báo giá cho ${rooms} phòng` : 'Báo giá',
    href: query.size ? `/bao-gia?${query}` : '/bao-gia',
  };
}

function quote(request: OwnerRequest, folded: string, catalogue: QuoteCatalogue): AssistantReply {
  const link = quoteLink(request.rooms, productAsked(folded, catalogue));
  const rooms = request.rooms ? `cho ${request.rooms} phòng` : 'theo số phòng của khách sạn';
  return {
    kind: 'answer',
    text: `Trang Báo giá tính ngay giá tham khảo ${rooms}, chưa gồm VAT: phần mềm theo gói và thiết bị theo số lượng; anh/chị đổi số lượng ngay trên trang. Cần báo giá chính thức, anh/chị bấm 'Gặp nhân viên tư vấn'.`,
    sources: [link],
  };
}

const roomLimit = (plan: QuotePlan) => (plan.maxRooms ? `tối đa ${plan.maxRooms} phòng` : 'không giới hạn số phòng');
const planPrice = (plan: QuotePlan) =>
  plan.monthlyPriceVnd === null ? 'giá liên hệ' : `${formatVnd(plan.monthlyPriceVnd)}/tháng chưa gồm VAT`;
const pricingList: AssistantLink = { title: 'Bảng giá', href: '/#pricing' };
/** '15 ngày', as the pricing list's trial card says it. */
const trialLength = pricingPlans.find((plan) => plan.id === 'trial')?.priceLabel ?? '';

function planAdvice(request: OwnerRequest, catalogue: QuoteCatalogue): AssistantReply {
  if (!request.rooms)
    return {
      kind: 'answer',
      text: `Gói phù hợp nhất tùy theo số phòng: ${catalogue.plans.map((plan) => `${plan.name} ${roomLimit(plan)}, ${planPrice(plan)}`).join('; ')}. Trước khi chọn, anh/chị dùng thử miễn phí ${trialLength} với đầy đủ tính năng. Anh/chị cho biết khách sạn có bao nhiêu phòng, trợ lý sẽ gợi ý gói phù hợp.`,
      sources: [pricingList, quoteLink(undefined, undefined)],
    };
  const plan = suggestedPlan(catalogue, request.rooms);
  return {
    kind: 'answer',
    text: `Với ${request.rooms} phòng, gói phù hợp là ${plan.name} (${roomLimit(plan)}): ${planPrice(plan)}. Trang Báo giá tính cả thiết bị cho ${request.rooms} phòng.`,
    sources: [{ title: plan.name, href: pricingList.href }, quoteLink(request.rooms, undefined)],
  };
}

/** No discount is the assistant's to give: not sure, with the pricing list, and a person offered. */
const discount: AssistantReply = {
  kind: 'not_sure',
  text: `Giá trên Bảng giá là giá đang áp dụng (trả trước một năm: giá ${pricingTerms.monthsBilledPerYear} tháng), và trợ lý không hứa giảm giá hay khuyến mãi nào khác. Ưu đãi riêng cho khách sạn của anh/chị, nếu có, do nhân viên tư vấn báo: anh/chị bấm 'Gặp nhân viên tư vấn'.`,
  related: [pricingList],
};

/**
 * The answer to a recognised request, from the site's data at `now` (the demo times from `freeTimes`,
 * when given); `question` as retrieval reads it (topicText).
 */
export async function requestReply(
  db: Kysely<Database>,
  request: OwnerRequest,
  question: string,
  now: Date,
  freeTimes?: FreeTimes,
): Promise<AssistantReply> {
  switch (request.kind) {
    case 'book_demo':
      return bookDemo(freeTimes, now);
    case 'call':
      return call(db);
    case 'quote':
      return quote(request, foldedQuestion(question), await loadQuoteCatalogue(db));
    case 'plan_advice':
      return planAdvice(request, await loadQuoteCatalogue(db));
    case 'discount':
      return discount;
  }
}
