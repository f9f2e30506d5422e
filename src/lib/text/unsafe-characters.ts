// Characters a person never means to type into a form, yet which change what others read: control
// characters (NUL breaks PostgreSQL's text, CR/LF forge lines in e-mails), invisible formatting
// (zero-width characters hide text, bidirectional overrides show 'gnp.exe' as 'exe.png'), the
// halves of a broken surrogate pair, and what draws nothing though it is no format character: the
// default-ignorable ones (a combining grapheme joiner, the Hangul and Khmer fillers, a variation
// selector after a digit: '0912\uFE0F345\uFE0F678' looks like a plain number) and the braille blank.
// One list, for the forms that refuse them, the notifications that show them and the assistant
// that reads a model's answer as it will be seen.

/** Controls (tab and line breaks included), format characters, line/paragraph separators, lone surrogates, default-ignorables, the braille blank. */
const unsafeClass = '[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}\\u2800]';
// A variation selector chooses how an emoji is drawn ('❤️', a keycap '1️⃣'): typed, and hiding nothing there.
const drawnEmoji = '\\p{Extended_Pictographic}[\\uFE0E\\uFE0F]|[#*0-9]\\uFE0F(?=\\u20E3)';
// The joiner inside an emoji sequence (👨‍👩‍👧) is typed, and hides nothing: free text keeps it.
const emojiJoiner = '\\p{Extended_Pictographic}[\\p{Emoji_Modifier}\\uFE0F]?\\u200D(?=\\p{Extended_Pictographic})';

// Every unsafe character, global; what is kept of an emoji (with the emoji before it) matches as
// group 1, so a replacer can keep it. Tabs and line breaks match too: callers decide. No lookbehind:
// the lead forms run this in browsers that lack it.
const unsafeInFreeText = new RegExp(`(${emojiJoiner}|${drawnEmoji})|${unsafeClass}`, 'gu');
const unsafeInOneLine = new RegExp(`(${drawnEmoji})|${unsafeClass}`, 'gu');
const freeTextKeeps = new Set(['\t', '\n', '\r']);

/** Whether a one-line value (name, hotel, phone, e-mail) holds a character nobody types there. */
export function hasUnsafeSingleLine(value: string): boolean {
  for (const match of value.matchAll(unsafeInOneLine)) if (match[1] === undefined) return true;
  return false;
}

/** Whether free text (a message, a note) holds a control or invisible character other than line breaks and tabs. */
export function hasUnsafeMultiLine(value: string): boolean {
  for (const match of value.matchAll(unsafeInFreeText)) {
    if (match[1] === undefined && !freeTextKeeps.has(match[0])) return true;
  }
  return false;
}

/** `value` with every control, line break and invisible character removed (for what browsers add); an emoji keeps its look. */
export function stripUnsafe(value: string): string {
  return value.replace(unsafeInOneLine, (_, kept?: string) => kept ?? '');
}

// Line terminators as Unicode and mail or chat clients read them, not only LF.
const lineBreaks = /\r\n|[\r\v\f\u0085\u2028\u2029]/g;

/**
 * Free text with every line break as '\n' and every other control or invisible character replaced
 * by `replacement` (removed by default); tabs and the joiners inside emoji stay.
 */
export function cleanFreeText(value: string, replacement = ''): string {
  return value
    .replace(lineBreaks, '\n')
    .replace(unsafeInFreeText, (match, kept?: string) =>
      kept !== undefined || match === '\n' || match === '\t' ? match : replacement,
    );
}
