import { markWords, snippetOf, type WordMatcher } from '../../lib/search/highlight.ts';
import type { SearchHit } from '../../lib/search/search-results.ts';
import type { PlannedWord } from './match-expression.ts';
import type { MatchedDocument } from './search-query.repository.ts';

/** Which words of a result to mark: the planned forms, the prefix word's as prefixes. */
export function highlightMatcher(words: readonly PlannedWord[]): WordMatcher {
  return {
    words: words.filter((word) => !word.prefix).flatMap((word) => word.forms),
    prefixes: words.filter((word) => word.prefix).flatMap((word) => word.forms),
  };
}

/** A matched document as a result: title and snippet marked (an FAQ shows its whole answer). */
export function hitOf(row: MatchedDocument, matcher: WordMatcher): SearchHit {
  return {
    kind: row.kind,
    title: markWords(row.title, matcher),
    href: row.href,
    snippet: row.kind === 'faq' ? markWords(row.body, matcher) : snippetOf(`${row.summary}\n${row.body}`, matcher),
    publishedAt: row.kind === 'article' ? row.published_at : null,
  };
}
