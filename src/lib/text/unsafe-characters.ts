// Characters a person never means to type into a form, yet which change what others read: control
// characters (NUL breaks PostgreSQL's text, CR/LF forge lines in e-mails) and invisible formatting
// (zero-width characters hide text, bidirectional overrides show 'gnp.exe' as 'exe.png'), plus the
// halves of a broken surrogate pair. One list, for the forms that refuse them and the notifications
// that show them.

/** Controls (tab and line breaks included), format characters, line/paragraph separators, lone surrogates. */
const unsafeClass = '[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}]';
// The joiner inside an emoji sequence (👨‍👩‍👧) is typed, and hides nothing: free text keeps it.
const emojiJoiner = '\\p{Extended_Pictographic}[\\p{Emoji_Modifier}\\uFE0F]?\\u200D(?=\\p{Extended_Pictographic})';

// Every unsafe character in free text, global; an emoji's joiner matches as group 1 (with the emoji
// before it), so a replacer can keep it. Tabs and line breaks match too: callers decide.
const unsafeInFreeText = new RegExp(`(${emojiJoiner})|${unsafeClass}`, 'gu');
const anyUnsafe = new RegExp(unsafeClass, 'u');
const everyUnsafe = new RegExp(unsafeClass, 'gu');
const freeTextKeeps = new Set(['\t', '\n', '\r']);

/** Whether a one-line value (name, hotel, phone, e-mail) holds a character nobody types there. */
export function hasUnsafeSingleLine(value: string): boolean {
  return anyUnsafe.test(value);
}

/** Whether free text (a message, a note) holds a control or invisible character other than line breaks and tabs. */
export function hasUnsafeMultiLine(value: string): boolean {
  for (const match of value.matchAll(unsafeInFreeText)) {
    if (match[1] === undefined && !freeTextKeeps.has(match[0])) return true;
  }
  return false;
}

/** `value` with every control, line break and invisible character removed (for what browsers add). */
export function stripUnsafe(value: string): string {
  return value.replace(everyUnsafe, '');
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
    .replace(unsafeInFreeText, (match, emojiJoin?: string) =>
      emojiJoin !== undefined || match === '\n' || match === '\t' ? match : replacement,
    );
}
