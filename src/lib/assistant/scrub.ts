// Personal data removed from a visitor's text before it leaves the server (issue 34, Privacy; Law
// 91/2025): phone numbers and e-mail addresses. Prices, room counts and years stay, so the model can
// still answer 'khách sạn 35 phòng, giá 1.200.000 ₫'.
import { phonesIn } from './written-phones.ts';

/** What a removed phone number becomes. */
export const phoneMarker = '[số điện thoại]';
/** What a removed e-mail address becomes. */
export const emailMarker = '[email]';

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** `text` (NFKC) with every phone number phonesIn finds replaced by the marker, with a '(' written in front and its ')'. */
function scrubPhones(text: string): string {
  let out = '';
  let copied = 0;
  for (const phone of phonesIn(text)) {
    const from = text[phone.start - 1] === '(' ? phone.start - 1 : phone.start;
    const to = text.slice(from, phone.end).includes('(') && text[phone.end] === ')' ? phone.end + 1 : phone.end;
    out += text.slice(copied, from) + phoneMarker;
    copied = to;
  }
  return out + text.slice(copied);
}

/**
 * `text` with phone numbers (Vietnamese and international) and e-mail addresses replaced by neutral
 * markers. NFKC first: full-width digits and signs ('０９１２', '＋８４'), and the compatibility forms of
 * hyphens and spaces, become the plain characters the rule reads (Vietnamese letters come out as NFC).
 */
export function scrubPersonalData(text: string): string {
  return scrubPhones(text.normalize('NFKC').replace(email, emailMarker));
}

/** Whether `text` holds a phone number or an e-mail address, in any spelling the scrub reads. */
export function holdsPersonalData(text: string): boolean {
  return scrubPersonalData(text) !== text.normalize('NFKC');
}
