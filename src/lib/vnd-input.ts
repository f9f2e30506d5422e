/** The digits of a price box as an editor leaves them: at most 10, so a stray paste cannot overflow. */
const maxDigits = 10;

/** '3200000' → '3.200.000': whole đồng grouped by threes with the Vietnamese '.'. */
export function groupVnd(digits: string): string {
  const plain = digits.replace(/^0+(?=\d)/, '');
  return plain.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The box's text for an amount: 0 → '0', 3200000 → '3.200.000'. */
export function formatVndInput(amount: number): string {
  return groupVnd(String(Math.max(0, Math.trunc(amount))));
}

/**
 * The whole đồng in pasted or typed text: '3.200.000 ₫', '3,200,000', '3200000đ' → 3200000. A decimal
 * part (one or two digits after the last '.' or ',', never three: those are groups) is dropped, so
 * '3.200.000,00' is not read as 320 million. Null when there is no digit at all.
 */
export function parseVndInput(text: string): number | null {
  const trimmed = text.replace(/[^\d.,]+$/u, '').replace(/[.,]\d{1,2}$/, '');
  const digits = trimmed.replace(/\D/g, '').slice(0, maxDigits);
  return digits ? Number(digits) : null;
}

/** Where the caret goes in `text` to stand after its first `digitCount` digits (past any group dot). */
export function caretAfterDigits(text: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index]!)) seen++;
    if (seen === digitCount) return index + 1;
  }
  return text.length;
}

/** What a keystroke in a price box came to: the amount, the box's regrouped text and the caret in it. */
export interface VndEdit {
  amount: number;
  text: string;
  caret: number;
}

/**
 * Regroups the box after an edit, keeping the caret after the same digits. Deleting a group dot
 * alone (Backspace after it, Delete before it) deletes the digit beyond it instead, as a box of
 * plain digits would, rather than leaving the caret stuck in front of a dot that comes back.
 */
export function editVndInput(before: string, after: string, caret: number, inputType: string | undefined): VndEdit {
  let digits = after.replace(/\D/g, '');
  let digitsBeforeCaret = after.slice(0, caret).replace(/\D/g, '').length;
  const onlyDotRemoved = digits === before.replace(/\D/g, '') && after.length === before.length - 1;
  if (onlyDotRemoved && inputType === 'deleteContentBackward' && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret--;
  } else if (onlyDotRemoved && inputType === 'deleteContentForward') {
    digits = digits.slice(0, digitsBeforeCaret) + digits.slice(digitsBeforeCaret + 1);
  }
  const leadingZeros = /^0*/.exec(digits)![0].length;
  const kept = digits.slice(0, maxDigits);
  const text = kept ? groupVnd(kept) : '';
  const shownBeforeCaret = Math.max(
    0,
    Math.min(digitsBeforeCaret, kept.length) - Math.min(leadingZeros, kept.length - 1),
  );
  return { amount: kept ? Number(kept) : 0, text, caret: caretAfterDigits(text, shownBeforeCaret) };
}
