import { foldedWordsOf } from '../search/query-text.ts';

// The pieces of a page the assistant may quote: an FAQ's answer whole, a plan's card whole (name,
// price, features: small, and a price never leaves its plan's name), and an article's, product's or
// story's summary and paragraphs one by one, a heading or a run of short lines (a product's
// specifications) kept with what follows them. Each piece is quoted verbatim, never rewritten.

/** A searchable page as the index holds it. */
export interface PassageSource {
  kind: string;
  title: string;
  summary: string;
  body: string;
  href: string;
}

/** A piece of a page, with its words folded for scoring. */
export interface Passage {
  /** The text as the page has it. */
  text: string;
  kind: string;
  title: string;
  href: string;
  /** The folded words of the text. */
  words: string[];
  /** The folded words of the page's title (an FAQ's question). */
  titleWords: string[];
}

/** The longest passage made by joining short lines (characters); a longer paragraph stays whole. */
export const maxJoinedLength = 600;

/** A line this short without a sentence's end is a heading or a list line, joined to the next. */
const shortLine = 80;

const endsSentence = (line: string) => /[.!?…:;)"”]$/u.test(line);

/** A body's lines grouped into paragraphs: headings and short lines kept with the lines after them. */
export function paragraphsOf(body: string): string[] {
  const lines = body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const paragraphs: string[] = [];
  let open: string[] = [];
  for (const line of lines) {
    if (open.length && [...open, line].join('\n').length > maxJoinedLength) {
      paragraphs.push(open.join('\n'));
      open = [];
    }
    open.push(line);
    if (line.length >= shortLine || endsSentence(line)) {
      paragraphs.push(open.join('\n'));
      open = [];
    }
  }
  if (open.length) paragraphs.push(open.join('\n'));
  return paragraphs;
}

/** The passages of a page. */
export function passagesOf(source: PassageSource): Passage[] {
  const { kind, title, href } = source;
  const titleWords = foldedWordsOf(title);
  const texts =
    kind === 'faq'
      ? [source.body]
      : kind === 'plan'
        ? [[title, source.summary, source.body].filter(Boolean).join('\n')]
        : [source.summary, ...paragraphsOf(source.body)];
  return texts
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, kind, title, href, words: foldedWordsOf(text), titleWords }));
}
