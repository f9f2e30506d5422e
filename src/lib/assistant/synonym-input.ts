import { z } from 'zod';
import { hasUnsafeSingleLine } from '../text/unsafe-characters.ts';
import { foldedQuestion } from './question-text.ts';
import { maxSynonymLength } from './synonyms.ts';

// The editors' synonym form (/admin/tro-ly-tu-dong-nghia): a phrase owners type and what the
// assistant should read instead. Both are one line, trimmed and NFC, 1–200 characters; the phrase
// needs a word (it is matched by its folded words), and a phrase that means itself teaches nothing.

/** Where editors teach the assistant their synonyms. */
export const synonymsPath = '/admin/tro-ly-tu-dong-nghia';

/** What an editor reads beside a field the form refused. */
export const synonymMessages = {
  phraseEmpty: 'Vui lòng nhập cụm từ khách dùng.',
  phraseLong: `Cụm từ khách dùng tối đa ${maxSynonymLength} ký tự.`,
  phraseNoWord: 'Cụm từ khách dùng phải có ít nhất một chữ hoặc số.',
  meansEmpty: 'Vui lòng nhập nghĩa mà trợ lý cần hiểu.',
  meansLong: `Nghĩa mà trợ lý cần hiểu tối đa ${maxSynonymLength} ký tự.`,
  same: 'Nghĩa phải khác cụm từ khách dùng, nếu không trợ lý không học được gì.',
  unsafe: 'Chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển, ký tự ẩn hoặc lỗi mã hóa).',
} as const;

/** One line as an editor typed it: no control, invisible or undecodable ('�') character, trimmed, NFC, 1–200 characters. */
const line = (empty: string, long: string) =>
  z
    .string(empty)
    .refine((value) => !hasUnsafeSingleLine(value) && !value.includes('\uFFFD'), {
      message: synonymMessages.unsafe,
      abort: true,
    })
    .trim()
    .normalize('NFC')
    .min(1, empty)
    .max(maxSynonymLength, long);

/** The add form, read: a phrase and what it means, the messages shown beside each field. */
export const synonymInputSchema = z
  .object({
    /** What owners type, as the editor wrote it ('cúp mạng'). */
    phrase: line(synonymMessages.phraseEmpty, synonymMessages.phraseLong)
      .refine((phrase) => foldedQuestion(phrase) !== '', synonymMessages.phraseNoWord)
      // Kept by its folded words, in a column as long as the phrase may be.
      .refine((phrase) => foldedQuestion(phrase).length <= maxSynonymLength, synonymMessages.phraseLong),
    /** What the assistant reads in its place, as the site writes it ('mất mạng'). */
    means: line(synonymMessages.meansEmpty, synonymMessages.meansLong),
  })
  .refine(({ phrase, means }) => foldedQuestion(phrase) !== foldedQuestion(means), {
    message: synonymMessages.same,
    path: ['means'],
  });

export type SynonymInput = z.infer<typeof synonymInputSchema>;

/** The first message of each field of a refused form. */
export function synonymErrors(error: z.ZodError): Partial<Record<keyof SynonymInput, string>> {
  const errors: Partial<Record<keyof SynonymInput, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === 'phrase' || field === 'means') errors[field] ??= issue.message;
  }
  return errors;
}
