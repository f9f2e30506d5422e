import type { Kysely } from 'kysely';
import { faqItems, type FaqItem } from '../../content/landing/faq.ts';
import type { FaqFields } from '../../lib/content/faq-fields.ts';
import type { Database } from '../db/database.ts';
import { faqRules } from './faq-rules.ts';
import { importedItem, importKind, type KindImport } from './kind-import.ts';

// The first questions (src/content/landing/faq.ts), copied into the database on first start as the
// articles are (markdown-import.ts says how and when). The answers are read as the site showed them,
// terms already written in (a year's price in months, from the pricing list). Each keeps the anchor
// it had on the landing page (`/#faq-3`), so links to it keep working.

/** The first import of the shipped questions, in their order. */
export function faqImport(now = new Date(), items: FaqItem[] = faqItems): KindImport {
  return {
    rules: faqRules,
    entries: async () =>
      items.map((item, index) => {
        const fields: FaqFields = {
          question: item.question,
          slug: `faq-${index + 1}`,
          // Tens apart, so a new question fits between two without renumbering.
          order: (index + 1) * 10,
          body: item.answer,
        };
        return {
          slug: fields.slug,
          // The same checks an editor's 'Xuất bản' makes: a broken question is reported, never half imported.
          read: async () =>
            importedItem(faqRules, faqRules.publishSchema.parse(fields), {
              publishedAt: now.toISOString(),
              now,
              note: 'Nhập từ câu hỏi thường gặp có sẵn',
            }),
        };
      }),
  };
}

/** Copies the shipped questions the database lacks, in their order; how many were added. */
export function importFaq(db: Kysely<Database>, now = new Date(), items: FaqItem[] = faqItems) {
  return importKind(db, faqImport(now, items), now);
}
