import { describe, expect, it } from 'vitest';
import { scorePassages, type QuestionTerm } from './passage-score.ts';
import { passagesOf, type PassageSource } from './passages.ts';

const page = (kind: string, title: string, body: string, href = `/${title}`): PassageSource => ({
  kind,
  title,
  summary: '',
  body,
  href,
});
const terms = (...words: string[]): QuestionTerm[] => words.map((word) => ({ forms: [word], prefix: false }));

const passages = [
  page(
    'faq',
    'Phần mềm kết nối được với những kênh OTA nào?',
    'Đồng bộ hai chiều với Booking.com và Agoda.',
    '/#faq-6',
  ),
  page('article', 'Tích hợp PMS', 'Khách sạn bán phòng trên nhiều kênh.\nLễ tân nhận phòng cho khách.'),
  page('product', 'Khóa thông minh', 'Khóa mở bằng thẻ từ hoặc mã PIN.'),
].flatMap(passagesOf);

describe('scoring passages', () => {
  it('puts the passage holding the rare words first, between 0 and 1', () => {
    const ranked = scorePassages(terms('agoda', 'ota'), passages);
    expect(ranked[0]!.passage.href).toBe('/#faq-6');
    for (const { score } of ranked) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    expect(ranked.at(-1)!.score).toBe(0);
  });

  it('weighs a word few passages hold over one most hold', () => {
    const ranked = scorePassages(terms('khach', 'pin'), passages);
    expect(ranked[0]!.passage.text).toBe('Khóa mở bằng thẻ từ hoặc mã PIN.');
  });

  it('counts an FAQ question more than an article title', () => {
    const faq = page('faq', 'Kết nối OTA', 'Có.', '/#faq');
    const article = page('article', 'Kết nối OTA', 'Có.', '/tin-tuc/ota');
    const [first, second] = scorePassages(terms('ota'), [article, faq].flatMap(passagesOf));
    expect(first!.passage.href).toBe('/#faq');
    expect(first!.score).toBeGreaterThan(second!.score);
  });

  it('scores low when a word of the question is on no page', () => {
    const held = scorePassages(terms('agoda', 'ota'), passages)[0]!.score;
    const partly = scorePassages(terms('agoda', 'ota', 'daikin', 'photoshop'), passages)[0]!.score;
    expect(partly).toBeLessThan(held / 2);
  });

  it('reads the last word as a prefix only when no passage holds it whole', () => {
    const typed = [
      { forms: ['khoa'], prefix: false },
      { forms: ['th'], prefix: true },
    ];
    expect(scorePassages(typed, passages)[0]!.passage.href).toBe('/Khóa thông minh');
    expect(scorePassages(typed, passages)[0]!.score).toBeGreaterThan(0);
    expect(scorePassages([], passages)).toEqual([]);
  });
});
