// Personal data removed from a visitor's text before it leaves the server (issue 34, Privacy; Law
// 91/2025): phone numbers and e-mail addresses. Prices, room counts and years stay, so the model can
// still answer 'khách sạn 35 phòng, giá 1.200.000 ₫'.
import { isCallablePhone } from '../leads/callable-phone.ts';

/** What a removed phone number becomes. */
export const phoneMarker = '[số điện thoại]';
/** What a removed e-mail address becomes. */
export const emailMarker = '[email]';

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

// Runs of digit groups joined by separators people type or paste between them: spaces, dots, hyphens
// and dashes (the no-break hyphen U+2011 becomes U+2010 under NFKC; en and em dashes, the minus sign),
// underscores, slashes and parentheses: '0912 345 678', '0912–345–678', '(028) 3822 1234', '+84 912345678'.
// A run may hold more than one number ('năm 2026 0912 345 678'), so the phone is looked for among the
// run's consecutive groups below, never in the run as a whole.
const separator = '[ .\\-\u2010-\u2015\u2212_/]';
const digitRun = new RegExp(
  `\\+?\\(?\\+?\\d+(?:(?:${separator}{1,3}|\\)${separator}?|${separator}?\\()\\d+)*\\)?`,
  'g',
);
const group = /\d+/g;
const longestPhoneDigits = 15;

function isPhone(digits: string, plus: boolean): boolean {
  if (!plus && isCallablePhone(digits)) return true;
  // '0084…' dials out as '+84…' does, and '84…' is +84 written without its plus.
  const international = plus
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : digits.startsWith('84')
        ? digits
        : '';
  // '+84 (0) 912…': the trunk zero written after the country code.
  return international !== '' && isCallablePhone(`+${international.replace(/^840/, '84')}`);
}

/** The run with every phone number among its digit groups replaced by the marker. */
function scrubRun(run: string): string {
  const groups = [...run.matchAll(group)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  let out = '';
  let copied = 0;
  for (let first = 0; first < groups.length; first++) {
    const start = groups[first]!.start;
    const before = run.slice(first === 0 ? 0 : groups[first - 1]!.end, start);
    const plus = before.includes('+');
    let digits = '';
    let last = -1;
    for (let next = first; next < groups.length && digits.length < longestPhoneDigits; next++) {
      digits += run.slice(groups[next]!.start, groups[next]!.end);
      if (isPhone(digits, plus)) last = next;
    }
    if (last < 0) continue;
    // Take the '+' or '(' written in front, and a ')' closing one, into what is replaced.
    const from = start - /[+(]*$/.exec(before)![0].length;
    let to = groups[last]!.end;
    if (run.slice(from, to).includes('(') && run[to] === ')') to++;
    out += run.slice(copied, from) + phoneMarker;
    copied = to;
    first = last;
  }
  return out + run.slice(copied);
}

/**
 * `text` with phone numbers (Vietnamese and international) and e-mail addresses replaced by neutral
 * markers. NFKC first: full-width digits and signs ('０９１２', '＋８４'), and the compatibility forms of
 * hyphens and spaces, become the plain characters the rule reads (Vietnamese letters come out as NFC).
 */
export function scrubPersonalData(text: string): string {
  return text.normalize('NFKC').replace(email, emailMarker).replace(digitRun, scrubRun);
}

/** Whether `text` holds a phone number or an e-mail address, in any spelling the scrub reads. */
export function holdsPersonalData(text: string): boolean {
  return scrubPersonalData(text) !== text.normalize('NFKC');
}
