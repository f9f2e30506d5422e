import { createHash } from 'node:crypto';
import type { SearchKind } from '../../lib/search/search-results.ts';

/** A page as the search index holds it: its text as readers see it (plain, with diacritics) and its address. */
export interface SearchDocument {
  /** '<content kind>:<item id>' ('article:…', 'product:…', 'faq:…', 'story:…'), 'plan:<plan id>' or 'contact:company'. */
  id: string;
  kind: SearchKind;
  title: string;
  summary: string;
  body: string;
  href: string;
  publishedAt: string | null;
}

/**
 * The index's format. Raise it when what a document holds or how words are split changes: every
 * instance's start finds the pages indexed in an older format and indexes them again.
 */
// 2: a product's text holds its prices.
export const searchIndexFormat = 2;

/** What a document's row records of what was indexed: the format and a hash of the text. */
export function documentHash(document: SearchDocument): string {
  const text = JSON.stringify([
    document.kind,
    document.title,
    document.summary,
    document.body,
    document.href,
    document.publishedAt,
  ]);
  return `f${searchIndexFormat}:${createHash('sha256').update(text).digest('base64url').slice(0, 40)}`;
}

/** The hash prefix of documents indexed in the current format. */
export const currentFormatPrefix = `f${searchIndexFormat}:`;
