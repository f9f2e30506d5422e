import { wordsOf } from '../../lib/search/query-text.ts';
import type { SearchDocument } from './search-document.ts';

/** A document's words as the engines index them: space-separated, so both split them as we did. */
export interface IndexedText {
  /** The title, folded. */
  title: string;
  /** The summary and body, folded. */
  body: string;
  /** Title, summary and body in lower case with their diacritics (ranks exact matches first). */
  exact: string;
  /** The distinct folded words (the vocabulary a typo is corrected against). */
  terms: string[];
}

/** The longest word kept in the vocabulary; longer runs are pasted codes, never corrected towards. */
const maxTermLength = 100;

/** What the index stores of a document. */
export function indexedText(document: SearchDocument): IndexedText {
  const title = wordsOf(document.title);
  const body = wordsOf(`${document.summary}\n${document.body}`);
  const all = [...title, ...body];
  return {
    title: title.map((word) => word.folded).join(' '),
    body: body.map((word) => word.folded).join(' '),
    exact: all.map((word) => word.exact).join(' '),
    terms: [...new Set(all.map((word) => word.folded))].filter((term) => term.length <= maxTermLength),
  };
}
