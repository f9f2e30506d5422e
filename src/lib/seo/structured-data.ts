import type { FaqItem } from '../content/faq-fields';
import type { PricingPlan } from '../../content/pricing-plans';
import { imageUrl, widthsOf } from '../content/image-urls';
import type { Article } from '../news/articles';
import type { Product } from '../products';
import { searchUrlTemplate } from '../search-address';
import type { SiteConfig } from '../site-config';

// schema.org JSON-LD for search engines, built from the same data the pages show.

type Thing = Record<string, unknown>;

const absolute = (site: SiteConfig, path: string) => new URL(path, site.siteUrl).href;
const organizationId = (site: SiteConfig) => absolute(site, '/#organization');
const officeId = (site: SiteConfig) => absolute(site, '/#office');
const websiteId = (site: SiteConfig) => absolute(site, '/#website');

/**
 * The company, its Ho Chi Minh City office (a LocalBusiness) and the website. The office is left out
 * where the page does not describe it (`office: false`, the landing page, whose first response has
 * no bytes to spare): its page is /contact.
 */
export function organizationGraph(site: SiteConfig, { office = true } = {}): Thing {
  const telephone = site.hotline.href.replace(/^tel:/, '');
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId(site),
        name: site.brand,
        ...(site.legalName ? { legalName: site.legalName } : {}),
        url: site.siteUrl.href,
        logo: absolute(site, '/favicon.svg'),
        email: site.salesEmail,
        telephone,
      },
      ...(office
        ? [
            {
              '@type': 'LocalBusiness',
              '@id': officeId(site),
              name: `${site.brand} – Văn phòng TP. Hồ Chí Minh`,
              parentOrganization: { '@id': organizationId(site) },
              image: absolute(site, '/og/trang-chu.png'),
              url: absolute(site, '/contact'),
              telephone,
              email: site.salesEmail,
              address: {
                '@type': 'PostalAddress',
                streetAddress: site.officeAddress,
                addressLocality: 'TP. Hồ Chí Minh',
                addressCountry: 'VN',
              },
              openingHoursSpecification: [
                {
                  '@type': 'OpeningHoursSpecification',
                  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
                  opens: '08:00',
                  closes: '18:00',
                },
                { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '08:00', closes: '12:00' },
              ],
            },
          ]
        : []),
      {
        '@type': 'WebSite',
        '@id': websiteId(site),
        name: site.brand,
        url: site.siteUrl.href,
        inLanguage: 'vi-VN',
        publisher: { '@id': organizationId(site) },
        // The site search, for a search box under the site's result in Google and the like.
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate(site.siteUrl, 'search_term_string') },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** The software with an offer per priced plan (VND per month) and the free trial. */
export function softwareApplication(site: SiteConfig, plans: PricingPlan[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: `${site.brand} – Phần mềm quản lý khách sạn`,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, Android, iOS',
    inLanguage: 'vi-VN',
    publisher: { '@id': organizationId(site) },
    offers: plans
      .filter((plan) => plan.monthlyPriceVnd !== null)
      .map((plan) => ({
        '@type': 'Offer',
        name: plan.name,
        price: plan.monthlyPriceVnd,
        priceCurrency: 'VND',
        url: absolute(site, '/#pricing'),
        ...(plan.monthlyPriceVnd
          ? {
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price: plan.monthlyPriceVnd,
                priceCurrency: 'VND',
                // Per month; schema.org's referenceQuantity would say 'per 1 month' again, in 70 more bytes.
                unitCode: 'MON',
              },
            }
          : { description: 'Dùng thử miễn phí 15 ngày, không cần thẻ tín dụng' }),
      })),
  };
}

/** A hardware product. */
export function productData(site: SiteConfig, product: Product): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    image: [absolute(site, imageUrl(product.image.id, widthsOf(product.image).at(-1)!, 'webp'))],
    url: absolute(site, product.href),
    brand: { '@type': 'Brand', name: site.brand },
    category: 'Thiết bị khách sạn',
    // The unit price the product page and the quote show (before VAT, installation extra).
    offers: {
      '@type': 'Offer',
      price: product.quote.unitPriceVnd,
      priceCurrency: 'VND',
      url: absolute(site, '/bao-gia'),
      seller: { '@id': organizationId(site) },
    },
  };
}

/** A news article; `shareImage` stands for the cover of a note published without one. */
export function newsArticleData(site: SiteConfig, article: Article, shareImage: string): Thing {
  const published = article.date.toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    image: [
      absolute(site, article.image ? imageUrl(article.image.id, widthsOf(article.image).at(-1)!, 'webp') : shareImage),
    ],
    datePublished: published,
    dateModified: published,
    articleSection: article.category,
    inLanguage: 'vi-VN',
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
    publisher: {
      '@id': organizationId(site),
      '@type': 'Organization',
      name: site.brand,
      logo: absolute(site, '/favicon.svg'),
    },
    mainEntityOfPage: absolute(site, article.href),
  };
}

/** Breadcrumbs: home, then each step, the last being the page itself. */
export function breadcrumbData(site: SiteConfig, steps: Array<{ name: string; path: string }>): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Trang chủ', path: '/' }, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(site, step.path),
    })),
  };
}

/** An entry of a list page as the page shows it: its name, its address and its place in the whole list (1 first). */
export interface ListEntry {
  position: number;
  name: string;
  path: string;
}

/** What a list page shows, in its order, each entry at its canonical address. */
export function itemListData(site: SiteConfig, entries: ListEntry[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: entries.map((entry) => ({
      '@type': 'ListItem',
      position: entry.position,
      name: entry.name,
      url: absolute(site, entry.path),
    })),
  };
}

/** A list page's data: one step below home, and what it shows (an empty list has no ItemList). */
export function listPageData(site: SiteConfig, page: { name: string; path: string }, entries: ListEntry[]): Thing[] {
  return [breadcrumbData(site, [page]), ...(entries.length ? [itemListData(site, entries)] : [])];
}

/** Questions and answers, as the page shows them. */
export function faqPage(items: FaqItem[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The contact page, about the office: the LocalBusiness of `organizationGraph`, which the page carries too. */
export function contactPage(site: SiteConfig, name: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name,
    url: absolute(site, '/contact'),
    inLanguage: 'vi-VN',
    isPartOf: { '@id': websiteId(site) },
    mainEntity: { '@id': officeId(site) },
  };
}
