import type { Passage } from './passages.ts';

// Scoring passages against a question's words: BM25 over the candidate passages (a word few of them
// hold weighs more), the page's title counted with the text (an FAQ's question and a plan's name
// twice over, since they are what owners ask about; other titles half, since every paragraph of a
// page shares its title), then
// divided by the best score the question's words could reach, so one threshold serves a two-word
// question and a ten-word one. A word no passage holds still counts in that best score: a question
// about something the site does not say can never score high.

/** A question's word as scored: the folded forms that count and whether the last one is a prefix. */
export interface QuestionTerm {
  forms: string[];
  prefix: boolean;
}

/** A passage with its score, 0 (none of the words) to 1 (every word, as often as counts). */
export interface ScoredPassage {
  passage: Passage;
  score: number;
}

/** BM25's term saturation and length normalisation (the usual values). */
const k1 = 1.2;
const b = 0.75;

/** How much a title word counts beside a word of the text. */
export function titleWeight(kind: string): number {
  return kind === 'faq' || kind === 'plan' ? 2 : 0.5;
}

function matcher(term: QuestionTerm, passages: readonly Passage[]): (word: string) => boolean {
  const forms = new Set(term.forms);
  // A prefix counts only when no passage holds the word whole ('agoda' is a word; 'khoa th' is not).
  const whole = passages.some((passage) => passage.words.some((word) => forms.has(word)));
  if (!term.prefix || whole) return (word) => forms.has(word);
  return (word) => term.forms.some((form) => word.startsWith(form));
}

const count = (words: readonly string[], matches: (word: string) => boolean) =>
  words.reduce((sum, word) => sum + (matches(word) ? 1 : 0), 0);

/** Every passage scored against the terms, best first (ties keep the given order). */
export function scorePassages(terms: readonly QuestionTerm[], passages: readonly Passage[]): ScoredPassage[] {
  if (!terms.length || !passages.length) return [];
  const total = passages.length;
  const averageLength = passages.reduce((sum, passage) => sum + passage.words.length, 0) / total || 1;
  const weighted = terms.map((term) => {
    const matches = matcher(term, passages);
    const holding = passages.filter((passage) => passage.words.some(matches) || passage.titleWords.some(matches));
    const idf = Math.log(1 + (total - holding.length + 0.5) / (holding.length + 0.5));
    return { matches, idf };
  });
  const best = weighted.reduce((sum, term) => sum + term.idf * (k1 + 1), 0);
  const scored = passages.map((passage) => {
    const norm = k1 * (1 - b + (b * passage.words.length) / averageLength);
    const raw = weighted.reduce((sum, { matches, idf }) => {
      const frequency = count(passage.words, matches) + titleWeight(passage.kind) * count(passage.titleWords, matches);
      return sum + (frequency ? (idf * frequency * (k1 + 1)) / (frequency + norm) : 0);
    }, 0);
    return { passage, score: Math.min(1, raw / best) };
  });
  return scored.sort((first, second) => second.score - first.score);
}
