import type { Kysely } from 'kysely';
import { emptyFaq, faqDraftSchema, type FaqFields } from '../../lib/content/faq-fields.ts';
import type { ContentItemRow, Database } from '../db/database.ts';
import { contentEditing, type ContentEditing } from './content-editing.ts';

/** A stored draft read back; one from an older shape gets today's defaults for what it lacks. */
export function faqDraftFields(item: Pick<ContentItemRow, 'draft'>): FaqFields {
  const parsed = faqDraftSchema.safeParse({ ...emptyFaq, ...(JSON.parse(item.draft) as object) });
  return parsed.success ? parsed.data : emptyFaq;
}

/** The question `id` as its editor opens it, or undefined when there is no such question. */
export function faqEditing(db: Kysely<Database>, id: string): Promise<ContentEditing<FaqFields> | undefined> {
  return contentEditing(db, 'faq', id, faqDraftFields);
}
