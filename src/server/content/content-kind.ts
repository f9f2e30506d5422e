import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ContentKind } from '../../lib/content/content-kinds.ts';
import type { SearchKind } from '../../lib/search/search-results.ts';
import type { Database } from '../db/database.ts';

/**
 * What the content service needs to know of a kind (article, product, FAQ question, customer story):
 * its schemas, where its title, slug and body are, the columns readers' queries filter on, and which
 * cached pages a change touches.
 */
export interface ContentKindRules<Fields extends { slug: string; body: string }> {
  kind: ContentKind;
  /** Bounds every autosave respects. */
  draftSchema: z.ZodType<Fields, unknown>;
  /** What going live requires. */
  publishSchema: z.ZodType<Fields, unknown>;
  empty: Fields;
  title(fields: Fields): string;
  /** Columns readers' queries use, copied from the published fields. */
  columns(fields: Fields): { category_id: string | null; author_id: string | null };
  /** Readers' order: articles by publication time (newest first), the other kinds by position. */
  sortKey(fields: Fields, publishedAt: string): string;
  /** Cache tags of the pages showing an item with these fields, besides the item's own and the list's. */
  relatedTags(fields: Fields): string[];
  /** The list's tag (every list, RSS and sitemap page of the kind carries it). */
  listTag: string;
  /** Problems with what the fields point at (a deleted category, an image not in the store, a value another item `itemId` is not may hold), per field. */
  checkReferences(db: Kysely<Database>, fields: Fields, itemId: string): Promise<Record<string, string>>;
  /** What readers' lists keep of the published fields (no body), plus figures worked out at publish time. */
  summary(fields: Fields): Record<string, unknown>;
  /** Work that follows a publication and must not undo it when it fails (drawing the share image). */
  afterPublish(db: Kysely<Database>, itemId: string, fields: Fields): Promise<void>;
  /** The fields a history compares, with their labels, in the editor's order. */
  comparedFields: ReadonlyArray<[key: string, label: string]>;
  /** What a published item is in the site search ('Câu hỏi thường gặp' for a question, 'Khách hàng' for a story). */
  searchKind: SearchKind;
  /** What the site search indexes of a published item besides its title: a summary and plain-text body. */
  searchText(fields: Fields): { summary: string; body: string };
  /** A revision's fields as the text a history compares, word by word. */
  comparedText(fields: Partial<Fields>): Record<string, unknown>;
}
