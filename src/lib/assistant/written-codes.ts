// Codes a text holds: letters with digits stuck after them ('GIAM90', 'mã VIP-2026', 'QH15'). A code
// is a claim whole ('nhập mã GIAM90 để được giảm'), and its digits are too few to count as a figure,
// so a model's answer may write one only as a passage does. Digits first ('500k', '8h30', '4G') are a
// quantity and its unit, and square and cubic metres ('m2', NFKC for 'm²') are units too.

/** A code found in a text: where it is, and as written. */
export interface WrittenCode {
  start: number;
  end: number;
  written: string;
}

const code = /(?<![\p{L}\p{M}\p{N}_-])[\p{L}\p{M}]+[-_]?\d[\p{L}\p{M}\p{N}]*/gu;
const unit = /^(?:m|cm|dm|km|mm)[23]$/iu;

/** The codes in `text` (NFKC), in order. */
export function codesIn(text: string): WrittenCode[] {
  return [...text.matchAll(code)]
    .filter((match) => !unit.test(match[0]))
    .map((match) => ({ start: match.index, end: match.index + match[0].length, written: match[0] }));
}

/** What two spellings of one code share: its case ('giam90' is 'GIAM90'). */
export const codeKey = (written: string) => written.toLowerCase();
