import type { TextPart } from './search-results.ts';
import { foldText } from './fold.ts';

// Marking the words a query matched in the original text, diacritics and all: each word of the text
// is folded on its own and compared with the query's folded words, so 'dat phong' marks 'Đặt phòng'.

/** Which folded words count as matched: whole words, and words a prefix (the query's last word) starts. */
export interface WordMatcher {
  words: readonly string[];
  prefixes: readonly string[];
}

const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

/** Whether a word of the text is matched; memoised per text, as words repeat and folding is the cost. */
function matcherOf(matcher: WordMatcher): (word: string) => boolean {
  const seen = new Map<string, boolean>();
  return (word) => {
    let hit = seen.get(word);
    if (hit === undefined) {
      const folded = foldText(word);
      hit = matcher.words.includes(folded) || matcher.prefixes.some((prefix) => folded.startsWith(prefix));
      seen.set(word, hit);
    }
    return hit;
  };
}

function pushPart(parts: TextPart[], text: string, marked: boolean) {
  if (!text) return;
  const last = parts.at(-1);
  if (last && last.marked === marked && !marked) last.text += text;
  else parts.push({ text, marked });
}

/** The whole text as parts, matched words marked. */
export function markWords(text: string, matcher: WordMatcher): TextPart[] {
  const matches = matcherOf(matcher);
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(wordPattern)) {
    if (!matches(match[0])) continue;
    pushPart(parts, text.slice(at, match.index), false);
    pushPart(parts, match[0], true);
    at = match.index + match[0].length;
  }
  pushPart(parts, text.slice(at), false);
  return parts;
}

/** Where matched words start in the text. */
function matchedStarts(text: string, matcher: WordMatcher): number[] {
  const matches = matcherOf(matcher);
  return [...text.matchAll(wordPattern)].filter((match) => matches(match[0])).map((match) => match.index);
}

/** The start of the word at or after `index`, or `index` itself at the text's edges. */
function wordBoundaryAfter(text: string, index: number): number {
  if (index <= 0) return 0;
  const space = text.slice(index).search(/\s/u);
  return space < 0 ? text.length : index + space + 1;
}

/**
 * About `length` characters of the text around the densest run of matched words (the start when
 * nothing matched), cut at spaces, with '…' where text was left out, matched words marked.
 */
export function snippetOf(text: string, matcher: WordMatcher, length = 220): TextPart[] {
  // The first 20,000 characters hold the match of nearly every page; a longer body is not read to its end.
  const flat = text.slice(0, 20_000).replace(/\s+/gu, ' ').trim();
  if (flat.length <= length) return markWords(flat, matcher);
  const starts = matchedStarts(flat, matcher);
  // The window of 80 % of the length holding most matched words (two pointers over the starts).
  let best = starts[0] ?? 0;
  let bestCount = 0;
  for (let first = 0, last = 0; first < starts.length; first++) {
    while (last < starts.length && starts[last]! < starts[first]! + length * 0.8) last++;
    if (last - first > bestCount) [best, bestCount] = [starts[first]!, last - first];
  }
  // A little context before the first matched word: the sentence's lead-in reads better than a bare word.
  const from = wordBoundaryAfter(flat, Math.min(best - Math.floor(length / 5), flat.length - length));
  let to = Math.min(flat.length, from + length);
  if (to < flat.length) to = Math.max(flat.slice(0, to).lastIndexOf(' '), from + 1);
  const parts = markWords(flat.slice(from, to).trim(), matcher);
  if (from > 0) parts.unshift({ text: '… ', marked: false });
  if (to < flat.length) parts.push({ text: ' …', marked: false });
  return parts;
}
