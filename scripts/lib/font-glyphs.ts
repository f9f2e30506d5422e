import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Which characters the self-hosted font must draw. What any page may show, whatever its text, plus
// every character the site's own copy uses; the subset (scripts/lib/subset-fonts.ts) keeps those.

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

const toneMarks = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];
/** The twelve vowels, as base letter plus the vowel's own mark (ă â ê ô ơ ư). */
const vowels = ['a', 'a\u0306', 'a\u0302', 'e', 'e\u0302', 'i', 'o', 'o\u0302', 'o\u031b', 'u', 'u\u031b', 'y'];

/**
 * The Vietnamese alphabet as written (NFC, precomposed): the 29 letters, every vowel with each of
 * the five tones, upper and lower case.
 */
export const vietnameseLetters = [
  ...'abcdđeghiklmnopqrstuvxy',
  ...vowels.flatMap((vowel) => toneMarks.map((tone) => (vowel + tone).normalize('NFC'))),
]
  .flatMap((letter) => [letter, letter.toUpperCase()])
  .filter((letter, index, all) => all.indexOf(letter) === index)
  .join('');

/**
 * What any page may show, whatever text the database holds: printable ASCII, the Vietnamese alphabet,
 * and the punctuation and signs Vietnamese copy uses. Other Latin letters (ä, ñ, ç) are left out:
 * they would weigh on every font file, for names the site rarely shows; the fallback font draws
 * them. Arrows and ★ are not in Be Vietnam Pro: the fallback font draws them, as before.
 */
export const baseCharacters = range(0x20, 0x7e) + vietnameseLetters + '\u00a0«»©®°±·×÷§–—‘’‚“”„•…‰‹›€₫™−≤≥≈≠';

/** The folders whose files hold what visitors read (copy, labels, messages), tests left out. */
export const copyFolders = ['src'];
const copyFile = /\.(astro|css|json|md|mdx|ts|tsx|yaml)$/;
const testFile = /\.test\.tsx?$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    // Dot folders hold generated content (the bench's 1,000 articles), never the site's copy.
    if (entry.name.startsWith('.')) return [];
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return copyFile.test(entry.name) && !testFile.test(entry.name) ? [file] : [];
  });
}

/** Every character, in code point order, that the files under `folders` (relative to `root`) use. */
export function copyCharacters(root: string, folders: readonly string[] = copyFolders): string {
  const files = folders.flatMap((folder) => filesUnder(path.join(root, folder))).sort();
  return uniqueSorted(files.map((file) => readFileSync(file, 'utf8').normalize('NFC')).join(''));
}

/** The characters of `text`, each once, in code point order, without line breaks and other controls. */
export function uniqueSorted(text: string): string {
  const characters = new Set(Array.from(text).filter((character) => !/\p{Cc}/u.test(character)));
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/** The glyph set of the site's font: the base characters and everything the copy under `root` uses. */
export function siteCharacters(root: string): string {
  return uniqueSorted(baseCharacters + copyCharacters(root));
}
