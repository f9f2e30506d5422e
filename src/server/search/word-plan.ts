import type { Kysely } from 'kysely';
import type { SearchWord } from '../../lib/search/query-text.ts';
import { minTypoLength, oneEditAway } from '../../lib/search/typos.ts';
import type { Database } from '../db/database.ts';
import type { PlannedWord } from './match-expression.ts';
import { knownTerms, termWithPrefix, termsWithPrefix } from './search-query.repository.ts';

// What each typed word is searched as: itself when some page holds it (the last word as a prefix, so
// 'khoa th' finds 'khóa thông minh'), else the indexed words one typo away ('mimh' → 'minh'), else
// the indexed words it begins, when it is long enough to be a stem ('overbook' → 'overbooking', as
// owners shorten a loanword), else itself (and so nothing). Corrections come from the index's own
// vocabulary, never a dictionary.

/** The most corrections one word is searched as. */
const maxCorrections = 8;

/** The shortest word looked up as the stem of longer ones: 'master' → 'mastercard', but not 'euro' → 'europe'. */
const minStemLength = 5;

async function corrections(db: Kysely<Database>, word: string): Promise<string[]> {
  if (word.length < minTypoLength || /^\d+$/.test(word)) return [];
  const typos = [...(await knownTerms(db, oneEditAway(word)))].sort().slice(0, maxCorrections);
  if (typos.length || word.length < minStemLength) return typos;
  return termsWithPrefix(db, word, maxCorrections);
}

/** Each query word with the folded forms it is searched as. */
export async function planWords(db: Kysely<Database>, words: readonly SearchWord[]): Promise<PlannedWord[]> {
  const known = await knownTerms(
    db,
    words.map((word) => word.folded),
  );
  return Promise.all(
    words.map(async (word, index) => {
      const prefix = index === words.length - 1;
      const found = known.has(word.folded) || (prefix && (await termWithPrefix(db, word.folded)));
      if (found) return { forms: [word.folded], prefix, exact: word.exact, known: true };
      const fixed = await corrections(db, word.folded);
      return fixed.length
        ? { forms: fixed, prefix: false, exact: word.exact, known: false }
        : { forms: [word.folded], prefix, exact: word.exact, known: false };
    }),
  );
}
