import { describe, expect, it } from 'vitest';
import { caretAfterDigits, editVndInput, formatVndInput, groupVnd, parseVndInput } from './vnd-input';

describe('groupVnd and formatVndInput', () => {
  it('groups whole đồng by threes with dots', () => {
    expect(groupVnd('3200000')).toBe('3.200.000');
    expect(groupVnd('999')).toBe('999');
    expect(groupVnd('1000')).toBe('1.000');
    expect(formatVndInput(1_000_000_000)).toBe('1.000.000.000');
    expect(formatVndInput(0)).toBe('0');
  });

  it('drops leading zeros but keeps a lone zero', () => {
    expect(groupVnd('0045000')).toBe('45.000');
    expect(groupVnd('000')).toBe('0');
  });
});

describe('parseVndInput', () => {
  it('reads plain digits, grouped figures and a currency sign', () => {
    expect(parseVndInput('3200000')).toBe(3_200_000);
    expect(parseVndInput('3.200.000 ₫')).toBe(3_200_000);
    expect(parseVndInput('3.200.000\u00a0₫')).toBe(3_200_000);
    expect(parseVndInput('3,200,000')).toBe(3_200_000);
    expect(parseVndInput(' 450.000đ ')).toBe(450_000);
    expect(parseVndInput('3 200 000 VND')).toBe(3_200_000);
  });

  it('drops a decimal part instead of reading it as more đồng', () => {
    expect(parseVndInput('3.200.000,00')).toBe(3_200_000);
    expect(parseVndInput('3,200,000.5 ₫')).toBe(3_200_000);
  });

  it('says null when there is no digit, and never keeps more than 10 digits', () => {
    expect(parseVndInput('')).toBeNull();
    expect(parseVndInput('₫')).toBeNull();
    expect(parseVndInput('12345678901234')).toBe(1_234_567_890);
  });
});

describe('caretAfterDigits', () => {
  it('stands after the n-th digit, past the dots', () => {
    expect(caretAfterDigits('3.200.000', 0)).toBe(0);
    expect(caretAfterDigits('3.200.000', 1)).toBe(1);
    expect(caretAfterDigits('3.200.000', 4)).toBe(5);
    expect(caretAfterDigits('3.200.000', 7)).toBe(9);
    expect(caretAfterDigits('3.200.000', 9)).toBe(9);
  });
});

describe('editVndInput', () => {
  it('regroups digits typed at the end and keeps the caret at the end', () => {
    expect(editVndInput('320.000', '320.0000', 8, 'insertText')).toEqual({
      amount: 3_200_000,
      text: '3.200.000',
      caret: 9,
    });
  });

  it('keeps the caret after the same digits when typing in the middle', () => {
    // '1.|000' + '5' → '15000' with the caret after '15'.
    expect(editVndInput('1.000', '1.5000', 3, 'insertText')).toEqual({ amount: 15_000, text: '15.000', caret: 2 });
  });

  it('deletes the digit before a dot when Backspace removes the dot', () => {
    // '3.|200.000' Backspace → '3200.000', caret 1: the '3' goes.
    expect(editVndInput('3.200.000', '3200.000', 1, 'deleteContentBackward')).toEqual({
      amount: 200_000,
      text: '200.000',
      caret: 0,
    });
  });

  it('deletes the digit after a dot when Delete removes the dot', () => {
    // '3|.200.000' Delete → '3200.000', caret 1: the first '2' goes.
    expect(editVndInput('3.200.000', '3200.000', 1, 'deleteContentForward')).toEqual({
      amount: 300_000,
      text: '300.000',
      caret: 1,
    });
  });

  it('leaves an emptied box empty (amount 0) and drops a leading zero', () => {
    expect(editVndInput('5', '', 0, 'deleteContentBackward')).toEqual({ amount: 0, text: '', caret: 0 });
    expect(editVndInput('0', '05', 2, 'insertText')).toEqual({ amount: 5, text: '5', caret: 1 });
  });

  it('ignores letters and signs typed into the box', () => {
    expect(editVndInput('1.000', '1.000a', 6, 'insertText')).toEqual({ amount: 1000, text: '1.000', caret: 5 });
    expect(editVndInput('1.000', '-1.000', 1, 'insertText')).toEqual({ amount: 1000, text: '1.000', caret: 0 });
  });
});
