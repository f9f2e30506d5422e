import * as z from 'zod/mini';
import { slotsOn, vietnamNow, weekday } from './demo-slots';
import type { FieldErrors, LeadForm } from './lead-forms';

// One schema per form, used by the browser for instant messages and by the server, which decides.
// zod/mini keeps the browser bundle small; messages are the spec's where it fixes them.

/** Trimmed, NFC-normalised text: 'Nguyễn' typed in decomposed form is stored as everyone else types it. */
const text = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.string('Giá trị không hợp lệ').check(z.trim(), z.normalize('NFC'), ...checks);

const phoneCharacters = /^[\d\s+().-]*$/;

/** The short forms' rules (trial and pricing). */
const shortFields = {
  company_name: text(
    z.minLength(1, 'Tên khách sạn không được để trống'),
    z.maxLength(200, 'Tên khách sạn tối đa 200 ký tự'),
  ),
  name: text(z.minLength(1, 'Họ tên không được để trống'), z.maxLength(100, 'Họ tên tối đa 100 ký tự')),
  email: text(z.maxLength(254, 'Email không hợp lệ'), z.email('Email không hợp lệ')),
  phone: text(
    z.minLength(1, 'Số điện thoại không được để trống'),
    z.maxLength(20, 'Số điện thoại tối đa 20 ký tự'),
    z.regex(phoneCharacters, 'Số điện thoại chỉ gồm chữ số, dấu cách và + ( ) . -'),
  ),
};

/** The contact page's rules, stricter (spec §5). */
const fullFields = {
  name: text(z.minLength(2, 'Họ và tên phải có ít nhất 2 ký tự.'), z.maxLength(100, 'Họ và tên tối đa 100 ký tự.')),
  company_name: text(
    z.minLength(2, 'Tên khách sạn phải có ít nhất 2 ký tự.'),
    z.maxLength(200, 'Tên khách sạn tối đa 200 ký tự.'),
  ),
  email: text(z.maxLength(254, 'Địa chỉ email không hợp lệ.'), z.email('Địa chỉ email không hợp lệ.')),
  phone: text(
    z.minLength(10, 'Số điện thoại không hợp lệ.'),
    z.maxLength(20, 'Số điện thoại không hợp lệ.'),
    z.regex(phoneCharacters, 'Số điện thoại không hợp lệ.'),
  ),
};

const roomCountMessage = 'Số phòng phải là số nguyên dương.';

/** Optional whole number of rooms; a form sends text, JSON may send a number. */
const roomCount = z
  .pipe(
    z.optional(z.union([z.string(roomCountMessage), z.number(roomCountMessage)], roomCountMessage)),
    z.transform((value) =>
      value === undefined || String(value).trim() === '' ? undefined : Number(String(value).trim()),
    ),
  )
  .check(
    z.refine((value) => value === undefined || (Number.isInteger(value) && value > 0 && value <= 100_000), {
      message: roomCountMessage,
    }),
  );

export const planIds = ['trial', 'basic', 'professional', 'enterprise'] as const;

export const trialSchema = z.object(shortFields);

export const pricingSchema = z.object({ ...shortFields, plan: z.enum(planIds, 'Gói không hợp lệ') });

export const contactSchema = z.object({
  ...fullFields,
  room_count: roomCount,
  message: text(
    z.minLength(10, 'Nội dung tin nhắn phải có ít nhất 10 ký tự.'),
    z.maxLength(5000, 'Nội dung tin nhắn tối đa 5000 ký tự.'),
  ),
});

/** Demo requests: the contact fields plus a day (today or later, not Sunday) and a slot in office hours. */
export function demoSchema(now: Date) {
  return z
    .object({
      ...fullFields,
      preferred_date: text(z.minLength(1, 'Vui lòng chọn ngày hẹn.')),
      preferred_time: text(z.minLength(1, 'Vui lòng chọn giờ hẹn.')),
    })
    .check(
      z.superRefine((value, ctx) => {
        const today = vietnamNow(now);
        const day = weekday(value.preferred_date);
        const dateIssue = Number.isNaN(day)
          ? 'Vui lòng chọn ngày hẹn.'
          : value.preferred_date < today.date
            ? 'Ngày hẹn phải từ hôm nay trở đi.'
            : day === 0
              ? 'Chúng tôi nghỉ Chủ nhật, vui lòng chọn ngày khác.'
              : null;
        if (dateIssue) {
          ctx.issues.push({
            code: 'custom',
            message: dateIssue,
            path: ['preferred_date'],
            input: value.preferred_date,
          });
          return;
        }
        const timeIssue = !slotsOn(value.preferred_date).includes(value.preferred_time)
          ? 'Vui lòng chọn giờ hẹn trong giờ làm việc.'
          : value.preferred_date === today.date && value.preferred_time <= today.time
            ? 'Giờ hẹn này đã qua, vui lòng chọn giờ khác.'
            : null;
        if (timeIssue) {
          ctx.issues.push({
            code: 'custom',
            message: timeIssue,
            path: ['preferred_time'],
            input: value.preferred_time,
          });
        }
      }),
    );
}

/** Where the visitor came from; never a reason to refuse a lead, so bad values are dropped. */
const tracked = (max: number) => z.catch(z.optional(z.string().check(z.trim(), z.maxLength(max))), undefined);

export const attributionSchema = z.object({
  page: z.catch(z.string().check(z.trim(), z.maxLength(300), z.regex(/^\/[^\s]*$/)), '/'),
  utm_source: tracked(200),
  utm_medium: tracked(200),
  utm_campaign: tracked(200),
  utm_term: tracked(200),
  utm_content: tracked(200),
  referrer: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(2000), z.regex(/^https?:\/\//))), undefined),
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
  }
}

/** The newsletter box: an address and the explicit marketing consent the law asks for. */
export const newsletterSchema = z.object({
  email: text(z.maxLength(254, 'Email không hợp lệ'), z.email('Email không hợp lệ')),
  consent: z.literal(['on', 'true', true], 'Vui lòng đồng ý nhận bản tin qua email.'),
});
