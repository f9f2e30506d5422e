import { describe, expect, it } from 'vitest';
import { decideAnswer, minAnswerMargin, minAnswerScore } from './answer-decision.ts';
import type { ScoredPassage } from './passage-score.ts';

const scored = (href: string, score: number, text = `Đoạn của ${href}.`): ScoredPassage => ({
  passage: { text, kind: 'faq', title: `Trang ${href}`, href, words: [], titleWords: [] },
  score,
});

describe('when the assistant answers', () => {
  it('quotes the best passage verbatim, with its page as the source, when it is good and clearly ahead', () => {
    const reply = decideAnswer([
      scored('/a', minAnswerScore + 0.2, 'Giá: 500.000 ₫/tháng.'),
      scored('/b', minAnswerScore),
    ]);
    expect(reply).toEqual({
      kind: 'answer',
      text: 'Giá: 500.000 ₫/tháng.',
      sources: [{ title: 'Trang /a', href: '/a' }],
    });
    expect(decideAnswer([scored('/a', minAnswerScore)])).toMatchObject({ kind: 'answer' });
  });

  it('is not sure under the threshold, or without a clear margin over another page', () => {
    expect(decideAnswer([scored('/a', minAnswerScore - 0.01)])).toEqual({
      kind: 'not_sure',
      related: [{ title: 'Trang /a', href: '/a' }],
    });
    const close = decideAnswer([scored('/a', 0.9), scored('/b', 0.9 - minAnswerMargin / 2)]);
    expect(close.kind).toBe('not_sure');
  });

  it('measures the margin against other pages, not another passage of the same page', () => {
    const reply = decideAnswer([scored('/a', 0.8, 'Một.'), scored('/a', 0.79, 'Hai.'), scored('/b', 0.5)]);
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
