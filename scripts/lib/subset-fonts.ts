import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

// Cuts the site's font down to the glyphs it draws, at build time (astro.config.ts calls this before
// Astro reads the fonts): one WOFF2 per weight, Latin and Vietnamese together, so a page needs one
// request per weight it shows. harfbuzz's own subsetter (hb-subset, in WebAssembly through
// subset-font) does the work; the same input gives the same bytes, so the hashed URLs stay put.

/** One @font-face of Astro's local font provider. */
export interface LocalVariant {
  weight: number;
  style: 'normal';
  src: [string];
}

const require = createRequire(import.meta.url);
const subsetFontVersion = (require('subset-font/package.json') as { version: string }).version;

/**
 * The OpenType features browsers apply without being asked. The site's CSS turns on no others
 * (no font-variant-* or font-feature-settings), so fractions, superiors, case forms and the
 * stylistic set are left out, and their bytes with them. A page that wants one adds it here.
 */
export const keptFeatures = ['ccmp', 'locl', 'rlig', 'liga', 'clig', 'calt', 'kern', 'mark', 'mkmk', 'rvrn'];

/**
 * Hinting is left out too (a large share of the file): phones and Macs ignore it, and Windows renders
 * unhinted outlines smoothly, as Google Fonts serves them there.
 */
const options = { targetFormat: 'woff2', noHinting: true, keepFeatures: keptFeatures } as const;

const weightNames: Record<number, string> = { 400: 'Regular', 700: 'Bold' };

/**
 * The complete static TTF of one weight of a Google font, from its @expo-google-fonts package (the
 * files Google Fonts publishes, before any subsetting: @fontsource ships only pre-cut subsets, which
 * cannot be merged into one file per weight).
 */
export function googleFontFile(pkg: string, weight: number): string {
  const name = weightNames[weight];
  if (!name) throw new Error(`${pkg}: no file name known for weight ${weight}`);
  const folder = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), `${weight}${name}`);
  const file = readdirSync(folder).find((entry) => entry.endsWith('.ttf'));
  if (!file) throw new Error(`${pkg}: no .ttf in ${folder}`);
  return path.join(folder, file);
}

export interface SubsetRequest {
  /** Output file prefix, e.g. 'be-vietnam-pro'. */
  name: string;
  weights: readonly number[];
  /** The complete font file of a weight. */
  source: (weight: number) => string;
  /** The characters to keep (see font-glyphs.ts). */
  characters: string;
  /** Where the subsets go (generated, not committed). */
  outDir: string;
}

/** Written beside the target, then renamed: a build running at the same time never reads half a font. */
function writeAtomically(file: string, data: Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/**
 * Subsets every weight of `request` into `outDir` and returns the local provider's variants. A file
 * is named after the hash of everything that shapes it (source bytes, characters, options, library
 * version), so an unchanged input reuses the file and a changed one can never be served stale.
 */
export async function subsetFonts({
  name,
  weights,
  source,
  characters,
  outDir,
}: SubsetRequest): Promise<[LocalVariant, ...LocalVariant[]]> {
  mkdirSync(outDir, { recursive: true });
  const variants: LocalVariant[] = [];
  for (const weight of weights) {
    const original = readFileSync(source(weight));
    const key = createHash('sha256')
      .update(JSON.stringify({ subsetFontVersion, options, characters }))
      .update(original)
      .digest('hex')
      .slice(0, 16);
    const prefix = `${name}-${weight}-`;
    const file = path.join(outDir, `${prefix}${key}.woff2`);
    if (!existsSync(file)) {
      writeAtomically(file, await subsetFont(original, characters, options));
      for (const stale of readdirSync(outDir)) {
        if (stale.startsWith(prefix) && stale.endsWith('.woff2') && path.join(outDir, stale) !== file) {
          rmSync(path.join(outDir, stale), { force: true });
        }
      }
    }
    variants.push({ weight, style: 'normal', src: [file] });
  }
  const [first, ...rest] = variants;
  if (!first) throw new Error(`${name}: no weights asked for`);
  return [first, ...rest];
}
