import { describe, expect, it } from 'vitest';
import { confidenceOf, decideAnswer, minConfidence, unknownWords } from './answer-decision.ts';
import type { ScoredPassage } from './passage-score.ts';

const scored = (href: string, score: number, text = `Đoạn của ${href}.`): ScoredPassage => ({
  passage: { text, kind: 'faq', title: `Trang ${href}`, href, words: [], titleWords: [] },
  score,
});

describe('when the assistant answers', () => {
  // Words of a passage, for the share of the question's words its page holds.
  const holding = (passage: ScoredPassage, words: string[]): ScoredPassage => ({
    ...passage,
    passage: { ...passage.passage, words },
  });
  const asked = (forms: string[], unknown: string[] = []) => ({
    terms: forms.map((form) => ({ forms: [form], prefix: false, exact: form, known: true })),
    unknown,
  });

  it('quotes the best passage verbatim, with its page as the source, when its confidence is high enough', () => {
    const best = holding(scored('/a', 0.5, 'Giá: 500.000 ₫/tháng.'), ['gia', 'goi']);
    const reply = decideAnswer([best, scored('/b', 0.2)], asked(['gia', 'goi']));
    expect(reply).toEqual({
      kind: 'answer',
      text: 'Giá: 500.000 ₫/tháng.',
      sources: [{ title: 'Trang /a', href: '/a' }],
    });
    // Score 0.5, every word on the page (0.5 × 1), a lead of 0.3: 1.3.
    expect(confidenceOf(best, scored('/b', 0.2), 1)).toBeCloseTo(1.3);
  });

  it('is not sure below the least confidence: a low score, few of the words on the page, no lead', () => {
    const best = holding(scored('/a', 0.5), ['gia']);
    // 0.5 + 0.5 × ¼ + 0.02 = 0.645 < minConfidence.
    expect(decideAnswer([best, scored('/b', 0.48)], asked(['gia', 'goi', 'khoa', 'pin'])).kind).toBe('not_sure');
    expect(confidenceOf(best, scored('/b', 0.48), 0.25)).toBeLessThan(minConfidence);
  });

  it('is never sure of a question naming what the site never writes, however well the rest matches', () => {
    const best = holding(scored('/a', 1), ['khoa', 'ket', 'noi']);
    expect(decideAnswer([best], asked(['khoa', 'ket', 'noi'])).kind).toBe('answer');
    expect(decideAnswer([best], asked(['khoa', 'ket', 'noi'], ['alexa'])).kind).toBe('not_sure');
  });

  it('measures the lead against another address, not another passage or card of the same one', () => {
    const reply = decideAnswer(
      [scored('/a', 0.8, 'Một.'), scored('/a', 0.79, 'Hai.'), scored('/b', 0.5)].map((passage) =>
        holding(passage, ['mot']),
      ),
      asked(['mot']),
    );
    expect(reply).toMatchObject({ kind: 'answer', text: 'Một.' });
  });

  it('offers at most three related pages, each once, none that matched nothing', () => {
    const reply = decideAnswer([
      scored('/a', 0.2),
      scored('/a', 0.19),
      scored('/b', 0.2),
      scored('/c', 0.1),
      scored('/d', 0.05),
      scored('/e', 0),
    ]);
    expect(reply).toEqual({
      kind: 'not_sure',
      related: ['/a', '/b', '/c'].map((href) => ({ title: `Trang ${href}`, href })),
    });
    expect(decideAnswer([scored('/e', 0)])).toEqual({ kind: 'not_sure', related: [] });
    expect(decideAnswer([])).toEqual({ kind: 'not_sure', related: [] });
  });
});

describe('unknownWords', () => {
  it('names the words no page holds, but not a typo of a long word, nor a number with its unit', () => {
    const term = (exact: string, forms: string[], known = false) => ({ forms, prefix: false, exact, known });
    expect(
      unknownWords([
        term('karaoke', ['karaoke']),
        term('flan', ['lan', 'plan']),
        term('hotlie', ['hotline']),
        term('45mm', ['45mm']),
        term('khóa', ['khoa'], true),
      ]),
    ).toEqual(['karaoke', 'flan']);
  });

  it('takes a plain Vietnamese word no page holds for the site saying it otherwise, not for another topic', () => {
    const unknown = (exact: string) => ({ forms: [exact], prefix: false, exact, known: false });
    // 'tự nhiên chết' is how an owner says a lock's battery dies; the page says 'hết pin'.
    expect(unknownWords([unknown('chết'), unknown('rèm'), unknown('tivi'), unknown('daikin')])).toEqual([
      'tivi',
      'daikin',
    ]);
  });
});
