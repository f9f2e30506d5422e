import { maxRelated, type AssistantLink, type AssistantReply } from './assistant-reply.ts';
import type { Passage } from './passages.ts';
import type { ScoredPassage } from './passage-score.ts';

// When the assistant answers: only when the best passage is both good enough on its own and clearly
// better than the best passage of any other page; else it says it is not sure and offers the pages
// that came closest. Both numbers were tuned on tests/fixtures/assistant-questions.ts (docs/search.md).

/** The least score (0–1) of a passage quoted as an answer. */
export const minAnswerScore = 0.38;

/** How far the quoted passage must lead the best passage of another page. */
export const minAnswerMargin = 0.04;

const linkOf = (passage: Passage): AssistantLink => ({ title: passage.title, href: passage.href });

/** The best passage of each page, best page first. */
function bestPerPage(ranked: readonly ScoredPassage[]): ScoredPassage[] {
  const seen = new Set<string>();
  return ranked.filter(
    ({ passage }) => !seen.has(passage.href + passage.title) && seen.add(passage.href + passage.title),
  );
}

/** The reply to passages scored best first. */
export function decideAnswer(ranked: readonly ScoredPassage[]): AssistantReply {
  const pages = bestPerPage(ranked);
  const [top, next] = pages;
  if (top && top.score >= minAnswerScore && top.score - (next?.score ?? 0) >= minAnswerMargin) {
    return { kind: 'answer', text: top.passage.text, sources: [linkOf(top.passage)] };
  }
  return {
    kind: 'not_sure',
    related: pages
      .filter((page) => page.score > 0)
      .slice(0, maxRelated)
      .map((page) => linkOf(page.passage)),
  };
}
