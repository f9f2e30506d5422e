import { describe, expect, it } from 'vitest';
import { faqPage } from './structured-data';

describe('faqPage', () => {
  it('makes each item a question with its accepted answer, in order', () => {
    const data = faqPage([
      { question: 'Dùng thử có mất phí không?', answer: 'Không, 15 ngày miễn phí.' },
      { question: 'Có xuất hóa đơn điện tử không?', answer: 'Có.' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Dùng thử có mất phí không?',
          acceptedAnswer: { '@type': 'Answer', text: 'Không, 15 ngày miễn phí.' },
        },
        {
          '@type': 'Question',
          name: 'Có xuất hóa đơn điện tử không?',
          acceptedAnswer: { '@type': 'Answer', text: 'Có.' },
        },
      ],
    });
  });
});
