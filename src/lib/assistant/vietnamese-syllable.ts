// Whether a folded word could be one Vietnamese syllable: an onset the language has, one to three
// vowels, and a final it allows. Checked by the sounds' rules, not a word list, so it holds for any
// syllable; an English word ('store', 'alexa'), a brand ('daikin', 'go2joy') or letters read one by
// one ('sjc', 'cctv') fail it, since Vietnamese writes no consonant clusters of theirs.

const onset = '(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])';
const final = '(?:ch|ng|nh|[cmnpt])';

const syllable = new RegExp(`^${onset}?[aeiouy]{1,3}${final}?$`, 'u');

/** Whether `folded` (lower case, no diacritics) is shaped as one Vietnamese syllable. */
export function isVietnameseSyllable(folded: string): boolean {
  return syllable.test(folded);
}
