import { maxRelated, type AssistantLink, type AssistantReply } from './assistant-reply.ts';
import type { Passage } from './passages.ts';
import type { QuestionTerm, ScoredPassage } from './passage-score.ts';
import { foldText } from '../search/fold.ts';
import { isVietnameseSyllable } from './vietnamese-syllable.ts';

// When the assistant answers: never when the question names something the site never writes
// (unknownWords); otherwise when its confidence in the best passage is high enough, else it says it
// is not sure and offers the pages that came closest. The confidence adds up three things the best
// passage has: its score, how many of the question's words its page holds anywhere (a long question
// in an owner's words rarely has them all in one paragraph), and its lead over the best passage of
// any other page. The weights and the least confidence were calibrated on the tuning half of
// tests/fixtures/assistant-owner-questions.ts, for the most right answers with at most 1 of its 34
// unanswerable questions answered; the held-out half measures them (docs/search.md).

/** How much the share of the question's words its page holds, and its lead, count beside the passage's score. */
export const confidenceWeights = { coverage: 0.5, lead: 1 } as const;

/** The least confidence of a passage quoted as an answer. */
export const minConfidence = 0.84;

const linkOf = (passage: Passage): AssistantLink => ({ title: passage.title, href: passage.href });

/** The best passage of each page, best page first. */
function bestPerPage(ranked: readonly ScoredPassage[]): ScoredPassage[] {
  const seen = new Set<string>();
  return ranked.filter(
    ({ passage }) => !seen.has(passage.href + passage.title) && seen.add(passage.href + passage.title),
  );
}

/** The shortest word read as a typo of a word the site holds ('hotlie' → 'hotline'); shorter ones ('flan') are too near too many. */
const minTypoLength = 5;

/**
 * The words of a question the site never writes and that are no typo of one it does ('karaoke',
 * 'daikin', 'flan'): a question about them is about something the site does not say, however well its
 * other words match. A number with its unit ('45mm', '500k', '9h') is not one.
 */
export function unknownWords(terms: readonly QuestionTerm[]): string[] {
  return terms
    .filter(({ known, exact, forms }) => {
      if (known !== false || !exact || /^\d/u.test(exact)) return false;
      if (isVietnameseSyllable(foldText(exact))) return false;
      const corrected = !forms.includes(foldText(exact));
      return !(corrected && exact.length >= minTypoLength);
    })
    .map(({ exact }) => exact!);
}

const samePage = (one: Passage, other: Passage) => one.href === other.href && one.title === other.title;

/** The share (0–1) of `terms` that some passage of `page` holds, in its text or its title. */
export function coverageOf(terms: readonly QuestionTerm[], page: Passage, ranked: readonly ScoredPassage[]): number {
  if (!terms.length) return 0;
  const words = new Set(
    ranked
      .filter(({ passage }) => samePage(passage, page))
      .flatMap(({ passage }) => [...passage.words, ...passage.titleWords]),
  );
  const holds = (term: QuestionTerm) =>
    term.forms.some((form) => words.has(form) || (term.prefix && [...words].some((word) => word.startsWith(form))));
  return terms.filter(holds).length / terms.length;
}

/** The confidence in the best passage (confidenceWeights). */
export function confidenceOf(top: ScoredPassage, next: ScoredPassage | undefined, coverage: number): number {
  return top.score + confidenceWeights.coverage * coverage + confidenceWeights.lead * (top.score - (next?.score ?? 0));
}

/** What of the question decides beside the passages: its words as searched, and those the site never writes. */
export interface AskedWords {
  terms: readonly QuestionTerm[];
  unknown: readonly string[];
}

/** The reply to passages scored best first, for a question `asked` so. */
export function decideAnswer(
  ranked: readonly ScoredPassage[],
  asked: AskedWords = { terms: [], unknown: [] },
): AssistantReply {
  const pages = bestPerPage(ranked);
  const [top] = pages;
  // The lead is over another address: two plan cards of '/#pricing' alike are one answer's page.
  const next = pages.find((page) => page.passage.href !== top?.passage.href);
  if (
    top &&
    top.score > 0 &&
    !asked.unknown.length &&
    confidenceOf(top, next, coverageOf(asked.terms, top.passage, ranked)) >= minConfidence
  ) {
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
