import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../site-config';
import { contactPage, faqPage, itemListData, listPageData, organizationGraph } from './structured-data';

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
  it('leaves the office out where the page does not describe it, and keeps the company and the website', () => {
    const types = (graph: Record<string, unknown>) =>
      (graph['@graph'] as Array<Record<string, unknown>>).map((node) => node['@type']);
    expect(types(organizationGraph(site))).toEqual(['Organization', 'LocalBusiness', 'WebSite']);
    expect(types(organizationGraph(site, { office: false }))).toEqual(['Organization', 'WebSite']);
  });

  it("gives the website a SearchAction that fills the site search's address", () => {
    const graph = organizationGraph(site)['@graph'] as Array<Record<string, unknown>>;
    expect(graph.find((node) => node['@type'] === 'WebSite')!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://hotelix.vn/tim-kiem?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('itemListData', () => {
  it('lists each entry at its own position with its name and absolute address, in the order given', () => {
    const data = itemListData(site, [
      { position: 1, name: 'AI Chatbot 24/7', path: '/tin-tuc/ai-chatbot-247' },
      { position: 8, name: 'Bảo mật dữ liệu khách', path: '/tin-tuc/bao-mat-du-lieu' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'AI Chatbot 24/7', url: 'https://hotelix.vn/tin-tuc/ai-chatbot-247' },
        {
          '@type': 'ListItem',
          position: 8,
          name: 'Bảo mật dữ liệu khách',
          url: 'https://hotelix.vn/tin-tuc/bao-mat-du-lieu',
        },
      ],
    });
  });
});

describe('listPageData', () => {
  const page = { name: 'Sản phẩm', path: '/san-pham' };

  it('puts a list page one step below home and lists what it shows', () => {
    const entries = [{ position: 1, name: 'Thẻ từ RFID', path: '/san-pham/the-tu' }];
    expect(listPageData(site, page, entries)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: 'https://hotelix.vn/' },
          { '@type': 'ListItem', position: 2, name: 'Sản phẩm', item: 'https://hotelix.vn/san-pham' },
        ],
      },
      itemListData(site, entries),
    ]);
  });

  it('gives an empty list its breadcrumb only', () => {
    expect(listPageData(site, page, []).map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  });
});
