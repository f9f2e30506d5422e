import type { Kysely } from 'kysely';
import { rulesFor } from '../content/content-rules.ts';
import type { Database } from '../db/database.ts';
import { catchUpContentIndex } from './content-documents.ts';
import { shippedDocuments, syncShippedDocuments } from './shipped-documents.ts';

/**
 * Brings the search index in line at start: this release's FAQ, plans and stories, and every
 * published article and product (pages published before the index existed, or in an older format).
 * How many documents it wrote or removed.
 */
export async function refreshSearchIndex(db: Kysely<Database>): Promise<number> {
  const { documents } = await shippedDocuments();
  return (await syncShippedDocuments(db, documents)) + (await catchUpContentIndex(db, rulesFor));
}
