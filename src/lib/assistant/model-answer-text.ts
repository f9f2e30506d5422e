import { cleanFreeText } from '../text/unsafe-characters.ts';
import { checkAddresses, heldAddresses, type AddressGround, type HeldAddresses } from './answer-addresses.ts';
import { figureGround, ungroundedFigures, type FigureGround } from './figures.ts';
import { digitReading, phoneSeparator } from './written-phones.ts';

// What a model writes is data too: before the visitor reads a word of it, it is read as it will be
// seen (NFKC: full-width letters and digits are plain ones; invisible characters out), its citation
// markers ([1]) are taken out (our code turns them into 'Nguồn:' links to the pages given), markdown
// links become their words, its spacing is tidied, and then, on the very text the visitor will read,
// its addresses, phone numbers and figures are held to the passages (answer-addresses.ts,
// figures.ts): an address, e-mail or phone number neither a passage nor the company publishes, or a
// price, percentage or large number the passages do not hold, makes the whole answer unusable (the
// visitor then gets the retrieval answer instead). Tidying after the check would join what it saw
// apart ('vcb-xacminh .ru/login' shown as 'vcb-xacminh.ru/login'); taking out a page's address may
// join what was around it ('evil (/tin-tuc/abc).com'), so the text left is tidied and checked again.

/** What the model was given, that its answer is held to. */
export interface AnswerGround extends AddressGround {
  /** The visitor's question: what a figure the answer attaches to nothing is read as describing. */
  question?: string;
}

/** A model's text made fit to show. */
export interface CleanAnswer {
  text: string;
  /** The passage numbers it cited (1-based, in order of first citation, only those given). */
  cited: number[];
  /** Figures it wrote that the passages do not hold: any makes the answer unusable. */
  ungrounded: string[];
  /** Addresses, e-mails and phone numbers it wrote that nobody published: any makes the answer unusable. */
  unverified: string[];
}

const markdownLink = /\[([^\]\n]{1,200})\]\(([^)\s]{0,500})\)/gu;
const citation = /\[\s*(\d{1,2}(?:\s*[,;]\s*\d{1,2})*)\s*\]/gu;

/** `ground` as the answer is read (NFKC), with what it holds worked out once for a whole answer. */
interface ReadGround extends AnswerGround {
  held: HeldAddresses;
  figures: FigureGround;
}

function readGround(ground: AnswerGround): ReadGround {
  const read = (text: string) => text.normalize('NFKC');
  const passages = ground.passages.map(read);
  const asRead = { ...ground, passages, contacts: ground.contacts.map(read) };
  return { ...asRead, held: heldAddresses(asRead), figures: figureGround(passages) };
}

/** Spacing as shown: no empty brackets, no space before punctuation, single spaces, at most one blank line. */
function tidy(text: string): string {
  return text
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]+([.,;:!?…])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function cleanAsRead(raw: string, ground: ReadGround): CleanAnswer {
  const cited: number[] = [];
  const targets: string[] = [];
  const written = cleanFreeText(raw.normalize('NFKC'))
    .replace(/\*\*|__/g, '')
    .replace(markdownLink, (_, label: string, target: string) => {
      targets.push(target);
      return label;
    })
    .replace(citation, (_, numbers: string) => {
      for (const number of numbers.split(/[,;]/).map((n) => Number(n.trim()))) {
        if (number >= 1 && number <= ground.pages.length && !cited.includes(number)) cited.push(number);
      }
      return '';
    });
  let text = tidy(written);
  let checked = checkAddresses(text, ground, ground.held);
  const unverified = [...checked.unverified];
  // Each round takes an address out, so it ends; the text shown is the text last checked, whole.
  while (checked.text !== text) {
    text = tidy(checked.text);
    checked = checkAddresses(text, ground, ground.held);
    unverified.push(...checked.unverified.filter((address) => !unverified.includes(address)));
  }
  // A markdown link's address is not shown, but where the model meant to send the visitor still counts.
  const hidden = targets.flatMap((target) => checkAddresses(target, ground, ground.held).unverified);
  return {
    text,
    cited,
    ungrounded: ungroundedFigures(checked.withoutAddresses, ground.figures, ground.question),
    unverified: [...unverified, ...hidden],
  };
}

