import { isCallablePhone } from '../leads/callable-phone.ts';

// The phone numbers a text holds, however they are spelled, so a model's answer can be held to the
// numbers the site publishes: found in NFKC text (full-width digits are digits), as digit groups
// joined by up to three of any space, dot, dash, underscore, slash or bracket, with '+', '00' or a
// bare '84' in front. A number is what the lead forms call callable (isCallablePhone), compared by
// its digits: '+84 912 345 678', '0912.345.678' and '0084912345678' are one number.

/** A phone number found in a text: where it is, and its digits as dialled in Vietnam ('0912345678', '+6561234567'). */
export interface WrittenPhone {
  start: number;
  end: number;
  number: string;
}

const separator = String.raw`[\s.\-_/\\()\u00b7\u2010-\u2015\u2212\u30fb]`;
const digitRun = new RegExp(String.raw`\+?\d+(?:${separator}{1,3}\+?\d+)*`, 'gu');
const group = /\d+/gu;
const longestPhoneDigits = 15;

/** The number `digits` dial ('0912345678', '+6561234567'), or undefined when they are no phone number. */
function dialled(digits: string, plus: boolean): string | undefined {
  let number: string | undefined;
  if (plus) number = `+${digits}`;
  else if (digits.startsWith('00')) number = `+${digits.slice(2)}`;
  else if (isCallablePhone(digits)) number = digits;
  // '84912345678' is +84 written without its plus.
  else if (digits.startsWith('84')) number = `+${digits}`;
  // '+84 (0) 912…': the trunk zero written after the country code.
  if (number?.startsWith('+840')) number = `+84${number.slice(4)}`;
  if (!number || !isCallablePhone(number)) return undefined;
  return number.startsWith('+84') ? `0${number.slice(3)}` : number;
}

/** The phone numbers in `text` (NFKC), each with where it is written. */
export function phonesIn(text: string): WrittenPhone[] {
  const phones: WrittenPhone[] = [];
  for (const run of text.matchAll(digitRun)) {
    const groups = [...run[0].matchAll(group)].map((match) => ({
      start: run.index + match.index,
      end: run.index + match.index + match[0].length,
    }));
    for (let first = 0; first < groups.length; first++) {
      const plus = text[groups[first]!.start - 1] === '+';
      let digits = '';
      let found: WrittenPhone | undefined;
      for (let next = first; next < groups.length && digits.length < longestPhoneDigits; next++) {
        digits += text.slice(groups[next]!.start, groups[next]!.end);
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
