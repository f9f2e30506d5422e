import { stripUnsafe } from '../text/unsafe-characters.ts';
import { foldText } from './fold.ts';
import { maxQueryLength } from './search-results.ts';

// What a search's text becomes before any database sees it: a cleaned query, then words. The same
// word rule splits what is indexed, so a word typed is a word stored. Query syntax of either engine
// (quotes, *, -, OR, NEAR, parentheses, :, ^) never survives: only letters and digits make words.

/** A word of a query or a document: folded (what matches) and as typed, lower case (what ranks). */
export interface SearchWord {
  folded: string;
  exact: string;
}

/** The most words of a query that are searched; the rest are dropped (a pasted paragraph stays cheap). */
export const maxQueryWords = 12;

const spacing = /[\t\n\r\v\f\u0085\u2028\u2029]/g;
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The query as searched and shown: controls, NUL, lone surrogates and invisible format characters
 * removed (line breaks and tabs become spaces), NFC, spaces collapsed, cut to 200 characters.
 */
export function cleanQuery(raw: string): string {
  const clean = stripUnsafe(raw.replace(spacing, ' ')).normalize('NFC').replace(/\s+/gu, ' ').trim();
  // Cut by code points, so an emoji is never halved into a lone surrogate.
  return Array.from(clean).slice(0, maxQueryLength).join('').trim();
}

/** The words of a text: runs of letters, marks and digits, folded and exact. */
export function wordsOf(text: string): SearchWord[] {
  const words: SearchWord[] = [];
  for (const [word] of text.normalize('NFC').toLowerCase().matchAll(wordPattern)) {
    const folded = foldText(word);
    if (folded) words.push({ folded, exact: word });
  }
  return words;
}

const foldedWord = /[\p{L}\p{N}]+/gu;

/**
 * The folded words of a text, as `wordsOf(text)` folds them, folding the text once rather than word
 * by word (a third of the time: the assistant folds two dozen whole pages per question). The same
 * words: folding drops the marks that wordsOf keeps inside a word, and nothing else separates them.
 */
export function foldedWordsOf(text: string): string[] {
  return foldText(text.normalize('NFC').toLowerCase()).match(foldedWord) ?? [];
}

/** The words a query searches for (at most maxQueryWords, repeats dropped, order kept). */
export function queryWords(query: string): SearchWord[] {
  const seen = new Set<string>();
  return wordsOf(query)
    .filter((word) => !seen.has(word.exact) && seen.add(word.exact))
    .slice(0, maxQueryWords);
}

/** Whether the query was typed with diacritics (then pages with those exact words rank first). */
export function hasDiacritics(words: readonly SearchWord[]): boolean {
  return words.some((word) => word.folded !== word.exact);
}
