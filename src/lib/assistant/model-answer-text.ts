import type { AssistantLink } from './assistant-reply.ts';
import { ungroundedFigures } from './figures.ts';

// What a model writes is data too: before the visitor reads a word of it, its citation markers ([1])
// are taken out (our code turns them into 'Nguồn:' links to the pages given), every address that is
// not one of those pages is removed (a passage or a question could have asked for a link), markdown
// links become their words, and any price, percentage or large number the passages do not hold
// makes the whole answer unusable (the visitor then gets the retrieval answer instead).

/** What the model was given, that its answer is held to. */
export interface AnswerGround {
  /** The page of each passage, in the passages' numbering: [1] is `pages[0]`. */
  pages: AssistantLink[];
  /** The passages' text. */
  passageText: string;
  /** The site's origin ('https://hotelix.vn'), so a full link to one of the pages is recognised. */
  origin: string;
}

/** A model's text made fit to show. */
export interface CleanAnswer {
  text: string;
  /** The passage numbers it cited (1-based, in order of first citation, only those given). */
  cited: number[];
  /** Figures it wrote that the passages do not hold: any makes the answer unusable. */
  ungrounded: string[];
}

const markdownLink = /\[([^\]\n]{1,200})\]\(([^)\s]{0,500})\)/gu;
const citation = /\[\s*(\d{1,2}(?:\s*[,;]\s*\d{1,2})*)\s*\]/gu;
const schemeUrl = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/giu;
const tlds = 'vn|com|net|org|info|biz|io|co|me|xyz|top|app|site|online|shop|store|link|ly|cc|to|gl|asia|club|pro|dev';
const bareDomain = new RegExp(
  String.raw`(?<![\p{L}\p{N}@.:/-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${tlds})(?![\p{L}\p{N}-])(?:\/[^\s<>"'()]*)?`,
  'giu',
);
// Ends where the address does: '₫ /tháng' is no address.
const sitePath = /(?<=^|[\s(])\/[a-z0-9][\w\-/#?=&%.]*(?=[\s,;:!?…)]|\.(?:\s|$)|$)/giu;
const trailingPunctuation = /[.,;:!?…]+$/u;

/** `written` with its sentence punctuation left outside the address. */
function splitTrailing(written: string): [address: string, rest: string] {
  const rest = trailingPunctuation.exec(written)?.[0] ?? '';
  return [written.slice(0, written.length - rest.length), rest];
}

function isPageAddress(address: string, ground: AnswerGround): boolean {
  let url: URL;
  try {
    url = new URL(address.startsWith('www.') ? `https://${address}` : address, ground.origin);
  } catch {
    return false;
  }
  if (url.origin !== new URL(ground.origin).origin) return false;
  return ground.pages.some((page) => page.href === `${url.pathname}${url.hash}`);
}

/** The model's text with citations collected, foreign addresses removed and its figures checked. */
export function cleanModelText(raw: string, ground: AnswerGround): CleanAnswer {
  const cited: number[] = [];
  const passages = ground.passageText.toLowerCase();
  const text = raw
    .normalize('NFC')
    .replace(/\*\*|__/g, '')
    .replace(markdownLink, (_, label: string) => label)
    .replace(citation, (_, numbers: string) => {
      for (const number of numbers.split(/[,;]/).map((n) => Number(n.trim()))) {
        if (number >= 1 && number <= ground.pages.length && !cited.includes(number)) cited.push(number);
      }
      return '';
    })
    .replace(schemeUrl, (written) => {
      const [address, rest] = splitTrailing(written);
      return isPageAddress(address, ground) ? written : rest;
    })
    .replace(bareDomain, (written) => {
      const [address, rest] = splitTrailing(written);
      // 'Booking.com' named in a passage is a name; any other domain is somewhere we do not send visitors.
      return !address.includes('/') && passages.includes(address.toLowerCase()) ? written : rest;
    })
    .replace(sitePath, (written) => {
      const [address, rest] = splitTrailing(written);
      return isPageAddress(address, ground) ? written : rest;
    })
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]+([.,;:!?…])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, cited, ungrounded: ungroundedFigures(text, ground.passageText) };
}

/** Brackets open longer than this are the model's prose, not a marker or a link still arriving. */
const longestHeld = 300;

/** A word still arriving that may be shown already: letters only, or with a comma after. */
const plainWordEnd = /(?<=^|\s)[\p{L}\p{M}]+[,;!?]?$/u;

/**
 * How much of a text being streamed may be shown: up to its last space outside brackets, and a last
 * word of letters, so a citation, a link, an address or a figure is only shown once whole (and
 * checked). A word of letters cannot become one without a dot, slash or colon, which are held.
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
  return depth === 0 && plainWordEnd.test(text.slice(cut)) ? text.length : cut;
}

/** A model's streamed text turned into what the visitor may see as it arrives. */
export interface AnswerFilter {
  /** Takes the model's next delta; returns the text to append to what is shown ('' when none yet). */
  push(delta: string): string;
  /** Whether a figure the passages do not hold was written: nothing more is shown. */
  readonly ungrounded: boolean;
  /** The whole answer, cleaned, once the model has finished, with `rest`: what is still to be shown of it. */
  finish(): CleanAnswer & { rest: string };
}

/** A filter for one answer held to `ground`. */
export function answerFilter(ground: AnswerGround): AnswerFilter {
  let raw = '';
  let shown = '';
  let done = 0;
  let ungrounded = false;
  return {
    push(delta) {
      raw += delta;
      const complete = completeLength(raw);
      if (ungrounded || complete <= done) return '';
      done = complete;
      const clean = cleanModelText(raw.slice(0, complete), ground);
      if (clean.ungrounded.length) {
        ungrounded = true;
        return '';
      }
      // Cleaning a longer text only ever adds to the end; should it not, show nothing more: the final reply replaces it.
      if (!clean.text.startsWith(shown)) return '';
      const added = clean.text.slice(shown.length);
      shown = clean.text;
      return added;
    },
    get ungrounded() {
      return ungrounded;
    },
    finish() {
      const clean = cleanModelText(raw, ground);
      const rest =
        !ungrounded && !clean.ungrounded.length && clean.text.startsWith(shown) ? clean.text.slice(shown.length) : '';
      return { ...clean, rest };
    },
  };
}
