import { z } from 'zod';
import { atLeast, text, wholeNumber } from './field-rules.ts';

/** The longest answer, in characters: one paragraph a visitor reads at a glance (the longest shipped is under 500). */
export const maxFaqAnswerLength = 1_200;

/** A question's anchor on the landing page (`/#faq-3`): given when its draft is made, never changed. */
export const faqAnchorPattern = /^faq-[1-9][0-9]{0,3}$/;

/**
 * A question of the FAQ as the editor sends it. Its `body` is the answer: plain text, one paragraph,
 * shown as typed (no Markdown) and given to search engines as the FAQPage answer.
 */
export const faqDraftSchema = z.object({
  /** The question as an owner would ask it; the editors' list and the search results show it. */
  question: text(200),
  /** The anchor (`faq-3`), set by the server. */
  slug: z.string().max(12),
  /** Position in the list, smallest first. */
  order: wholeNumber(0, 9_999, 'Thứ tự là số nguyên từ 0 đến 9999.'),
  /** The answer. */
  body: text(maxFaqAnswerLength),
});
export type FaqFields = z.infer<typeof faqDraftSchema>;

/** What a question must have to go live; the messages are shown beside the fields. */
export const faqPublishSchema = faqDraftSchema.extend({
  question: atLeast(200, 10, 'Câu hỏi cần ít nhất 10 ký tự.'),
  slug: z.string().regex(faqAnchorPattern, 'Mã neo của câu hỏi không hợp lệ. Hãy tạo câu hỏi mới.'),
  body: atLeast(maxFaqAnswerLength, 20, 'Câu trả lời cần ít nhất 20 ký tự.').refine(
    (answer) => !/[\r\n]/.test(answer),
    'Câu trả lời là một đoạn văn: hãy bỏ các chỗ xuống dòng.',
  ),
});

/** An empty question, as 'Thêm câu hỏi' starts it (the server gives it its anchor and a place at the end). */
export const emptyFaq: FaqFields = { question: '', slug: '', order: 10, body: '' };

/** A question as the landing page, /bao-gia and the FAQPage data show it. */
export interface FaqItem {
  /** The anchor (`faq-3`): the `<details>`' id, so `/#faq-3` opens on it. */
  anchor: string;
  question: string;
  /** Plain text, one paragraph. */
  answer: string;
}
