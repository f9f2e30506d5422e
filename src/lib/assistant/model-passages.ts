import type { Passage } from './passages.ts';
import type { ScoredPassage } from './passage-score.ts';

// Which retrieved passages the model may write from: the best ones that hold some of the question's
// words, a few per page so one long article cannot fill the prompt, each and all bounded (the
// prompt's cost is per token). Scores are shares of the question's words, so a long question mixing
// a real one with other words (an instruction to ignore the rules) scores every page low: a passage
// counts from a floor, and from half the best one's score. None counts: the model is not asked.

/** The least score of a passage given to the model: below it a passage shares a common word by chance. */
export const minModelScore = 0.1;
/** A passage is given when it scores at least this share of the best one. */
const minShareOfBest = 0.5;
/** The most passages given. */
export const maxModelPassages = 8;
/** The most passages of one page. */
const maxPerPage = 2;
/** The longest passage given, in characters; a longer one is cut at a word. */
const maxPassageLength = 1200;
/** The most characters of passages in all. */
const maxPassagesLength = 5000;

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return `${head.slice(0, Math.max(head.lastIndexOf(' '), max / 2))}…`;
}

/** The passages the model writes from, best first, from `ranked` (best first). */
export function passagesForModel(ranked: readonly ScoredPassage[]): Passage[] {
  const perPage = new Map<string, number>();
  const chosen: Passage[] = [];
  const least = Math.max(minModelScore, (ranked[0]?.score ?? 0) * minShareOfBest);
  let length = 0;
  for (const { passage, score } of ranked) {
    if (score < least || chosen.length === maxModelPassages) break;
    const page = passage.href + passage.title;
    if ((perPage.get(page) ?? 0) >= maxPerPage) continue;
    const text = cut(passage.text, maxPassageLength);
    if (length + text.length > maxPassagesLength) break;
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
    chosen.push({ ...passage, text });
    length += text.length;
  }
  return chosen;
}
