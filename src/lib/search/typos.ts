// One typo: the words one edit away (a letter dropped, added, changed, or two swapped), as Norvig's
// spelling corrector makes them. A query's word that no page holds is looked up as these instead.

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The shortest word (in letters, folded) corrected when no page holds it: shorter ones have too many neighbours. */
export const minTypoLength = 4;

/** Every word one edit away from `word` (folded, so the alphabet is ASCII letters and digits). */
export function oneEditAway(word: string): string[] {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of alphabet) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return [...edits];
}
