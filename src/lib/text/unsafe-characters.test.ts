import { describe, expect, it } from 'vitest';
import { cleanFreeText, hasUnsafeMultiLine, hasUnsafeSingleLine, stripUnsafe } from './unsafe-characters';

describe('unsafe characters', () => {
  it('accepts Vietnamese names and hotels as people type them', () => {
    for (const value of ['Nguyễn Thị Lan', 'Khách sạn Biển Xanh – Đà Nẵng', 'O’Brien & Co.', '0900 000 000'])
      expect(hasUnsafeSingleLine(value)).toBe(false);
  });

  it('refuses line breaks, NUL and other controls in one-line values', () => {
    for (const value of ['Lan\nXem', 'Lan\r', 'a\tb', 'a\u0000', 'a\u0085b', 'a\u2028b', 'a\u007fb', 'a\uD800b'])
      expect(hasUnsafeSingleLine(value)).toBe(true);
  });

  it('refuses zero-width and bidirectional controls, which hide or reverse text', () => {
    for (const value of ['exe\u202Egnp.', 'La\u200Bn', '\uFEFFLan', 'a\u2066b\u2069', 'a\u200Db', 'a\u061Cb'])
      expect(hasUnsafeSingleLine(value)).toBe(true);
  });

  it('refuses what draws nothing: a grapheme joiner, Hangul and Khmer fillers, the braille blank, a variation selector after a digit', () => {
    for (const blank of ['\u034F', '\u115F', '\u1160', '\u3164', '\uFFA0', '\u17B4', '\u2800', '\uFE0F', '\u{E0100}']) {
      expect(hasUnsafeSingleLine(`Lan${blank}`), blank).toBe(true);
      expect(hasUnsafeMultiLine(`Gọi 0912${blank}345 678`), blank).toBe(true);
      expect(cleanFreeText(`0912${blank}345${blank}678`), blank).toBe('0912345678');
      expect(stripUnsafe(`La${blank}n`), blank).toBe('Lan');
    }
  });

  it('keeps an emoji drawn as an emoji, and a keycap', () => {
    for (const value of ['Khách sạn Hoa Sen ❤️', 'Phòng ☎️ 1️⃣', '✌︎']) {
      expect(hasUnsafeSingleLine(value), value).toBe(false);
      expect(hasUnsafeMultiLine(value), value).toBe(false);
      expect(stripUnsafe(value), value).toBe(value);
      expect(cleanFreeText(value), value).toBe(value);
    }
    expect(cleanFreeText('Cảm ơn 🏳️‍🌈 👁️‍🗨️')).toBe('Cảm ơn 🏳️‍🌈 👁️‍🗨️');
  });

  it('lets free text keep line breaks, tabs and emoji sequences, but not controls or overrides', () => {
    expect(hasUnsafeMultiLine('Chào anh,\r\n\tCần tư vấn 👨‍👩‍👧 phòng gia đình 🏨.')).toBe(false);
    expect(hasUnsafeMultiLine('Nội dung\u0000')).toBe(true);
    expect(hasUnsafeMultiLine('tệp gpj\u202E.exe')).toBe(true);
    expect(hasUnsafeMultiLine('chữ\u200Dẩn')).toBe(true);
  });

  it('strips what a crafted link could carry, keeping the rest', () => {
    expect(stripUnsafe('face\u0000book\n\u202Eads')).toBe('facebookads');
    expect(stripUnsafe('Hè 2026')).toBe('Hè 2026');
  });

  it('cleans free text to plain lines: CRLF to LF, controls and overrides gone, emoji kept', () => {
    expect(cleanFreeText('Gọi lại\r\nlúc 9h\u0000 👨‍👩‍👧\u202E')).toBe('Gọi lại\nlúc 9h 👨‍👩‍👧');
  });
});
