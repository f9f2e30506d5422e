import type { Kysely } from 'kysely';
import type { FaqFields, FaqItem } from '../../lib/content/faq-fields.ts';
import type { Database } from '../db/database.ts';
import { listPublishedWithBodies } from './content.repository.ts';

/** A question as pages show it. */
export function faqItemOf(fields: Pick<FaqFields, 'slug' | 'question' | 'body'>): FaqItem {
  return { anchor: fields.slug, question: fields.question, answer: fields.body };
}

/** Every published question, in the list's order. */
export async function publishedFaq(db: Kysely<Database>): Promise<FaqItem[]> {
  const rows = await listPublishedWithBodies(db, 'faq');
  return rows.map((row) =>
    faqItemOf({ ...(JSON.parse(row.published ?? '{}') as FaqFields), body: row.published_body ?? '' }),
  );
}

/**
 * The list as it would read with `draft` published (the preview): the draft in place of its live
 * version, or added, in order.
 */
export async function faqPreview(db: Kysely<Database>, itemId: string, draft: FaqFields): Promise<FaqItem[]> {
  const rows = await listPublishedWithBodies(db, 'faq');
  const others = rows
    .filter((row) => row.id !== itemId)
    .map((row) => ({ ...(JSON.parse(row.published ?? '{}') as FaqFields), body: row.published_body ?? '' }));
  return [...others, draft].sort((a, b) => a.order - b.order).map(faqItemOf);
}
