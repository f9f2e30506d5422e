import * as z from 'zod/mini';
import { hasUnsafeSingleLine } from '../text/unsafe-characters.ts';
import { isCallablePhone } from './callable-phone.ts';

// The fields the lead forms share, as zod checks: each form's schema (forms/*-shape.ts) is made of
// these. zod/mini keeps the browser bundle small; messages are the spec's where it fixes them.

/** Trimmed, NFC-normalised text: 'Nguyễn' typed in decomposed form is stored as everyone else types it. */
export const text = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  // Piped, so the checks only ever see a string: on their own they would still run on, say, an
  // object with a `length`, and throw comparing it (a 500 instead of a 400; found by the fuzz test).
  z.pipe(z.string('Giá trị không hợp lệ'), z.string().check(z.trim(), z.normalize('NFC'), ...checks));

/** A one-line value: no line breaks, controls or invisible characters (they forge lines, hide text). */
export const line = (message: string, ...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
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

/** An e-mail address, refused with `message`. */
export const email = (message: string) => line(message, z.maxLength(254, message), z.email(message));

/** The short forms' rules (trial, pricing, quote, the assistant's handover). */
export const shortFields = {
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
  email: email('Email không hợp lệ'),
  phone: phone('Số điện thoại không được để trống'),
};

/** The contact page's rules, stricter (spec §5); the demo booking's too. */
export const fullFields = {
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
  email: email('Địa chỉ email không hợp lệ.'),
  phone: phone(invalidPhone),
};
