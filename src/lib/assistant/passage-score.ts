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
  /** The word as typed, lower case. */
  exact?: string;
  /** Whether some page holds the word as typed (else `forms` are its corrections, or it finds nothing). */
  known?: boolean;
}

/** A passage with its score, 0 (none of the words) to 1 (every word, as often as counts). */
export interface ScoredPassage {
  passage: Passage;
  score: number;
}

/** BM25's term saturation and length normalisation (the usual values). */
const k1 = 1.2;
const b = 0.3;

/** How much a title word counts beside a word of the text. */
export function titleWeight(kind: string): number {
  return kind === 'faq' || kind === 'plan' ? 2 : 0.5;
}

/**
 * How often each folded word, and each pair of neighbouring words, occurs in a passage's text and in
 * its title. Pairs, because a Vietnamese word is often two syllables and a folded syllable is many
 * ('bao' is bao, bảo and báo): 'bao hanh' names warranty where 'bao' and 'hanh' alone match 'bao
 * nhiêu' and 'vận hành'.
 */
interface WordCounts {
  text: Map<string, number>;
  title: Map<string, number>;
}

const pairsOf = (words: readonly string[]) => words.slice(1).map((word, index) => `${words[index]} ${word}`);

function tally(words: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of [...words, ...pairsOf(words)]) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

// Scoring walked every word of two dozen pages once per question word, on the thread that serves
// every page (a flood of questions stalled the pages). A passage's words never change
// (page-passages.ts keeps the same objects while a page's text is the same), so their counts are
// made once per passage.
const countsKept = new WeakMap<Passage, WordCounts>();

function countsOf(passage: Passage): WordCounts {
  let counts = countsKept.get(passage);
  if (!counts) {
    counts = { text: tally(passage.words), title: tally(passage.titleWords) };
    countsKept.set(passage, counts);
  }
  return counts;
}

/** How often a term occurs in counted words. */
type Frequency = (counts: Map<string, number>) => number;

function frequencyOf(term: QuestionTerm, counted: readonly WordCounts[]): Frequency {
  const exact: Frequency = (counts) => term.forms.reduce((sum, form) => sum + (counts.get(form) ?? 0), 0);
  // A prefix counts only when no passage holds the word whole ('agoda' is a word; 'khoa th' is not).
  if (!term.prefix || counted.some(({ text }) => term.forms.some((form) => text.has(form)))) return exact;
  return (counts) => {
    let sum = 0;
    for (const [word, times] of counts) if (term.forms.some((form) => word.startsWith(form))) sum += times;
    return sum;
  };
}

/** The most spellings one pair is looked for in (a corrected word has several). */
const maxPairForms = 4;

/** Neighbouring terms of the question as pairs of words, each spelling of the one with each of the other's. */
function pairTerms(terms: readonly QuestionTerm[]): QuestionTerm[] {
  return terms.slice(1).map((term, index) => ({
    forms: terms[index]!.forms.flatMap((first) => term.forms.map((second) => `${first} ${second}`)).slice(
      0,
      maxPairForms,
    ),
    prefix: false,
  }));
}

/**
 * Every passage scored against the terms, best first (ties keep the given order). The question's
 * neighbouring words count as pairs too, those some passage holds: a pair no passage holds is most
 * often two words the question only put side by side, and counts for nothing either way.
 */
export function scorePassages(terms: readonly QuestionTerm[], passages: readonly Passage[]): ScoredPassage[] {
  if (!terms.length || !passages.length) return [];
  const total = passages.length;
  const counted = passages.map(countsOf);
  const averageLength = passages.reduce((sum, passage) => sum + passage.words.length, 0) / total || 1;
  const weighted = [
    ...terms.map((term) => ({ term, pair: false })),
    ...pairTerms(terms).map((term) => ({ term, pair: true })),
  ]
    .map(({ term, pair }) => {
      const frequency = frequencyOf(term, counted);
      const holding = counted.filter(({ text, title }) => frequency(text) > 0 || frequency(title) > 0).length;
      const idf = Math.log(1 + (total - holding + 0.5) / (holding + 0.5));
      return { frequency, idf, counts: !pair || holding > 0 };
    })
    .filter(({ counts }) => counts);
  const best = weighted.reduce((sum, term) => sum + term.idf * (k1 + 1), 0);
  const scored = passages.map((passage, index) => {
    const { text, title } = counted[index]!;
    const norm = k1 * (1 - b + (b * passage.words.length) / averageLength);
    const raw = weighted.reduce((sum, { frequency: of, idf }) => {
      const frequency = of(text) + titleWeight(passage.kind) * of(title);
      return sum + (frequency ? (idf * frequency * (k1 + 1)) / (frequency + norm) : 0);
    }, 0);
    return { passage, score: Math.min(1, raw / best) };
  });
  return scored.sort((first, second) => second.score - first.score);
}
