import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../site-config';
import { contactPage, faqPage, organizationGraph } from './structured-data';

const site = parseSiteConfig({ SITE_URL: 'https://hotelix.vn' });

describe('faqPage', () => {
  it('makes each item a question with its accepted answer, in order', () => {
    const data = faqPage([
      { anchor: 'faq-1', question: 'Dùng thử có mất phí không?', answer: 'Không, 15 ngày miễn phí.' },
      { anchor: 'faq-2', question: 'Có xuất hóa đơn điện tử không?', answer: 'Có.' },
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

describe('contactPage', () => {
  it('points at the office and the website of the organization graph instead of repeating them', () => {
    const data = contactPage(site, 'Liên hệ tư vấn');
    const graph = organizationGraph(site)['@graph'] as Array<Record<string, unknown>>;
    const office = graph.find((node) => node['@type'] === 'LocalBusiness')!;
    const website = graph.find((node) => node['@type'] === 'WebSite')!;
    expect(data).toMatchObject({
      '@type': 'ContactPage',
      name: 'Liên hệ tư vấn',
      url: 'https://hotelix.vn/contact',
      mainEntity: { '@id': office['@id'] },
      isPartOf: { '@id': website['@id'] },
    });
    expect(office['@id']).toBe('https://hotelix.vn/#office');
  });
});

describe('organizationGraph', () => {
  it("gives the website a SearchAction that fills the site search's address", () => {
    const graph = organizationGraph(site)['@graph'] as Array<Record<string, unknown>>;
    expect(graph.find((node) => node['@type'] === 'WebSite')!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://hotelix.vn/tim-kiem?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });
});
