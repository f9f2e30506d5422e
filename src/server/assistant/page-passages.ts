import { passagesOf, type Passage, type PassageSource } from '../../lib/assistant/passages.ts';

// Cutting two dozen pages into passages and folding every word was half of an answer's time, on the
// thread that also serves every page (issue 49's flood). A page's passages change only with its text,
// so this process keeps them by that text, for as many pages as a site has and then some.

const kept = new Map<string, readonly Passage[]>();
const mostKept = 2_000;

/** The passages of `page`, cut once per text of the page. */
export function pagePassages(page: PassageSource): readonly Passage[] {
  const key = JSON.stringify([page.kind, page.title, page.href, page.summary, page.body]);
  const known = kept.get(key);
  if (known) return known;
  const passages = passagesOf(page);
  // The oldest text goes first: an edited page's earlier passages are never asked for again.
  if (kept.size >= mostKept) kept.delete(kept.keys().next().value!);
  kept.set(key, passages);
  return passages;
}
