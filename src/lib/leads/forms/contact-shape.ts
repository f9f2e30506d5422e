import * as z from 'zod/mini';
import { hasUnsafeMultiLine } from '../../text/unsafe-characters.ts';
import { fullFields, text } from '../field-schemas.ts';
import type { LeadFormShape } from '../lead-form-shape.ts';

const roomCountMessage = 'Số phòng phải là số nguyên dương.';

/**
 * Optional whole number of rooms; a form sends text, JSON may send a number. Decimal digits only:
 * Number() would read '0x10' as 16 and '1e3' as 1000.
 */
const roomCount = z
  .pipe(
    z.optional(z.union([z.string(roomCountMessage), z.number(roomCountMessage)], roomCountMessage)),
    z.transform((value) => {
      const typed = String(value ?? '').trim();
      if (typed === '') return undefined;
      return typeof value === 'number' || /^\d{1,6}$/.test(typed) ? Number(typed) : NaN;
    }),
  )
  .check(
    z.refine((value) => value === undefined || (Number.isInteger(value) && value > 0 && value <= 100_000), {
      message: roomCountMessage,
    }),
  );

const contactSchema = z.object({
  ...fullFields,
  room_count: roomCount,
  message: text(
    z.refine(
      (value) => !hasUnsafeMultiLine(value),
      'Nội dung tin nhắn chứa ký tự không hợp lệ (ký tự điều khiển hoặc ký tự ẩn).',
    ),
    z.minLength(10, 'Nội dung tin nhắn phải có ít nhất 10 ký tự.'),
    z.maxLength(5000, 'Nội dung tin nhắn tối đa 5000 ký tự.'),
  ),
});

/** The contact page's message form, with the stricter fields (spec §5). */
export const contactShape: LeadFormShape = {
  schema: () => contactSchema,
};