/** The model's text with citations collected, and its addresses, phone numbers and figures checked. */
export function cleanModelText(raw: string, ground: AnswerGround): CleanAnswer {
  return cleanAsRead(raw, readGround(ground));
}

/** Brackets open longer than this are the model's prose, not a marker or a link still arriving. */
const longestHeld = 300;

/** A word still arriving that may be shown already: letters only (not an O, which may be a zero), or with a comma after. */
const plainWordEnd = /(?<=^|\s)(?![Oo]+$)[\p{L}\p{M}]+[,;!?]?$/u;

/** Digit groups ending what is complete, which the next groups may make a phone number ('0912 345 ' + '678'). */
const numberGoingOn = new RegExp(String.raw`(?:^|\s)(\S*\d(?:\d|${phoneSeparator})*)$`, 'u');

/** A digit group a phone number can begin with: '0…', '8…' ('84 912…'), or after '+'. */
const numberStart = /\+\d|(?<!\d)[08]/u;

/**
 * How much of a text being streamed may be shown: up to its last space outside brackets, and a last
 * word of letters, so a citation, a link, an address or a figure is only shown once whole (and
 * checked). A word of letters cannot become one without a dot, slash or colon, which are held; nor
 * are digits that may begin a phone number shown, nor any after them, until a word follows them.
 */
export function completeLength(text: string): number {
  let depth = 0;
  let opened = 0;
  let cut = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (character === '[' || character === '(') {
      if (depth === 0) opened = index;
      depth++;
    } else if ((character === ']' || character === ')') && depth > 0) depth--;
    else if (/\s/u.test(character) && (depth === 0 || index - opened > longestHeld)) {
      depth = 0;
      cut = index + 1;
    }
  }
  if (depth === 0 && plainWordEnd.test(text.slice(cut))) return text.length;
  const tail = numberGoingOn.exec(digitReading(text.slice(0, cut)))?.[1];
  const start = tail && numberStart.exec(tail);
  if (!tail || !start) return cut;
  // Digits before the first group a number can begin with are shown ('giảm 50% '), unless in its word.
  const wordEnd = tail.search(/\s/u);
  return cut - tail.length + (wordEnd === -1 || start.index < wordEnd ? 0 : start.index);
}

/** Why a model's answer cannot be shown: an unverified address, e-mail or phone number, or a figure the passages lack. */
export type Refusal = 'unverified-address' | 'ungrounded';

/** Why `clean` cannot be shown, if it cannot. */
export function refusalOf(clean: CleanAnswer): Refusal | undefined {
  if (clean.unverified.length) return 'unverified-address';
  return clean.ungrounded.length ? 'ungrounded' : undefined;
}

/** A model's streamed text turned into what the visitor may see as it arrives. */
export interface AnswerFilter {
  /** Takes the model's next delta; returns the text to append to what is shown ('' when none yet). */
  push(delta: string): string;
  /** Why what was written cannot be shown, once it cannot: nothing more is shown. */
  readonly refusal: Refusal | undefined;
  /** The whole answer, cleaned, once the model has finished, with `rest`: what is still to be shown of it. */
  finish(): CleanAnswer & { rest: string };
}

/** A filter for one answer held to `ground`. */
export function answerFilter(answerGround: AnswerGround): AnswerFilter {
  const ground = readGround(answerGround);
  let raw = '';
  let shown = '';
  let done = 0;
  let refusal: Refusal | undefined;
  return {
    push(delta) {
      raw += delta;
      const complete = completeLength(raw);
      if (refusal || complete <= done) return '';
      done = complete;
      const clean = cleanAsRead(raw.slice(0, complete), ground);
      refusal = refusalOf(clean);
      if (refusal) return '';
      // Cleaning a longer text only ever adds to the end; should it not, show nothing more: the final reply replaces it.
      if (!clean.text.startsWith(shown)) return '';
      const added = clean.text.slice(shown.length);
      shown = clean.text;
      return added;
    },
    get refusal() {
      return refusal;
    },
    finish() {
      const clean = cleanAsRead(raw, ground);
      const rest = !refusal && !refusalOf(clean) && clean.text.startsWith(shown) ? clean.text.slice(shown.length) : '';
      return { ...clean, rest };
    },
  };
}
