import { isCallablePhone } from '../leads/callable-phone.ts';
import { normalisePhone } from '../sales/phone.ts';

// The phone numbers a text holds, however they are spelled, so a model's answer can be held to the
// numbers the site publishes and a visitor's text scrubbed of them: found in NFKC text (full-width
// digits are digits), as digit groups joined by up to three of anything that is neither a letter nor
// a digit ('0912 345 678', '0912:345:678', '0912|345|678', '0912 ~ 345 ~ 678'), with '+', '00' or a
// bare '84' in front, and a letter O beside digits read as the zero it passes for ('O912 345 678').
// A number is one the lead forms call callable (isCallablePhone), compared by the number dialled
// (normalisePhone): '+84 912 345 678', '0912.345.678' and '0084912345678' are one number.
// Two readings keep ordinary text out: a date ('02/12/2026') is no part of a number, and minutes
// ('08:00') do not start one with '00' or '84'.

/** A phone number found in a text: where it is, and the number dialled, in E.164 ('+84912345678'). */
export interface WrittenPhone {
  start: number;
  end: number;
  number: string;
}

/** What may join the digit groups of one phone number: anything but a letter, a mark or a digit. */
export const phoneSeparator = String.raw`[^\p{L}\p{M}\d]`;

const digitRun = new RegExp(String.raw`\+?\d+(?:${phoneSeparator}{1,3}\d+)*`, 'gu');
const group = /\d+/gu;
const longestPhoneDigits = 15;

const letterO = /(?<![\p{L}\p{M}])[Oo]+(?=\d)|(?<=\d)[Oo]+(?![\p{L}\p{M}])/gu;
const date = /(?<!\d)\d{1,2}([/.-])\d{1,2}\1(?:19|20)\d\d(?!\d)/gu;

/** `text` as its digits are read, letter for letter: an O beside digits is 0 ('O912' → '0912'). */
export function digitReading(text: string): string {
  return text.replace(letterO, (os) => '0'.repeat(os.length));
}

/** The number `digits` dial in E.164, or undefined when they are no number someone can call. */
function dialled(digits: string, plus: boolean): string | undefined {
  const number = normalisePhone(plus ? `+${digits}` : digits);
  return number && isCallablePhone(number) ? number : undefined;
}

/** The phone numbers in `text` (NFKC), each with where it is written. */
export function phonesIn(text: string): WrittenPhone[] {
  const read = digitReading(text).replace(date, (written) => 'x'.repeat(written.length));
  const phones: WrittenPhone[] = [];
  for (const run of read.matchAll(digitRun)) {
    const groups = [...run[0].matchAll(group)].map((match) => ({
      start: run.index + match.index,
      end: run.index + match.index + match[0].length,
    }));
    for (let first = 0; first < groups.length; first++) {
      const plus = read[groups[first]!.start - 1] === '+';
      const afterMinutes = first > 0 && read.slice(groups[first - 1]!.end, groups[first]!.start).includes(':');
      let digits = '';
      let found: WrittenPhone | undefined;
      for (let next = first; next < groups.length && digits.length < longestPhoneDigits; next++) {
        digits += read.slice(groups[next]!.start, groups[next]!.end);
        if (afterMinutes && !plus && !/^0[1-9]/.test(digits)) break;
        const number = dialled(digits, plus);
        if (number) found = { start: groups[first]!.start - (plus ? 1 : 0), end: groups[next]!.end, number };
      }
      if (!found) continue;
      phones.push(found);
      while (first + 1 < groups.length && groups[first + 1]!.start < found.end) first++;
    }
  }
  return phones;
}
