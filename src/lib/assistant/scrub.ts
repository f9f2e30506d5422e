// Personal data removed from a visitor's text before it leaves the server (issue 34, Privacy; Law
// 91/2025): phone numbers and e-mail addresses. Prices, room counts and years stay, so the model can
// still answer 'khách sạn 35 phòng, giá 1.200.000 ₫'.
import { isCallablePhone } from '../leads/callable-phone.ts';

/** What a removed phone number becomes. */
export const phoneMarker = '[số điện thoại]';
/** What a removed e-mail address becomes. */
export const emailMarker = '[email]';

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

// Runs of digit groups joined by spaces, dots, dashes or parentheses: '0912 345 678', '(028) 3822 1234',
// '+84 912345678'. A run may hold more than one number ('năm 2026 0912 345 678'), so the phone is
// looked for among the run's consecutive groups below, never in the run as a whole.
const digitRun = /\+?\(?\+?\d+(?:(?:[ .\u00a0-]{1,3}|\)[ \u00a0]?|[ \u00a0]?\()\d+)*\)?/g;
const group = /\d+/g;
const longestPhoneDigits = 15;

function isPhone(digits: string, plus: boolean): boolean {
  if (plus) return isCallablePhone(`+${digits}`);
  // '84912345678' is +84 written without its plus.
  return isCallablePhone(digits) || (digits.startsWith('84') && isCallablePhone(`+${digits}`));
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

/** `text` with phone numbers (Vietnamese and international) and e-mail addresses replaced by neutral markers. */
export function scrubPersonalData(text: string): string {
  return text.normalize('NFC').replace(email, emailMarker).replace(digitRun, scrubRun);
}
