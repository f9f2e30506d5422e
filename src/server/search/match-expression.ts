// A query's words as each engine's query language: FTS5's MATCH expression and PostgreSQL's tsquery.
// Pure, and the only place these languages are written. Every word is quoted as a string, so nothing
// a visitor types is read as an operator (the words hold only letters and digits anyway).

/** One word of the query: the folded forms that count (itself, or its corrections) and whether it is a prefix. */
export interface PlannedWord {
  forms: string[];
  prefix: boolean;
  /** The word as typed, lower case with diacritics (ranks pages holding it exactly first). */
  exact: string;
  /** Whether some page holds the word as typed (else it is searched as its corrections, or finds nothing). */
  known: boolean;
}

/** What to look for: every word (`all`) or any of them (the fallback when every word together finds nothing). */
export interface MatchPlan {
  words: PlannedWord[];
  mode: 'all' | 'any';
  /** Whether the query had diacritics: then pages holding every word exactly rank first. */
  rankExact: boolean;
}

const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;
const tsLexeme = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

function ftsWord(word: PlannedWord): string {
  const star = word.prefix ? '*' : '';
  return `(${word.forms.map((form) => ftsString(form) + star).join(' OR ')})`;
}

/** The FTS5 expression over the folded title and body. */
export function ftsMatch(plan: MatchPlan): string {
  return `{title body} : (${plan.words.map(ftsWord).join(plan.mode === 'all' ? ' AND ' : ' OR ')})`;
}

/** The FTS5 expression with every word in the title. */
export function ftsTitleMatch(plan: MatchPlan): string {
  return `{title} : (${plan.words.map(ftsWord).join(' AND ')})`;
}

/** The FTS5 expression that holds every word exactly (diacritics included), or null when not ranking so. */
export function ftsExactMatch(plan: MatchPlan): string | null {
  if (!plan.rankExact) return null;
  return `exact : (${plan.words.map((word) => ftsString(word.exact) + (word.prefix ? '*' : '')).join(' AND ')})`;
}

/** The words as one phrase, in order (ranks pages holding them side by side first); null for one word or a corrected one. */
function phraseWords(plan: MatchPlan): PlannedWord[] | null {
  return plan.words.length > 1 && plan.words.every((word) => word.forms.length === 1) ? plan.words : null;
}

/** The FTS5 expression that holds the words side by side, in order, or null. */
export function ftsPhraseMatch(plan: MatchPlan): string | null {
  const words = phraseWords(plan);
  if (!words) return null;
  return `{title body} : (${words.map((word) => ftsString(word.forms[0]!) + (word.prefix ? '*' : '')).join(' + ')})`;
}

function tsWord(word: PlannedWord): string {
  const prefix = word.prefix ? ':*' : '';
  return `(${word.forms.map((form) => tsLexeme(form) + prefix).join(' | ')})`;
}

/** The tsquery text over the folded words (for `to_tsquery('simple', …)`). */
export function tsMatch(plan: MatchPlan): string {
  return plan.words.map(tsWord).join(plan.mode === 'all' ? ' & ' : ' | ');
}

/** The tsquery text that holds every word exactly, or null when not ranking so. */
export function tsExactMatch(plan: MatchPlan): string | null {
  if (!plan.rankExact) return null;
  return plan.words.map((word) => tsLexeme(word.exact) + (word.prefix ? ':*' : '')).join(' & ');
}

/** The tsquery text that holds the words side by side, in order, or null. */
export function tsPhraseMatch(plan: MatchPlan): string | null {
  const words = phraseWords(plan);
  if (!words) return null;
  return words.map((word) => tsLexeme(word.forms[0]!) + (word.prefix ? ':*' : '')).join(' <-> ');
}
