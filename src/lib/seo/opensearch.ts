import escapeHtml from 'escape-html';
import { searchPath, searchUrlTemplate } from '../search-address';
import type { SiteConfig } from '../site-config';

/** The media type browsers look for in `<link rel="search">` and in the description's answer. */
export const openSearchType = 'application/opensearchdescription+xml';

/** Where the description is served. */
export const openSearchPath = '/opensearch.xml';

/**
 * The OpenSearch description of the site search, by which a browser offers to add it (and searches
 * it from the address bar): its name (OpenSearch allows 16 characters), what it finds, the address
 * it fills in and the site's icon.
 */
export function openSearchDescription(site: Pick<SiteConfig, 'brand' | 'siteUrl'>): string {
  const absolute = (path: string) => escapeHtml(new URL(path, site.siteUrl).href);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeHtml(site.brand.slice(0, 16))}</ShortName>`,
    `  <Description>Tìm bài viết, sản phẩm, câu hỏi thường gặp và bảng giá trên trang ${escapeHtml(site.brand)}.</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    '  <Language>vi</Language>',
    `  <Image width="32" height="32" type="image/svg+xml">${absolute('/favicon.svg')}</Image>`,
    `  <Url type="text/html" method="get" template="${escapeHtml(searchUrlTemplate(site.siteUrl, 'searchTerms'))}"/>`,
    `  <Url type="${openSearchType}" rel="self" template="${absolute(openSearchPath)}"/>`,
    `  <moz:SearchForm>${absolute(searchPath)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
