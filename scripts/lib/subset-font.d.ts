// subset-font ships no types (and @types/subset-font lacks the options used here): what
// scripts/lib/subset-fonts.ts calls, as its README documents it.
declare module 'subset-font' {
  interface SubsetFontOptions {
    /** Format of the result; the original's by default. */
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Drop the TrueType hinting instructions. */
    noHinting?: boolean;
    /** OpenType feature tags to keep; all of them by default. */
    keepFeatures?: readonly string[];
    /** Extra name ids to keep in the name table. */
    preserveNameIds?: readonly number[];
    /** Skip the GSUB closure (glyphs only reachable through substitutions). */
    noLayoutClosure?: boolean;
  }
  /** A copy of `font` (TrueType, OpenType, WOFF or WOFF2) keeping only the glyphs that `text` needs. */
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
