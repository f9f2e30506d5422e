import { z } from 'zod';
import { maxQuestionLength } from './assistant-protocol.ts';

// 'Gắn vào câu trả lời có sẵn' on the editors' list of unanswered questions: the question (its
// wording as the list shows it, a hidden field) and the published FAQ chosen in the select.

/** An FAQ an editor can attach a question to: a published one, by its question. */
export interface FaqChoice {
  /** The content item's id. */
  id: string;
  question: string;
  /** Where readers find it ('/#faq-3'): how retrieval's related pages name it. */
  href: string;
}

/** What an editor reads beside the select when 'Gắn' is refused. */
export const attachMessages = {
  noFaq: 'Vui lòng chọn câu trả lời để gắn.',
  gone: 'Câu trả lời này không còn được xuất bản. Vui lòng chọn câu khác.',
  question: 'Câu hỏi không hợp lệ, không gắn được. Vui lòng tải lại trang.',
} as const;

/** The attach form, read. */
export const attachInputSchema = z.object({
  /** The question's wording on the list, as the assistant would be asked it again. */
  question: z
    .string(attachMessages.question)
    .trim()
    .normalize('NFC')
    .min(1, attachMessages.question)
    .max(maxQuestionLength, attachMessages.question),
  /** The chosen FAQ's id; empty while the select still says 'Chọn câu trả lời'. */
  faq: z.string(attachMessages.noFaq).trim().min(1, attachMessages.noFaq).max(36, attachMessages.gone),
});

export type AttachInput = z.infer<typeof attachInputSchema>;
