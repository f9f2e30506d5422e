import * as z from 'zod/mini';
import { slotMessages } from '../../booking/booking-messages.ts';
import { meetingModes } from '../../booking/meeting.ts';
import { instantOfLocal } from '../../vietnam-time.ts';
import { fullFields, line, text } from '../field-schemas.ts';
import type { LeadFormShape } from '../lead-form-shape.ts';

/**
 * The contact fields, a slot as the page offered it ('YYYY-MM-DDTHH:mm', Vietnam time; whether it is
 * still free is the server's to say, in the booking's transaction), online or at the hotel (then its
 * address), and the salesperson of a personal booking link.
 */
function demoSchema(now: Date) {
  return z
    .object({
      ...fullFields,
      slot: text(
        z.minLength(1, slotMessages.missing),
        z.refine((value) => instantOfLocal(value) !== undefined, slotMessages.missing),
        z.refine((value) => (instantOfLocal(value)?.getTime() ?? 0) > now.getTime(), slotMessages.past),
      ),
      mode: z.enum(meetingModes, 'Vui lòng chọn hình thức demo.'),
      address: z.optional(
        line(
          'Địa chỉ chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
          z.maxLength(300, 'Địa chỉ tối đa 300 ký tự.'),
        ),
      ),
      // The province or city, one of the areas served: the server checks it against the owner's list.
      area: z.optional(line('Tỉnh/thành phố không hợp lệ.', z.maxLength(60, 'Tỉnh/thành phố không hợp lệ.'))),
      salesperson: z.optional(
        line('Nhân viên tư vấn không hợp lệ.', z.maxLength(64, 'Nhân viên tư vấn không hợp lệ.')),
      ),
    })
    .check(
      z.superRefine((value, ctx) => {
        // Characters as a person counts them: '¡𐀀𐀀' is three, though JavaScript's length says five.
        if (value.mode === 'onsite' && [...(value.address ?? '')].length < 5) {
          ctx.issues.push({
            code: 'custom',
            message: 'Vui lòng nhập địa chỉ khách sạn để nhân viên đến demo.',
            path: ['address'],
            input: value.address,
          });
        }
      }),
    );
}

/** A demo booked on /dat-lich-demo: a free slot, how it is held, and who to meet. */
export const demoShape: LeadFormShape = {
  schema: demoSchema,
};
