import * as z from 'zod/mini';
import { conversationSchema } from '../assistant/conversation-schema';
import { hasUnsafeMultiLine, hasUnsafeSingleLine, stripUnsafe } from '../text/unsafe-characters';
import { isCallablePhone } from './callable-phone';
import { slotMessages } from '../booking/booking-messages';
import { meetingModes } from '../booking/meeting';
import { instantOfLocal } from '../vietnam-time';
import type { FieldErrors, LeadForm } from './lead-forms';

// One schema per form, used by the browser for instant messages and by the server, which decides.
// zod/mini keeps the browser bundle small; messages are the spec's where it fixes them.

/** Trimmed, NFC-normalised text: 'Nguyễn' typed in decomposed form is stored as everyone else types it. */
const text = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  // Piped, so the checks only ever see a string: on their own they would still run on, say, an
  // object with a `length`, and throw comparing it (a 500 instead of a 400; found by the fuzz test).
  z.pipe(z.string('Giá trị không hợp lệ'), z.string().check(z.trim(), z.normalize('NFC'), ...checks));

/** A one-line value: no line breaks, controls or invisible characters (they forge lines, hide text). */
const line = (message: string, ...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  text(
    // A no-break space (pasted from a contact app or a web page) is a space to whoever reads it.
    z.overwrite((value) => value.replace(/[\u00A0\u202F]/g, ' ')),
    z.refine((value) => !hasUnsafeSingleLine(value), message),
    ...checks,
  );

const invalidPhone = 'Số điện thoại không hợp lệ.';

/** A phone number we can call back (callable-phone.ts); `empty` is what an empty field is told. */
const phone = (empty: string) =>
  line(
    invalidPhone,
    z.minLength(1, empty),
    // The column holds 20: a longer value is no number anyway.
    z.maxLength(20, invalidPhone),
    z.refine((value) => value === '' || isCallablePhone(value), invalidPhone),
  );

/** The short forms' rules (trial and pricing). */
const shortFields = {
  company_name: line(
    'Tên khách sạn chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
    z.minLength(1, 'Tên khách sạn không được để trống'),
    z.maxLength(200, 'Tên khách sạn tối đa 200 ký tự'),
  ),
  name: line(
    'Họ tên chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
    z.minLength(1, 'Họ tên không được để trống'),
    // One letter is an initial, not a name the team can greet: the contact form's minimum.
    z.minLength(2, 'Họ tên phải có ít nhất 2 ký tự.'),
    z.maxLength(100, 'Họ tên tối đa 100 ký tự'),
  ),
  email: line('Email không hợp lệ', z.maxLength(254, 'Email không hợp lệ'), z.email('Email không hợp lệ')),
  phone: phone('Số điện thoại không được để trống'),
};

/** The contact page's rules, stricter (spec §5). */
const fullFields = {
  name: line(
    'Họ và tên chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
    z.minLength(2, 'Họ và tên phải có ít nhất 2 ký tự.'),
    z.maxLength(100, 'Họ và tên tối đa 100 ký tự.'),
  ),
  company_name: line(
    'Tên khách sạn chứa ký tự không hợp lệ (xuống dòng, ký tự điều khiển hoặc ký tự ẩn).',
    z.minLength(2, 'Tên khách sạn phải có ít nhất 2 ký tự.'),
    z.maxLength(200, 'Tên khách sạn tối đa 200 ký tự.'),
  ),
  email: line(
    'Địa chỉ email không hợp lệ.',
    z.maxLength(254, 'Địa chỉ email không hợp lệ.'),
    z.email('Địa chỉ email không hợp lệ.'),
  ),
  phone: phone(invalidPhone),
};

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

export const planIds = ['trial', 'basic', 'professional', 'enterprise'] as const;

export const trialSchema = z.object(shortFields);

/** Quote leads: the short form's fields; the quote's own fields are checked against the catalogue by the server. */
export const quoteSchema = z.object(shortFields);

export const pricingSchema = z.object({ ...shortFields, plan: z.enum(planIds, 'Gói không hợp lệ') });

/** The assistant's handover to sales: who to call back (no e-mail asked), and the conversation so far. */
export const assistantSchema = z.object({
  name: shortFields.name,
  phone: shortFields.phone,
  company_name: shortFields.company_name,
  // Absent when nothing was asked before the handover (a plain post always sends it, maybe '[]').
  conversation: z.optional(conversationSchema),
});

export const contactSchema = z.object({
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

/**
 * Demo bookings (issue 35): the contact fields, a slot as the page offered it ('YYYY-MM-DDTHH:mm',
 * Vietnam time; whether it is still free is the server's to say, in the booking's transaction),
 * online or at the hotel (then its address), and the salesperson of a personal booking link.
 */
export function demoSchema(now: Date) {
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

/**
 * What the browser adds from the URL: never a reason to refuse a lead (a crafted link must not cost
 * a real one), so it is cleaned instead: unsafe characters dropped, length capped, empty → absent.
 */
const tracked = (max: number, pattern?: RegExp) =>
  z.catch(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => {
        // Cut by characters, not UTF-16 units: half an emoji would be stored as '�'.
        const cleaned = Array.from(stripUnsafe(value ?? '').trim())
          .slice(0, max)
          .join('')
          .trim();
        return cleaned && (!pattern || pattern.test(cleaned)) ? cleaned : undefined;
      }),
    ),
    undefined,
  );

export const attributionSchema = z.object({
  page: z.pipe(
    tracked(300, /^\/[^\s]*$/),
    z.transform((page) => page ?? '/'),
  ),
  utm_source: tracked(200),
  utm_medium: tracked(200),
  utm_campaign: tracked(200),
  utm_term: tracked(200),
  utm_content: tracked(200),
  referrer: tracked(2000, /^https?:\/\/\S+$/),
});

/** The first message of each field of a failed parse. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The schema that checks `form`'s fields at `now`. */
export function schemaFor(form: LeadForm, now: Date) {
  switch (form) {
    case 'trial':
      return trialSchema;
    case 'pricing':
      return pricingSchema;
    case 'contact':
      return contactSchema;
    case 'demo':
      return demoSchema(now);
    case 'quote':
      return quoteSchema;
    case 'assistant':
      return assistantSchema;
  }
}

/** The newsletter box: an address and the explicit marketing consent the law asks for. */
export const newsletterSchema = z.object({
  email: line('Email không hợp lệ', z.maxLength(254, 'Email không hợp lệ'), z.email('Email không hợp lệ')),
  consent: z.literal(['on', 'true', true], 'Vui lòng đồng ý nhận bản tin qua email.'),
});
