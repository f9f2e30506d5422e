import type { Kysely } from 'kysely';
import { allRules, rulesFor } from '../content/content-rules.ts';
import type { Database } from '../db/database.ts';
import { currentSite } from '../settings/index.ts';
import { catchUpContentIndex } from './content-documents.ts';
import { shippedDocuments, syncShippedDocuments } from './shipped-documents.ts';

/**
 * Brings the search index in line at start: this release's plans, the company's contacts, and every published article,
 * product, question and story (pages published before the index existed, or in an older format).
 * How many documents it wrote or removed.
 */
export async function refreshSearchIndex(db: Kysely<Database>): Promise<number> {
  const searchKinds = [...new Set(allRules.map((rules) => rules.searchKind))];
  return (
    (await syncShippedDocuments(db, shippedDocuments(await currentSite(db)))) +
    (await catchUpContentIndex(db, rulesFor, searchKinds))
  );
}
