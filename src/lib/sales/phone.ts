/**
 * A phone number in E.164 ('+84912345678'), from the ways Vietnamese write one: '0912 345 678',
 * '0912.345.678', '84912345678', '+84 912 345 678', '(+84) 912-345-678', '0084912345678'. Foreign
 * numbers written with '+' or '00' keep their country code. Null when it is not a phone number.
 */
export function normalisePhone(input: string): string | null {
  const trimmed = input.normalize('NFKC').trim();
  if (!/^[+\d\s.\-()/]+$/.test(trimmed)) return null;
  const international = /^(\+|\(\+)/.test(trimmed);
  let digits = trimmed.replace(/\D/g, '');
  if (!international && digits.startsWith('00')) digits = digits.slice(2);
  else if (!international && digits.startsWith('0')) digits = `84${digits.slice(1)}`;
  else if (!international && !digits.startsWith('84')) return null;
  // '+84 (0) 912…': the trunk zero written after the country code.
  if (digits.startsWith('840')) digits = `84${digits.slice(3)}`;
  // Vietnam: 84 and 9 digits (mobile, and landlines since 2017), or 10 (some old landlines).
  if (digits.startsWith('84')) return /^84[1-9]\d{8,9}$/.test(digits) ? `+${digits}` : null;
  // Elsewhere E.164 allows up to 15 digits; 8 is the shortest real number with its country code.
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** How a Vietnamese number is dialled at home ('0912345678'): what Zalo's links take. */
export function nationalPhone(e164: string): string {
  return e164.startsWith('+84') ? `0${e164.slice(3)}` : e164.replace(/^\+/, '');
}
