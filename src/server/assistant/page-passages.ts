import { passagesOf, type Passage, type PassageSource } from '../../lib/assistant/passages.ts';

// Cutting two dozen pages into passages and folding every word was a large part of an answer's time,
// on the thread that also serves every page. A page's passages change only with its text,
// so this process keeps them per address with the text they were cut from: an edited page is cut
// again. Compared field by field, not by a key made of the whole text, which cost as much to build
// for every page of every question as the lookup saved.

interface Kept {
  source: PassageSource;
  passages: readonly Passage[];
}

const kept = new Map<string, Kept>();
const mostKept = 2_000;

const sameText = (one: PassageSource, other: PassageSource) =>
  one.kind === other.kind && one.title === other.title && one.summary === other.summary && one.body === other.body;

/** The passages of `page`, cut once per text of the page. */
export function pagePassages(page: PassageSource): readonly Passage[] {
  const known = kept.get(page.href);
  if (known && sameText(known.source, page)) return known.passages;
  const passages = passagesOf(page);
  // The oldest address goes first when the map is full (more pages than a site has).
  kept.delete(page.href);
  if (kept.size >= mostKept) kept.delete(kept.keys().next().value!);
  const { kind, title, summary, body, href } = page;
  kept.set(page.href, { source: { kind, title, summary, body, href }, passages });
  return passages;
}
