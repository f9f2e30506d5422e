// Personal data removed from a visitor's text before it leaves the server or is kept (Law 91/2025):
// phone numbers and e-mail addresses, found by the finders that hold a model's
// answer to the company's contacts (written-phones.ts, written-addresses.ts), so both read every
// spelling alike ('０９１２ ３４５ ６７８', '0912:345:678', 'ketoan[at]hotelix-pay[.]com'). They are
// looked for in the text as it is seen (NFKC, invisible characters out), and replaced in the text as
// typed: an editor reading a kept question sees the visitor's 'm²', not NFKC's 'm2'. Prices, room counts and years stay, so the
// model can still answer 'khách sạn 35 phòng, giá 1.200.000 ₫'.
import { cleanFreeText } from '../text/unsafe-characters.ts';
import { addressesIn } from './written-addresses.ts';
import { phonesIn } from './written-phones.ts';

/** What a removed phone number becomes. */
export const phoneMarker = '[số điện thoại]';
/** What a removed e-mail address becomes. */
export const emailMarker = '[email]';

/** A text read as it is seen (NFKC, invisible characters out), with where in the text each character of the reading comes from. */
interface Reading {
  read: string;
  from: number[];
  to: number[];
}

// A character with the marks after it: what NFKC reads together ('ế' written as e, ˆ and ˊ).
const cluster = /\P{M}\p{M}*|\p{M}+/gu;

function readingOf(text: string): Reading {
  const reading: Reading = { read: '', from: [], to: [] };
  for (const match of text.matchAll(cluster)) {
    const read = cleanFreeText(match[0]).normalize('NFKC');
    reading.read += read;
    for (let index = 0; index < read.length; index++) {
      reading.from.push(match.index);
      reading.to.push(match.index + match[0].length);
    }
  }
  return reading;
}

/** What to replace, where in the reading. */
interface Found {
  start: number;
  end: number;
  marker: string;
}

/** The e-mail addresses and phone numbers of `read` (NFKC); a phone with the '(' written in front and its ')'. */
function personalDataIn(read: string): Found[] {
  const emails = addressesIn(read).filter((address) => address.kind === 'email');
  // Phones are looked for with the e-mails blanked, so 'nguyen0912345678@gmail.com' is one e-mail.
  let blanked = read;
  for (const email of emails) {
    blanked = blanked.slice(0, email.start) + 'x'.repeat(email.end - email.start) + blanked.slice(email.end);
  }
  const phones = phonesIn(blanked).map((phone) => {
    const start = read[phone.start - 1] === '(' ? phone.start - 1 : phone.start;
    const end = read.slice(start, phone.end).includes('(') && read[phone.end] === ')' ? phone.end + 1 : phone.end;
    return { start, end, marker: phoneMarker };
  });
  const found = [...emails.map((email) => ({ start: email.start, end: email.end, marker: emailMarker })), ...phones];
  return found.sort((a, b) => a.start - b.start);
}

/**
 * `text` (NFC, as typed) with phone numbers (Vietnamese and international) and e-mail addresses
 * replaced by neutral markers, each found in the text as it is seen: full-width digits and signs
 * ('０９１２', '＋８４') and the compatibility forms of hyphens and spaces are the plain characters,
 * and an invisible character between digits joins nothing.
 */
export function scrubPersonalData(text: string): string {
  const typed = text.normalize('NFC');
  const reading = readingOf(typed);
  let out = '';
  let copied = 0;
  for (const found of personalDataIn(reading.read)) {
    const start = reading.from[found.start]!;
    if (start < copied) continue;
    out += typed.slice(copied, start) + found.marker;
    copied = reading.to[found.end - 1]!;
  }
  return out + typed.slice(copied);
}

/** Whether `text` holds a phone number or an e-mail address, in any spelling the scrub reads. */
export function holdsPersonalData(text: string): boolean {
  return personalDataIn(readingOf(text.normalize('NFC')).read).length > 0;
}
